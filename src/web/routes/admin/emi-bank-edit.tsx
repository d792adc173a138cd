import { EmiBankFormSchema, EmiBankIdSchema } from '~/modules/directory/contracts.ts';
import { EMI_BANK_LIMITS } from '~/modules/directory/constants.ts';
import { EMI_MIN_PRICE } from '~/modules/catalog/constants.ts';
import { createEmiBank, getEmiBank, updateEmiBank } from '~/modules/directory/index.ts';
import { toTaka } from '~/platform/money.ts';
import { EditPage } from '~/web/components/admin/edit-page.tsx';
import { ImageField } from '~/web/components/admin/image-field.tsx';
import { FieldRows, shownValue } from '~/web/components/field-rows.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { recordToEdit, saveRecord } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/emi-bank-edit';

// One module for /admin/emi-banks/new and /admin/emi-banks/{id}: the same fields, Save or Update.

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? 'Edit Bank' : 'Add Bank');

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { bank: await recordToEdit(context.db, EmiBankIdSchema, params.id, getEmiBank) };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  return saveRecord(request, context, EmiBankFormSchema, { idSchema: EmiBankIdSchema, id: params.id, create: createEmiBank, update: updateEmiBank, next: '/admin/emi-banks?saved=1' });
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
