import { Link, useNavigation } from 'react-router';
import { localName } from '~/modules/catalog/constants.ts';
import { StructureDeleteFormSchema } from '~/modules/catalog/contracts.ts';
import { listAdminCategories } from '~/modules/catalog/structure.ts';
import { removeCategory } from '~/flows/category-structure.ts';
import { formatTaka } from '~/platform/money.ts';
import { Alert } from '~/web/components/alert.tsx';
import { adminListHref, ConfirmDelete } from '~/web/components/admin/confirm-delete.tsx';
import { useLanguage, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { requireAdmin } from '~/web/lib/session.server.ts';
import type { Route } from './+types/category-list';

const LIST = '/admin/categories';

export const meta: Route.MetaFunction = () => [{ title: 'Categories | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const url = new URL(request.url);
  return { categories: await listAdminCategories(context.db), confirmDelete: url.searchParams.get('confirmDelete') };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(request, context);
  return submitForm(request, StructureDeleteFormSchema, async (input) => {
    await removeCategory(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
}

/** /admin/categories: every category in menu order, with its sub-categories, home card and product count. */
export default function CategoryList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const busy = useNavigation().state === 'submitting';
  const { categories, confirmDelete } = loaderData;
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('admin.categories')}</h1>
        <Link to="/admin/category/create" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          + {t('admin.createCategory')}
        </Link>
      </div>
      {actionData && 'deleted' in actionData && <Alert tone="success">{t('admin.categoryDeleted')}</Alert>}
      {actionData && 'message' in actionData && <Alert tone="danger">{actionData.message}</Alert>}
      {categories.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6 text-slate-600">{t('structure.noCategories')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border border-slate-200 bg-white text-sm">
            <thead className="bg-slate-100 text-left uppercase">
              <tr>
                <th className="px-3 py-2">{t('admin.menuOrder')}</th>
                <th className="px-3 py-2">{t('admin.name')}</th>
                <th className="px-3 py-2">{t('admin.nameBn')}</th>
                <th className="px-3 py-2">{t('admin.slug')}</th>
                <th className="px-3 py-2">{t('admin.homeCard')}</th>
                <th className="px-3 py-2">{t('structure.discountColumn')}</th>
                <th className="px-3 py-2">{t('admin.subCategories')}</th>
                <th className="px-3 py-2">{t('admin.products')}</th>
                <th className="px-3 py-2">{t('admin.action')}</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((category) => (
                <tr key={category.id} className="border-t border-slate-200 align-top">
                  <td className="px-3 py-2">{category.menuOrder}</td>
                  <td className="px-3 py-2 font-medium">
                    <Link to={`/category/${category.slug}/1`} className="text-brand-700 hover:underline">
                      {category.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2" lang="bn">
                    {category.nameBn ?? '—'}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{category.slug}</td>
                  <td className="px-3 py-2">{category.homeCard ? t('admin.homeCardN', { n: category.homeCard }) : '—'}</td>
                  <td className="px-3 py-2">{category.discount ? formatTaka(category.discount) : '—'}</td>
                  <td className="max-w-xs px-3 py-2 text-slate-600">{category.subCategories.map((sub) => localName(sub, language)).join(', ') || '—'}</td>
                  <td className="px-3 py-2">{category.productCount}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Link to={`/admin/category/${category.id}/edit`} className="mr-2 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50">
                      {t('admin.edit')}
                    </Link>
                    <ConfirmDelete
                      id={category.id}
                      confirming={confirmDelete === category.id}
                      askHref={adminListHref(LIST, 1, category.id)}
                      cancelHref={LIST}
                      busy={busy}
                    />
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
