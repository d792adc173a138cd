import { redirect } from 'react-router';
import { EmiBankFormSchema, EmiBankIdSchema } from '~/modules/content/contracts.ts';
import { EMI_BANK_LIMITS, EMI_MIN_PRICE } from '~/modules/content/emi.ts';
import { createEmiBank, getEmiBank, updateEmiBank } from '~/modules/content/emi-service.ts';
import { toTaka } from '~/platform/money.ts';
import { EditPage } from '~/web/components/admin/edit-page.tsx';
import { ImageField } from '~/web/components/admin/image-field.tsx';
import { FieldRows, shownValue } from '~/web/components/field-rows.tsx';
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
  const tenures = (name: 'onlineTenures' | 'offlineTenures', placeholder: string) => ({ name, placeholder, maxLength: EMI_BANK_LIMITS.tenures, stored: bank?.[name].map(n.number).join(', ') });
  return (
    <EditPage back="/admin/emi-banks" heading={bank ? t('admin.editEmiBank') : t('admin.addEmiBank')} failure={actionData} submit={bank ? t('admin.update') : t('admin.save')}>
      <FieldRows failure={actionData} fields={[{ label: t('admin.bankName'), name: 'name', required: true, maxLength: EMI_BANK_LIMITS.name, stored: bank?.name }]} />
      <ImageField name="logo" label={t('admin.bankLogo')} defaultValue={shownValue(actionData, 'logo', bank?.logo) ?? ''} error={actionData?.errors?.logo} />
      <FieldRows
        failure={actionData}
        fields={[
          { label: t('admin.onlineTenures'), ...tenures('onlineTenures', '3, 6') },
          { label: t('admin.offlineTenures'), ...tenures('offlineTenures', '6, 9, 12'), hint: t('admin.tenuresHint') },
          { label: t('admin.minimumPurchase'), name: 'minimumPurchase', inputMode: 'numeric', required: true, stored: n.number(toTaka(bank ? bank.minimumPurchase : EMI_MIN_PRICE)) },
          { label: t('admin.condition'), name: 'condition', lines: 3, maxLength: EMI_BANK_LIMITS.condition, stored: bank?.condition },
          { label: t('admin.conditionBn'), name: 'conditionBn', lines: 3, lang: 'bn', maxLength: EMI_BANK_LIMITS.condition, stored: bank?.conditionBn ?? '', hint: t('admin.bengaliHint') },
        ]}
      />
    </EditPage>
  );
}
