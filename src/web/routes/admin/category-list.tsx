import { Link } from 'react-router';
import { localName } from '~/modules/catalog/constants.ts';
import { StructureDeleteFormSchema } from '~/modules/catalog/contracts.ts';
import { listAdminCategories } from '~/modules/catalog/index.ts';
import { removeCategory } from '~/flows/category-structure.ts';
import { AdminList } from '~/web/components/admin/admin-list.tsx';
import { useLanguage, useNumerals, useT } from '~/web/i18n/use-t.ts';
import { listAction, listAddress } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/category-list';

const LIST = '/admin/categories';

export const meta: Route.MetaFunction = () => adminMeta('Categories');

export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  return { categories: await listAdminCategories(context.db), ...listAddress(request) };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return listAction(request, context, StructureDeleteFormSchema, { remove: removeCategory });
});

/** /admin/categories: every category in menu order, with its sub-categories, home card and product count. */
export default function CategoryList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const language = useLanguage();
  return (
    <AdminList
      heading={t('admin.categories')}
      create={{ href: '/admin/category/create', label: t('admin.createCategory') }}
      result={actionData}
      address={loaderData}
      deleted={t('admin.categoryDeleted')}
      empty={t('structure.noCategories')}
      rows={loaderData.categories}
      alignTop
      columns={[
        { heading: t('admin.menuOrder'), cell: (category) => n.number(category.menuOrder) },
        {
          heading: t('admin.name'),
          className: 'font-medium',
          cell: (category) => (
            <Link to={`/category/${category.slug}/1`} className="text-brand-700 hover:underline">
              {category.name}
            </Link>
          ),
        },
        { heading: t('admin.nameBn'), lang: 'bn', cell: (category) => category.nameBn ?? '—' },
        { heading: t('admin.slug'), className: 'font-mono text-xs', cell: (category) => category.slug },
        { heading: t('admin.homeCard'), cell: (category) => (category.homeCard ? t('admin.homeCardN', { n: category.homeCard }) : '—') },
        { heading: t('structure.discountColumn'), cell: (category) => (category.discount ? n.taka(category.discount) : '—') },
        {
          heading: t('admin.subCategories'),
          className: 'max-w-xs text-slate-600',
          cell: (category) => category.subCategories.map((sub) => localName(sub, language)).join(', ') || '—',
        },
        { heading: t('admin.products'), cell: (category) => n.number(category.productCount) },
      ]}
      targets={{ path: LIST, editHref: (category) => `/admin/category/${category.id}/edit` }}
    />
  );
}
