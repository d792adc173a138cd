import { Link } from 'react-router';
import { StructureDeleteFormSchema } from '~/modules/catalog/contracts.ts';
import { deleteBrand, listAdminBrands } from '~/modules/catalog/index.ts';
import { mediaVariantUrl } from '~/modules/media/constants.ts';
import { AdminList } from '~/web/components/admin/admin-list.tsx';
import { isShopPicture } from '~/web/components/admin/image-field.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { listAction, listAddress } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/brand-list';

const LIST = '/admin/brands';

export const meta: Route.MetaFunction = () => adminMeta('Brands');

export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  return { brands: await listAdminBrands(context.db), ...listAddress(request) };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return listAction(request, context, StructureDeleteFormSchema, { remove: deleteBrand });
});

/** /admin/brands: every brand by name, with its logo and product count. */
export default function BrandList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  return (
    <AdminList
      heading={t('admin.brands')}
      create={{ href: '/admin/brand/create', label: t('admin.createBrand') }}
      result={actionData}
      address={loaderData}
      deleted={t('admin.brandDeleted')}
      empty={t('structure.noBrands')}
      rows={loaderData.brands}
      columns={[
        { heading: t('admin.sl'), cell: (_brand, index) => n.number(index + 1) },
        {
          heading: t('admin.logo'),
          cell: (brand) =>
            isShopPicture(brand.logo) ? (
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
            ),
        },
        {
          heading: t('admin.name'),
          className: 'font-medium',
          cell: (brand) => (
            <Link to={`/brand/${brand.slug}`} className="text-brand-700 hover:underline">
              {brand.name}
            </Link>
          ),
        },
        { heading: t('admin.slug'), className: 'font-mono text-xs', cell: (brand) => brand.slug },
        { heading: t('admin.products'), cell: (brand) => n.number(brand.productCount) },
      ]}
      targets={{ path: LIST, editHref: (brand) => `/admin/brand/${brand.id}/edit` }}
    />
  );
}
