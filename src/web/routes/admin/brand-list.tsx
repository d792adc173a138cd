import { Link, useNavigation } from 'react-router';
import { StructureDeleteFormSchema } from '~/modules/catalog/contracts.ts';
import { deleteBrand, listAdminBrands } from '~/modules/catalog/structure.ts';
import { mediaVariantUrl } from '~/modules/media/names.ts';
import { Alert } from '~/web/components/alert.tsx';
import { adminListHref, ConfirmDelete } from '~/web/components/admin/confirm-delete.tsx';
import { isShopPicture } from '~/web/components/admin/image-field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { requireAdmin } from '~/web/lib/session.server.ts';
import type { Route } from './+types/brand-list';

const LIST = '/admin/brands';

export const meta: Route.MetaFunction = () => [{ title: 'Brands | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { brands: await listAdminBrands(context.db), confirmDelete: new URL(request.url).searchParams.get('confirmDelete') };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(request, context);
  return submitForm(request, StructureDeleteFormSchema, async (input) => {
    await deleteBrand(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
}

/** /admin/brands: every brand by name, with its logo and product count. */
export default function BrandList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const { brands, confirmDelete } = loaderData;
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('admin.brands')}</h1>
        <Link to="/admin/brand/create" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          + {t('admin.createBrand')}
        </Link>
      </div>
      {actionData && 'deleted' in actionData && <Alert tone="success">{t('admin.brandDeleted')}</Alert>}
      {actionData && 'message' in actionData && <Alert tone="danger">{actionData.message}</Alert>}
      {brands.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6 text-slate-600">{t('structure.noBrands')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border border-slate-200 bg-white text-sm">
            <thead className="bg-slate-100 text-left uppercase">
              <tr>
                <th className="px-3 py-2">{t('admin.sl')}</th>
                <th className="px-3 py-2">{t('admin.logo')}</th>
                <th className="px-3 py-2">{t('admin.name')}</th>
                <th className="px-3 py-2">{t('admin.slug')}</th>
                <th className="px-3 py-2">{t('admin.products')}</th>
                <th className="px-3 py-2">{t('admin.action')}</th>
              </tr>
            </thead>
            <tbody>
              {brands.map((brand, index) => (
                <tr key={brand.id} className="border-t border-slate-200 align-middle">
                  <td className="px-3 py-2">{index + 1}</td>
                  <td className="px-3 py-2">
                    {isShopPicture(brand.logo) ? (
                      // The 55×55 thumbnail every upload has (core-shop.md §9).
                      <img src={mediaVariantUrl(brand.logo, '55x55')} alt={t('brand.logo', { brand: brand.name })} width={55} height={55} loading="lazy" className="h-[55px] w-[55px] rounded border border-slate-200 object-contain" />
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
                  <td className="px-3 py-2">{brand.productCount}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Link to={`/admin/brand/${brand.id}/edit`} className="mr-2 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50">
                      {t('admin.edit')}
                    </Link>
                    <ConfirmDelete id={brand.id} confirming={confirmDelete === brand.id} askHref={adminListHref(LIST, 1, brand.id)} cancelHref={LIST} busy={busy} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
