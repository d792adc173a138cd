import { Form, Link, redirect, useNavigation } from 'react-router';
import { HOME_CARD_POSITIONS, MAX_STRUCTURE_NAME_LENGTH, CategoryFormSchema, StructureIdSchema } from '~/modules/catalog/contracts.ts';
import { createCategory, deleteSubCategory, getAdminCategory } from '~/modules/catalog/structure.ts';
import { changeCategory } from '~/flows/category-structure.ts';
import { MAX_SLUG_LENGTH } from '~/platform/slug.ts';
import { toTaka } from '~/platform/money.ts';
import { Alert } from '~/web/components/alert.tsx';
import { adminListHref, ConfirmDelete } from '~/web/components/admin/confirm-delete.tsx';
import { Field, SelectField, SubmitButton } from '~/web/components/field.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/category-edit';

// One module for /admin/category/create and /admin/category/{id}/edit; the edit screen also
// lists the category's sub-categories and links to its description blocks.

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? 'Edit Category' : 'Create Category'} | Admin | Haat` },
  { name: 'robots', content: 'noindex' },
];

export const loader = adminLoader(async ({ request, params, context }: Route.LoaderArgs) => {
  const category = params.id ? await orNotFound(getAdminCategory(context.db, pathParam(StructureIdSchema, params.id))) : null;
  return { category, confirmDelete: new URL(request.url).searchParams.get('confirmDelete') };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  const id = params.id ? pathParam(StructureIdSchema, params.id) : null;
  return submitForm(request, CategoryFormSchema, async (input) => {
    if (input.intent === 'delete') {
      await deleteSubCategory(context.db, context.cache, input.id);
      return { deleted: true as const };
    }
    const { intent: _intent, ...fields } = input;
    if (id) {
      await changeCategory(context.db, context.cache, id, fields);
      return redirect('/admin/categories');
    }
    // A new category opens its edit screen, where its sub-categories are added.
    const created = await createCategory(context.db, context.cache, fields);
    return redirect(`/admin/category/${created.id}/edit`);
  });
});

export default function CategoryEdit({ loaderData: { category, confirmDelete }, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  const values = actionData && 'values' in actionData ? actionData.values : undefined;
  const errors = (actionData && 'errors' in actionData ? actionData.errors : undefined) ?? {};
  const deleting = values?.intent === 'delete';
  const value = (name: string, stored: string | number | null | undefined) => (!deleting && values?.[name] !== undefined ? values[name] : (stored ?? ''));
  const here = category ? `/admin/category/${category.id}/edit` : '';
  return (
    <section className="mx-auto max-w-3xl">
      <Link to="/admin/categories" className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{category ? t('admin.editCategory') : t('admin.createCategory')}</h1>
      {actionData && 'message' in actionData && actionData.message && <Alert tone="danger">{actionData.message}</Alert>}
      {actionData && 'deleted' in actionData && <Alert tone="success">{t('structure.subCategoryDeleted')}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <input type="hidden" name="intent" value="save" />
        <Field label={t('admin.name')} name="name" required maxLength={MAX_STRUCTURE_NAME_LENGTH} defaultValue={value('name', category?.name)} error={errors.name} />
        <Field label={t('admin.nameBn')} name="nameBn" lang="bn" maxLength={MAX_STRUCTURE_NAME_LENGTH} defaultValue={value('nameBn', category?.nameBn)} error={errors.nameBn} />
        <p className="-mt-3 mb-4 text-xs text-slate-500">{t('structure.nameBnHint')}</p>
        <Field label={t('admin.slug')} name="slug" maxLength={MAX_SLUG_LENGTH} defaultValue={value('slug', category?.slug)} error={errors.slug} />
        <p className="-mt-3 mb-4 text-xs text-slate-500">
          {t('structure.slugHint')}
          {category && category.formerSlugs.length > 0 && <> {t('structure.formerSlugs', { slugs: category.formerSlugs.join(', ') })}</>}
        </p>
        <Field label={t('admin.menuOrder')} name="menuOrder" inputMode="numeric" defaultValue={value('menuOrder', n.number(category?.menuOrder ?? 0))} error={errors.menuOrder} />
        <SelectField label={t('admin.homeCard')} name="homeCard" defaultValue={String(value('homeCard', category?.homeCard))} error={errors.homeCard}>
          <option value="">{t('admin.notFeatured')}</option>
          {HOME_CARD_POSITIONS.map((n) => (
            <option key={n} value={String(n)}>
              {t('admin.homeCardN', { n })}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('admin.categoryDiscount')}
          name="discount"
          inputMode="decimal"
          defaultValue={value('discount', n.number(category ? toTaka(category.discount) : 0))}
          error={errors.discount}
        />
        <SubmitButton busy={busy}>{category ? t('admin.update') : t('admin.save')}</SubmitButton>
      </Form>

      {category && (
        <>
          <div className="mt-8 mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-xl font-bold">{t('admin.subCategories')}</h2>
            <Link to={`/admin/category/${category.id}/subcategory/create`} className="rounded bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700">
              + {t('admin.addSubCategory')}
            </Link>
          </div>
          {category.subCategories.length === 0 ? (
            <p className="rounded border border-slate-200 bg-white p-4 text-slate-600">{t('structure.noSubCategories')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full border border-slate-200 bg-white text-sm">
                <thead className="bg-slate-100 text-left uppercase">
                  <tr>
                    <th className="px-3 py-2">{t('admin.menuOrder')}</th>
                    <th className="px-3 py-2">{t('admin.name')}</th>
                    <th className="px-3 py-2">{t('admin.nameBn')}</th>
                    <th className="px-3 py-2">{t('admin.slug')}</th>
                    <th className="px-3 py-2">{t('admin.products')}</th>
                    <th className="px-3 py-2">{t('admin.action')}</th>
                  </tr>
                </thead>
                <tbody>
                  {category.subCategories.map((sub) => (
                    <tr key={sub.id} className="border-t border-slate-200">
                      <td className="px-3 py-2">{n.number(sub.menuOrder)}</td>
                      <td className="px-3 py-2 font-medium">{sub.name}</td>
                      <td className="px-3 py-2" lang="bn">
                        {sub.nameBn ?? '—'}
                      </td>
                      <td className="px-3 py-2 font-mono text-xs">{sub.slug}</td>
                      <td className="px-3 py-2">{n.number(sub.productCount)}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        <Link to={`/admin/subcategory/${sub.id}/edit`} className="mr-2 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50">
                          {t('admin.edit')}
                        </Link>
                        <ConfirmDelete id={sub.id} confirming={confirmDelete === sub.id} askHref={adminListHref(here, 1, sub.id)} cancelHref={here} busy={busy} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}

          <h2 className="mt-8 mb-3 text-xl font-bold">{t('structure.description')}</h2>
          <p className="flex flex-wrap gap-2">
            <Link to={`/admin/category/${category.id}/description/en`} className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
              {t('structure.editDescriptionEn')}
            </Link>
            <Link to={`/admin/category/${category.id}/description/bn`} className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
              {t('structure.editDescriptionBn')}
            </Link>
            <Link to={`/category/${category.slug}/1`} className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
              {t('structure.viewInShop')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
