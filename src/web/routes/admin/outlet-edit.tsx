import { Form, Link, redirect, useNavigation } from 'react-router';
import { OutletIdSchema, OutletInputSchema } from '~/modules/content/contracts.ts';
import { OUTLET_LIMITS } from '~/modules/content/outlets.ts';
import { createOutlet, getOutlet, updateOutlet } from '~/modules/content/outlets-service.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, SubmitButton } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/outlet-edit';

// One module for /admin/outlets/new and /admin/outlets/{id}: the same fields, Save or Update.

export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.id ? 'Edit Outlet' : 'Add Outlet'} | Admin | Haat` }, { name: 'robots', content: 'noindex' }];

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { outlet: params.id ? await orNotFound(getOutlet(context.db, pathParam(OutletIdSchema, params.id))) : null };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  const id = params.id ? pathParam(OutletIdSchema, params.id) : null;
  return submitForm(request, OutletInputSchema, async (input) => {
    if (id) await updateOutlet(context.db, context.cache, id, input);
    else await createOutlet(context.db, context.cache, input);
    return redirect('/admin/outlets?saved=1');
  });
});

export default function OutletEdit({ loaderData: { outlet }, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values;
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-xl">
      <Link to="/admin/outlets" className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{outlet ? t('admin.editOutlet') : t('admin.addOutlet')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <Field label={t('admin.outletName')} name="name" required maxLength={OUTLET_LIMITS.name} defaultValue={values?.name ?? outlet?.name} error={errors.name} />
        <Field label={t('admin.outletAddress')} name="address" required maxLength={OUTLET_LIMITS.address} defaultValue={values?.address ?? outlet?.address} error={errors.address} />
        <Field label={t('admin.branchNameBn')} name="nameBn" lang="bn" maxLength={OUTLET_LIMITS.name} defaultValue={values?.nameBn ?? outlet?.nameBn ?? ''} error={errors.nameBn} />
        <Field label={t('admin.outletAddressBn')} name="addressBn" lang="bn" maxLength={OUTLET_LIMITS.address} defaultValue={values?.addressBn ?? outlet?.addressBn ?? ''} error={errors.addressBn} />
        <p className="-mt-3 mb-4 text-xs text-slate-500">{t('admin.bengaliHint')}</p>
        <Field label={t('admin.outletPhone')} name="phone" type="tel" required maxLength={OUTLET_LIMITS.phone} defaultValue={values?.phone ?? outlet?.phone} error={errors.phone} />
        <Field
          label={t('admin.outletMap')}
          name="mapUrl"
          type="url"
          maxLength={OUTLET_LIMITS.mapUrl}
          placeholder="https://www.openstreetmap.org/…"
          defaultValue={values?.mapUrl ?? outlet?.mapUrl}
          error={errors.mapUrl}
        />
        <SubmitButton busy={busy}>{outlet ? t('admin.update') : t('admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}
