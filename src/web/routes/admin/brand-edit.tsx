import { BrandInputSchema, MAX_STRUCTURE_NAME_LENGTH, StructureIdSchema } from '~/modules/catalog/contracts.ts';
import { createBrand, getAdminBrand, updateBrand } from '~/modules/catalog/index.ts';
import { MAX_SLUG_LENGTH } from '~/platform/slug.ts';
import { EditPage, SlugHint } from '~/web/components/admin/edit-page.tsx';
import { ImageField } from '~/web/components/admin/image-field.tsx';
import { FieldRows, shownValue } from '~/web/components/field-rows.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { recordToEdit, saveRecord } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/brand-edit';

// One module for /admin/brand/create and /admin/brand/{id}/edit: name, slug and logo.

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? 'Edit Brand' : 'Create Brand');

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { brand: await recordToEdit(context.db, StructureIdSchema, params.id, getAdminBrand) };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  return saveRecord(request, context, BrandInputSchema, { idSchema: StructureIdSchema, id: params.id, create: createBrand, update: updateBrand, next: '/admin/brands' });
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
