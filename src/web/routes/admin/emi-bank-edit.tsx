import { Form, Link, redirect, useNavigation } from 'react-router';
import { EmiBankFormSchema, EmiBankIdSchema } from '~/modules/content/contracts.ts';
import { EMI_BANK_LIMITS, EMI_MIN_PRICE } from '~/modules/content/emi.ts';
import { createEmiBank, getEmiBank, updateEmiBank } from '~/modules/content/emi-service.ts';
import { Alert } from '~/web/components/alert.tsx';
import { ImageField } from '~/web/components/admin/image-field.tsx';
import { Field, SubmitButton, TextAreaField } from '~/web/components/field.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/emi-bank-edit';

// One module for /admin/emi-banks/new and /admin/emi-banks/{id}: the same fields, Save or Update.

export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.id ? 'Edit Bank' : 'Add Bank'} | Admin | Haat` }, { name: 'robots', content: 'noindex' }];

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { bank: params.id ? await orNotFound(getEmiBank(context.db, pathParam(EmiBankIdSchema, params.id))) : null };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  const id = params.id ? pathParam(EmiBankIdSchema, params.id) : null;
  return submitForm(request, EmiBankFormSchema, async (input) => {
    if (id) await updateEmiBank(context.db, context.cache, id, input);
    else await createEmiBank(context.db, context.cache, input);
    return redirect('/admin/emi-banks?saved=1');
  });
});

export default function EmiBankEdit({ loaderData: { bank }, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values;
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-xl">
      <Link to="/admin/emi-banks" className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{bank ? t('admin.editEmiBank') : t('admin.addEmiBank')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <Field label={t('admin.bankName')} name="name" required maxLength={EMI_BANK_LIMITS.name} defaultValue={values?.name ?? bank?.name} error={errors.name} />
        <ImageField name="logo" label={t('admin.bankLogo')} defaultValue={values?.logo ?? bank?.logo ?? ''} error={errors.logo} />
        <Field
          label={t('admin.onlineTenures')}
          name="onlineTenures"
          maxLength={EMI_BANK_LIMITS.tenures}
          placeholder="3, 6"
          defaultValue={values?.onlineTenures ?? bank?.onlineTenures.map(n.number).join(', ')}
          error={errors.onlineTenures}
        />
        <Field
          label={t('admin.offlineTenures')}
          name="offlineTenures"
          maxLength={EMI_BANK_LIMITS.tenures}
          placeholder="6, 9, 12"
          defaultValue={values?.offlineTenures ?? bank?.offlineTenures.map(n.number).join(', ')}
          error={errors.offlineTenures}
        />
        <p className="-mt-3 mb-4 text-xs text-slate-500">{t('admin.tenuresHint')}</p>
        <Field
          label={t('admin.minimumPurchase')}
          name="minimumPurchase"
          inputMode="numeric"
          required
          defaultValue={values?.minimumPurchase ?? n.number(bank ? bank.minimumPurchase / 100 : EMI_MIN_PRICE / 100)}
          error={errors.minimumPurchase}
        />
        <TextAreaField label={t('admin.condition')} name="condition" maxLength={EMI_BANK_LIMITS.condition} defaultValue={values?.condition ?? bank?.condition} error={errors.condition} />
        <TextAreaField label={t('admin.conditionBn')} name="conditionBn" lang="bn" maxLength={EMI_BANK_LIMITS.condition} defaultValue={values?.conditionBn ?? bank?.conditionBn ?? ''} error={errors.conditionBn} />
        <p className="-mt-3 mb-4 text-xs text-slate-500">{t('admin.bengaliHint')}</p>
        <SubmitButton busy={busy}>{bank ? t('admin.update') : t('admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}
