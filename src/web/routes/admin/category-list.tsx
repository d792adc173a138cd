import { Link, useNavigation } from 'react-router';
import { localName } from '~/modules/catalog/constants.ts';
import { StructureDeleteFormSchema } from '~/modules/catalog/contracts.ts';
import { listAdminCategories } from '~/modules/catalog/structure.ts';
import { removeCategory } from '~/flows/category-structure.ts';
import { AdminList, RowActions } from '~/web/components/admin/admin-list.tsx';
import { adminListHref } from '~/web/components/admin/confirm-delete.tsx';
import { useLanguage, useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/category-list';

const LIST = '/admin/categories';

export const meta: Route.MetaFunction = () => [{ title: 'Categories | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  return { categories: await listAdminCategories(context.db), confirmDelete: url.searchParams.get('confirmDelete') };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(request, StructureDeleteFormSchema, async (input) => {
    await removeCategory(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
});

/** /admin/categories: every category in menu order, with its sub-categories, home card and product count. */
export default function CategoryList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const language = useLanguage();
  const busy = useNavigation().state === 'submitting';
  const { categories, confirmDelete } = loaderData;
  return (
    <AdminList
      heading={t('admin.categories')}
      create={{ href: '/admin/category/create', label: t('admin.createCategory') }}
      result={actionData}
      deleted={t('admin.categoryDeleted')}
      empty={t('structure.noCategories')}
      columns={[
        t('admin.menuOrder'),
        t('admin.name'),
        t('admin.nameBn'),
        t('admin.slug'),
        t('admin.homeCard'),
        t('structure.discountColumn'),
        t('admin.subCategories'),
        t('admin.products'),
        t('admin.action'),
      ]}
      rows={categories.map((category) => (
        <tr key={category.id} className="border-t border-slate-200 align-top">
          <td className="px-3 py-2">{n.number(category.menuOrder)}</td>
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
          <td className="px-3 py-2">{category.discount ? n.taka(category.discount) : '—'}</td>
          <td className="max-w-xs px-3 py-2 text-slate-600">
            {category.subCategories.map((sub) => localName(sub, language)).join(', ') || '—'}
          </td>
          <td className="px-3 py-2">{n.number(category.productCount)}</td>
          <RowActions
            editHref={`/admin/category/${category.id}/edit`}
            id={category.id}
            confirming={confirmDelete === category.id}
            askHref={adminListHref(LIST, 1, category.id)}
            cancelHref={LIST}
            busy={busy}
          />
        </tr>
      ))}
    />
  );
}
