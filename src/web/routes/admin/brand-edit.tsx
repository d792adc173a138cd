import { Form, Link, redirect, useNavigation } from 'react-router';
import { BrandInputSchema, MAX_STRUCTURE_NAME_LENGTH, StructureIdSchema } from '~/modules/catalog/contracts.ts';
import { createBrand, getAdminBrand, updateBrand } from '~/modules/catalog/structure.ts';
import { MAX_SLUG_LENGTH } from '~/platform/slug.ts';
import { Alert } from '~/web/components/alert.tsx';
import { ImageField } from '~/web/components/admin/image-field.tsx';
import { Field, SubmitButton } from '~/web/components/field.tsx';
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
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values;
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-xl">
      <Link to="/admin/brands" className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{brand ? t('admin.editBrand') : t('admin.createBrand')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <Field label={t('admin.name')} name="name" required maxLength={MAX_STRUCTURE_NAME_LENGTH} defaultValue={values?.name ?? brand?.name} error={errors.name} />
        <Field label={t('admin.slug')} name="slug" maxLength={MAX_SLUG_LENGTH} defaultValue={values?.slug ?? brand?.slug} error={errors.slug} />
        <p className="-mt-3 mb-4 text-xs text-slate-500">
          {t('structure.slugHint')}
          {brand && brand.formerSlugs.length > 0 && <> {t('structure.formerSlugs', { slugs: brand.formerSlugs.join(', ') })}</>}
        </p>
        <ImageField name="logo" label={t('admin.logo')} defaultValue={values?.logo ?? brand?.logo ?? ''} error={errors.logo} />
        <SubmitButton busy={busy}>{brand ? t('admin.update') : t('admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}
