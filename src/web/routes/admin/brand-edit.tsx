import { redirect } from 'react-router';
import { BrandInputSchema, MAX_STRUCTURE_NAME_LENGTH, StructureIdSchema } from '~/modules/catalog/contracts.ts';
import { createBrand, getAdminBrand, updateBrand } from '~/modules/catalog/structure.ts';
import { MAX_SLUG_LENGTH } from '~/platform/slug.ts';
import { EditPage, SlugHint } from '~/web/components/admin/edit-page.tsx';
import { ImageField } from '~/web/components/admin/image-field.tsx';
import { FieldRows, shownValue } from '~/web/components/field-rows.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/brand-edit';

// One module for /admin/brand/create and /admin/brand/{id}/edit: name, slug and logo.

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? 'Edit Brand' : 'Create Brand'} | Admin | Haat` },
  { name: 'robots', content: 'noindex' },
];

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { brand: params.id ? await orNotFound(getAdminBrand(context.db, pathParam(StructureIdSchema, params.id))) : null };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  const id = params.id ? pathParam(StructureIdSchema, params.id) : null;
  return submitForm(request, BrandInputSchema, async (input) => {
    if (id) await updateBrand(context.db, context.cache, id, input);
    else await createBrand(context.db, context.cache, input);
    return redirect('/admin/brands');
  });
});

export default function BrandEdit({ loaderData: { brand }, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <EditPage back="/admin/brands" heading={brand ? t('admin.editBrand') : t('admin.createBrand')} failure={actionData} submit={brand ? t('admin.update') : t('admin.save')}>
      <FieldRows
        failure={actionData}
        fields={[
          { label: t('admin.name'), name: 'name', required: true, maxLength: MAX_STRUCTURE_NAME_LENGTH, stored: brand?.name },
          { label: t('admin.slug'), name: 'slug', maxLength: MAX_SLUG_LENGTH, stored: brand?.slug, hint: <SlugHint formerSlugs={brand?.formerSlugs} /> },
        ]}
      />
      <ImageField name="logo" label={t('admin.logo')} defaultValue={shownValue(actionData, 'logo', brand?.logo) ?? ''} error={actionData?.errors?.logo} />
    </EditPage>
  );
}
