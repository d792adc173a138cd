import { Form, useNavigation } from 'react-router';
import { MAX_HOTLINE_LENGTH, MAX_SETTING_LINE_LENGTH, MAX_SETTING_TEXT_LENGTH, MAX_SHOP_NAME_LENGTH, SettingsInputSchema } from '~/modules/settings/contracts.ts';
import { getSettings, updateSettings } from '~/modules/settings/index.ts';
import { MAX_EMAIL_ADDRESS_LENGTH } from '~/platform/fields.ts';
import { toTaka } from '~/platform/money.ts';
import { Alert } from '~/web/components/alert.tsx';
import { DistrictSelect } from '~/web/components/district-select.tsx';
import { SubmitButton } from '~/web/components/field.tsx';
import { FieldRows, shownValue, type FieldRow } from '~/web/components/field-rows.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => adminMeta('Shop settings');

export const loader = adminLoader(async ({ context }: Route.LoaderArgs) => {
  const settings = await getSettings(context.db);
  // The form shows taka and percent, as the admin types them.
  return {
    settings: {
      shopName: settings.shopName,
      phone: settings.phone,
      email: settings.email,
      address: settings.address,
      supportHours: settings.supportHours,
      deliveryPromise: settings.deliveryPromise,
      addressBn: settings.addressBn ?? '',
      supportHoursBn: settings.supportHoursBn ?? '',
      deliveryPromiseBn: settings.deliveryPromiseBn ?? '',
      freeShippingThreshold: String(toTaka(settings.freeShippingThreshold)),
      shippingFee: String(toTaka(settings.shippingFee)),
      shopDistrict: settings.shopDistrict,
      localShippingFee: settings.localShippingFee === null ? '' : String(toTaka(settings.localShippingFee)),
      taxRate: String(settings.taxRateBasisPoints / 100),
      expressFee: settings.expressFee === null ? '' : String(toTaka(settings.expressFee)),
      confirmationDays: String(settings.confirmationDays),
      returnHours: String(settings.returnHours),
    },
  };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(request, SettingsInputSchema, async (input) => {
    await updateSettings(context.db, context.cache, input);
    return { saved: true as const };
  });
});

export default function Settings({ loaderData: { settings }, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const failed = actionData && 'message' in actionData ? actionData : undefined;
  // After a failed save the form shows what was typed; after a good one, what was saved.
  const field = (name: keyof typeof settings, label: string, more: Omit<FieldRow, 'name' | 'label' | 'stored'> = {}): FieldRow => ({ name, label, stored: settings[name], ...more });
  // Text, not type="number": Chromium's number field refuses the Bengali digits an admin types (ADR 038).
  const money = { inputMode: 'decimal' } as const;
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="mb-4 text-2xl font-bold">{t('admin.settings')}</h1>
      {actionData && 'saved' in actionData && <Alert tone="success">{t('admin.settingsSaved')}</Alert>}
      {failed && <Alert tone="danger">{failed.message}</Alert>}
      {/* A key per save, so the fields show the saved values once it succeeds. */}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6" key={JSON.stringify(settings)}>
        <fieldset className="mb-2">
          <legend className="mb-3 text-lg font-semibold">{t('admin.settingsShop')}</legend>
          <FieldRows
            failure={failed}
            fields={[
              field('shopName', t('admin.shopName'), { required: true, maxLength: MAX_SHOP_NAME_LENGTH }),
              field('phone', t('admin.hotline'), { required: true, maxLength: MAX_HOTLINE_LENGTH }),
              field('email', t('admin.shopEmail'), { type: 'email', required: true, maxLength: MAX_EMAIL_ADDRESS_LENGTH }),
              field('address', t('admin.shopAddress'), { required: true, maxLength: MAX_SETTING_TEXT_LENGTH }),
              field('addressBn', t('admin.shopAddressBn'), { lang: 'bn', maxLength: MAX_SETTING_TEXT_LENGTH }),
              field('supportHours', t('admin.supportHours'), { required: true, maxLength: MAX_SETTING_LINE_LENGTH }),
              field('supportHoursBn', t('admin.supportHoursBn'), { lang: 'bn', maxLength: MAX_SETTING_LINE_LENGTH }),
              field('deliveryPromise', t('admin.deliveryPromise'), { required: true, maxLength: MAX_SETTING_LINE_LENGTH }),
              field('deliveryPromiseBn', t('admin.deliveryPromiseBn'), { lang: 'bn', maxLength: MAX_SETTING_LINE_LENGTH, hint: t('admin.bengaliHint') }),
            ]}
          />
        </fieldset>
        <fieldset className="mb-2">
          <legend className="mb-3 text-lg font-semibold">{t('admin.settingsPricing')}</legend>
          <FieldRows
            failure={failed}
            fields={[
              field('freeShippingThreshold', t('admin.freeShippingThreshold'), { required: true, ...money }),
              field('shippingFee', t('admin.shippingFee'), { required: true, ...money }),
            ]}
          />
          <DistrictSelect name="shopDistrict" label={t('admin.shopDistrict')} defaultValue={shownValue(failed, 'shopDistrict', settings.shopDistrict)} error={failed?.errors?.shopDistrict} />
          <FieldRows
            failure={failed}
            fields={[
              field('localShippingFee', t('admin.localShippingFee'), { ...money, hint: t('admin.localShippingFeeHint') }),
              field('expressFee', t('admin.expressFee'), { ...money, hint: t('admin.expressFeeHint') }),
              field('taxRate', t('admin.taxRate'), { required: true, inputMode: 'decimal' }),
            ]}
          />
        </fieldset>
        <fieldset className="mb-2">
          <legend className="mb-3 text-lg font-semibold">{t('admin.settingsOrders')}</legend>
          <FieldRows
            failure={failed}
            fields={[
              field('confirmationDays', t('admin.confirmationDays'), { required: true, inputMode: 'numeric', maxLength: 2, hint: t('admin.confirmationDaysHint') }),
              field('returnHours', t('admin.returnHours'), { required: true, inputMode: 'numeric', maxLength: 3, hint: t('admin.returnHoursHint') }),
            ]}
          />
        </fieldset>
        <SubmitButton busy={busy}>{t('admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}
