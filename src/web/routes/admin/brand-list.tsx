import { Link, useNavigation } from 'react-router';
import { StructureDeleteFormSchema } from '~/modules/catalog/contracts.ts';
import { deleteBrand, listAdminBrands } from '~/modules/catalog/structure.ts';
import { mediaVariantUrl } from '~/modules/media/names.ts';
import { AdminList, RowActions } from '~/web/components/admin/admin-list.tsx';
import { adminListHref } from '~/web/components/admin/confirm-delete.tsx';
import { isShopPicture } from '~/web/components/admin/image-field.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/brand-list';

const LIST = '/admin/brands';

export const meta: Route.MetaFunction = () => [{ title: 'Brands | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  return { brands: await listAdminBrands(context.db), confirmDelete: new URL(request.url).searchParams.get('confirmDelete') };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(request, StructureDeleteFormSchema, async (input) => {
    await deleteBrand(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
});

/** /admin/brands: every brand by name, with its logo and product count. */
export default function BrandList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  const { brands, confirmDelete } = loaderData;
  return (
    <AdminList
      heading={t('admin.brands')}
      create={{ href: '/admin/brand/create', label: t('admin.createBrand') }}
      result={actionData}
      deleted={t('admin.brandDeleted')}
      empty={t('structure.noBrands')}
      columns={[t('admin.sl'), t('admin.logo'), t('admin.name'), t('admin.slug'), t('admin.products'), t('admin.action')]}
      rows={brands.map((brand, index) => (
        <tr key={brand.id} className="border-t border-slate-200 align-middle">
          <td className="px-3 py-2">{n.number(index + 1)}</td>
          <td className="px-3 py-2">
            {isShopPicture(brand.logo) ? (
              // The 55×55 thumbnail every upload has (docs/requirements/core-shop.md §9).
              <img
                src={mediaVariantUrl(brand.logo, '55x55')}
                alt={t('brand.logo', { brand: brand.name })}
                width={55}
                height={55}
                loading="lazy"
                className="h-[55px] w-[55px] rounded border border-slate-200 object-contain"
              />
            ) : (
              <span className="block h-[55px] w-[55px] rounded bg-slate-100" />
            )}
          </td>
          <td className="px-3 py-2 font-medium">
            <Link to={`/brand/${brand.slug}`} className="text-brand-700 hover:underline">
              {brand.name}
            </Link>
          </td>
          <td className="px-3 py-2 font-mono text-xs">{brand.slug}</td>
          <td className="px-3 py-2">{n.number(brand.productCount)}</td>
          <RowActions
            editHref={`/admin/brand/${brand.id}/edit`}
            id={brand.id}
            confirming={confirmDelete === brand.id}
            askHref={adminListHref(LIST, 1, brand.id)}
            cancelHref={LIST}
            busy={busy}
          />
        </tr>
      ))}
    />
  );
}
