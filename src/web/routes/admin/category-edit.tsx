import { Link, useNavigation } from 'react-router';
import { HOME_CARD_POSITIONS, MAX_STRUCTURE_NAME_LENGTH, CategoryFormSchema, StructureIdSchema } from '~/modules/catalog/contracts.ts';
import { createCategory, deleteSubCategory, getAdminCategory } from '~/modules/catalog/index.ts';
import { changeCategory } from '~/flows/category-structure.ts';
import { MAX_SLUG_LENGTH } from '~/platform/slug.ts';
import { toTaka } from '~/platform/money.ts';
import { Alert } from '~/web/components/alert.tsx';
import { RowLinks } from '~/web/components/admin/admin-list.tsx';
import { adminListHref } from '~/web/components/admin/confirm-delete.tsx';
import { EditPage, SlugHint } from '~/web/components/admin/edit-page.tsx';
import { FieldRows } from '~/web/components/field-rows.tsx';
import { PagedTable } from '~/web/components/paged-table.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { deleteRow, listAddress, recordToEdit, saveRecord } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/category-edit';

// One module for /admin/category/create and /admin/category/{id}/edit; the edit screen also
// lists the category's sub-categories and links to its description blocks.

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? 'Edit Category' : 'Create Category');

const LIST = '/admin/categories';
const editHref = (id: string) => `/admin/category/${id}/edit`;

export const loader = adminLoader(async ({ request, params, context }: Route.LoaderArgs) => {
  return { category: await recordToEdit(context.db, StructureIdSchema, params.id, getAdminCategory), ...listAddress(request) };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  return saveRecord(request, context, CategoryFormSchema, {
    idSchema: StructureIdSchema,
    id: params.id,
    create: (db, cache, { intent: _intent, ...fields }) => createCategory(db, cache, fields),
    update: (db, cache, id, { intent: _intent, ...fields }) => changeCategory(db, cache, id, fields),
    next: LIST,
    // A new category opens its edit screen, where its sub-categories are added.
    nextAfterCreate: (created) => editHref(created.id),
    // A sub-category's Delete, in the table under the form.
    other: (input) => (input.intent === 'delete' ? deleteRow(context, deleteSubCategory, input.id) : undefined),
  });
});

type Category = NonNullable<Route.ComponentProps['loaderData']['category']>;

export default function CategoryEdit({ loaderData: { category, confirmDelete }, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const failure = actionData && 'message' in actionData ? actionData : undefined;
  return (
    <EditPage
      back={LIST}
      width="3xl"
      heading={category ? t('admin.editCategory') : t('admin.createCategory')}
      before={actionData && 'deleted' in actionData && <Alert tone="success">{t('structure.subCategoryDeleted')}</Alert>}
      failure={failure}
      submit={category ? t('admin.update') : t('admin.save')}
      after={category && <CategoryParts category={category} confirmDelete={confirmDelete} />}
    >
      <input type="hidden" name="intent" value="save" />
      <FieldRows
        failure={failure}
        fields={[
          { label: t('admin.name'), name: 'name', required: true, maxLength: MAX_STRUCTURE_NAME_LENGTH, stored: category?.name },
          { label: t('admin.nameBn'), name: 'nameBn', lang: 'bn', maxLength: MAX_STRUCTURE_NAME_LENGTH, stored: category?.nameBn, hint: t('structure.nameBnHint') },
          { label: t('admin.slug'), name: 'slug', maxLength: MAX_SLUG_LENGTH, stored: category?.slug, hint: <SlugHint formerSlugs={category?.formerSlugs} /> },
          { label: t('admin.menuOrder'), name: 'menuOrder', inputMode: 'numeric', stored: n.number(category?.menuOrder ?? 0) },
          {
            label: t('admin.homeCard'),
            name: 'homeCard',
            stored: category?.homeCard,
            options: [
              { value: '', label: t('admin.notFeatured') },
              ...HOME_CARD_POSITIONS.map((position) => ({ value: String(position), label: t('admin.homeCardN', { n: position }) })),
            ],
          },
          { label: t('admin.categoryDiscount'), name: 'discount', inputMode: 'decimal', stored: n.number(category ? toTaka(category.discount) : 0) },
          {
            label: t('admin.returnable'),
            name: 'returnable',
            stored: String(category?.returnable ?? true),
            options: [
              { value: 'true', label: t('admin.yes') },
              { value: 'false', label: t('admin.no') },
            ],
            hint: t('admin.returnableHint'),
          },
        ]}
      />
    </EditPage>
  );
}

/** Under an existing category's form: its sub-categories, and links to its description blocks and its page. */
function CategoryParts({ category, confirmDelete }: { category: Category; confirmDelete: string | null }) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  const here = editHref(category.id);
  const links = [
    { href: `/admin/category/${category.id}/description/en`, label: t('structure.editDescriptionEn') },
    { href: `/admin/category/${category.id}/description/bn`, label: t('structure.editDescriptionBn') },
    { href: `/category/${category.slug}/1`, label: t('structure.viewInShop') },
  ];
  return (
    <>
      <div className="mt-8 mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">{t('admin.subCategories')}</h2>
        <Link to={`/admin/category/${category.id}/subcategory/create`} className="rounded bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700">
          + {t('admin.addSubCategory')}
        </Link>
      </div>
      <PagedTable
        rows={category.subCategories}
        rowKey={(sub) => sub.id}
        uppercase
        empty={<p className="rounded border border-slate-200 bg-white p-4 text-slate-600">{t('structure.noSubCategories')}</p>}
        columns={[
          { heading: t('admin.menuOrder'), cell: (sub) => n.number(sub.menuOrder) },
          { heading: t('admin.name'), className: 'font-medium', cell: (sub) => sub.name },
          { heading: t('admin.nameBn'), lang: 'bn', cell: (sub) => sub.nameBn ?? '—' },
          { heading: t('admin.slug'), className: 'font-mono text-xs', cell: (sub) => sub.slug },
          { heading: t('admin.products'), cell: (sub) => n.number(sub.productCount) },
          {
            heading: t('admin.action'),
            className: 'whitespace-nowrap',
            cell: (sub) => (
              <RowLinks
                editHref={`/admin/subcategory/${sub.id}/edit`}
                id={sub.id}
                confirming={confirmDelete === sub.id}
                askHref={adminListHref(here, 1, sub.id)}
                cancelHref={here}
                busy={busy}
              />
            ),
          },
        ]}
      />
      <h2 className="mt-8 mb-3 text-xl font-bold">{t('structure.description')}</h2>
      <p className="flex flex-wrap gap-2">
        {links.map((link) => (
          <Link key={link.href} to={link.href} className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
            {link.label}
          </Link>
        ))}
      </p>
    </>
  );
}
