import { redirect } from 'react-router';
import { MAX_STRUCTURE_NAME_LENGTH, StructureIdSchema, SubCategoryInputSchema } from '~/modules/catalog/contracts.ts';
import { createSubCategory, getAdminCategory, getAdminSubCategory, updateSubCategory } from '~/modules/catalog/structure.ts';
import { MAX_SLUG_LENGTH } from '~/platform/slug.ts';
import { EditPage, SlugHint } from '~/web/components/admin/edit-page.tsx';
import { FieldRows } from '~/web/components/field-rows.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/subcategory-edit';

// One module for /admin/category/{id}/subcategory/create and /admin/subcategory/{subId}/edit.

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.subId ? 'Edit Sub Category' : 'Create Sub Category'} | Admin | Haat` },
  { name: 'robots', content: 'noindex' },
];

async function load(context: Route.LoaderArgs['context'], params: Route.LoaderArgs['params']) {
  if (params.subId) {
    const subCategory = await orNotFound(getAdminSubCategory(context.db, pathParam(StructureIdSchema, params.subId)));
    return { subCategory, category: await getAdminCategory(context.db, subCategory.categoryId) };
  }
  return { subCategory: null, category: await orNotFound(getAdminCategory(context.db, pathParam(StructureIdSchema, params.id))) };
}

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  const { subCategory, category } = await load(context, params);
  return { subCategory, category: { id: category.id, name: category.name } };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  const { subCategory, category } = await load(context, params);
  return submitForm(request, SubCategoryInputSchema, async (input) => {
    if (subCategory) await updateSubCategory(context.db, context.cache, subCategory.id, input);
    else await createSubCategory(context.db, context.cache, category.id, input);
    return redirect(`/admin/category/${category.id}/edit`);
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
