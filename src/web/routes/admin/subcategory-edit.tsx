import { MAX_STRUCTURE_NAME_LENGTH, StructureIdSchema, SubCategoryInputSchema } from '~/modules/catalog/contracts.ts';
import { createSubCategory, getAdminCategory, getAdminSubCategory, updateSubCategory } from '~/modules/catalog/index.ts';
import { MAX_SLUG_LENGTH } from '~/platform/slug.ts';
import { EditPage, SlugHint } from '~/web/components/admin/edit-page.tsx';
import { FieldRows } from '~/web/components/field-rows.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { recordToEdit, saveRecord } from '~/web/lib/admin-records.server.ts';
import { orNotFound } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/subcategory-edit';

// One module for /admin/category/{id}/subcategory/create and /admin/subcategory/{subId}/edit.

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.subId ? 'Edit Sub Category' : 'Create Sub Category');

// A new sub-category's address names its category; an existing one's category is its own.
async function load(context: Route.LoaderArgs['context'], params: Route.LoaderArgs['params']) {
  const subCategory = await recordToEdit(context.db, StructureIdSchema, params.subId, getAdminSubCategory);
  const category = await orNotFound(recordToEdit(context.db, StructureIdSchema, subCategory?.categoryId ?? params.id, getAdminCategory));
  return { subCategory, category };
}

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  const { subCategory, category } = await load(context, params);
  return { subCategory, category: { id: category.id, name: category.name } };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  const { category } = await load(context, params);
  return saveRecord(request, context, SubCategoryInputSchema, {
    idSchema: StructureIdSchema,
    id: params.subId,
    create: (db, cache, input) => createSubCategory(db, cache, category.id, input),
    update: updateSubCategory,
    next: `/admin/category/${category.id}/edit`,
  });
});

export default function SubCategoryEdit({ loaderData: { subCategory, category }, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  return (
    <EditPage
      back={`/admin/category/${category.id}/edit`}
      heading={subCategory ? t('structure.editSubCategory') : t('structure.createSubCategory')}
      subheading={t('structure.subCategoryOf', { category: category.name })}
      failure={actionData}
      submit={subCategory ? t('admin.update') : t('admin.save')}
    >
      <FieldRows
        failure={actionData}
        fields={[
          { label: t('admin.name'), name: 'name', required: true, maxLength: MAX_STRUCTURE_NAME_LENGTH, stored: subCategory?.name },
          { label: t('admin.nameBn'), name: 'nameBn', lang: 'bn', maxLength: MAX_STRUCTURE_NAME_LENGTH, stored: subCategory?.nameBn ?? '', hint: t('structure.nameBnHint') },
          { label: t('admin.slug'), name: 'slug', maxLength: MAX_SLUG_LENGTH, stored: subCategory?.slug, hint: <SlugHint formerSlugs={subCategory?.formerSlugs} /> },
          { label: t('admin.menuOrder'), name: 'menuOrder', inputMode: 'numeric', stored: n.number(subCategory?.menuOrder ?? 0) },
        ]}
      />
    </EditPage>
  );
}
