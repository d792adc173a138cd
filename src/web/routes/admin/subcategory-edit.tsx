import { Form, Link, redirect, useNavigation } from 'react-router';
import { MAX_STRUCTURE_NAME_LENGTH, StructureIdSchema, SubCategoryInputSchema } from '~/modules/catalog/contracts.ts';
import { createSubCategory, getAdminCategory, getAdminSubCategory, updateSubCategory } from '~/modules/catalog/structure.ts';
import { MAX_SLUG_LENGTH } from '~/platform/slug.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, SubmitButton } from '~/web/components/field.tsx';
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
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values;
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-xl">
      <Link to={`/admin/category/${category.id}/edit`} className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{subCategory ? t('structure.editSubCategory') : t('structure.createSubCategory')}</h1>
      <p className="mb-4 text-slate-600">{t('structure.subCategoryOf', { category: category.name })}</p>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <Field label={t('admin.name')} name="name" required maxLength={MAX_STRUCTURE_NAME_LENGTH} defaultValue={values?.name ?? subCategory?.name} error={errors.name} />
        <Field label={t('admin.nameBn')} name="nameBn" lang="bn" maxLength={MAX_STRUCTURE_NAME_LENGTH} defaultValue={values?.nameBn ?? subCategory?.nameBn ?? ''} error={errors.nameBn} />
        <p className="-mt-3 mb-4 text-xs text-slate-500">{t('structure.nameBnHint')}</p>
        <Field label={t('admin.slug')} name="slug" maxLength={MAX_SLUG_LENGTH} defaultValue={values?.slug ?? subCategory?.slug} error={errors.slug} />
        <p className="-mt-3 mb-4 text-xs text-slate-500">
          {t('structure.slugHint')}
          {subCategory && subCategory.formerSlugs.length > 0 && <> {t('structure.formerSlugs', { slugs: subCategory.formerSlugs.join(', ') })}</>}
        </p>
        <Field label={t('admin.menuOrder')} name="menuOrder" inputMode="numeric" defaultValue={values?.menuOrder ?? n.number(subCategory?.menuOrder ?? 0)} error={errors.menuOrder} />
        <SubmitButton busy={busy}>{subCategory ? t('admin.update') : t('admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}
