import { Form, useNavigation } from 'react-router';
import {
  MAX_SETTING_LINE_LENGTH,
  MAX_SETTING_TEXT_LENGTH,
  MAX_SHOP_NAME_LENGTH,
  SettingsInputSchema,
} from '~/modules/settings/contracts.ts';
import { getSettings, updateSettings } from '~/modules/settings/service.ts';
import { DISTRICTS } from '~/platform/districts.ts';
import { MAX_EMAIL_ADDRESS_LENGTH } from '~/platform/fields.ts';
import { toTaka } from '~/platform/money.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, FieldError, SubmitButton } from '~/web/components/field.tsx';
import { useLanguage, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => [{ title: 'Shop settings | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

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
  const language = useLanguage();
  const busy = useNavigation().state === 'submitting';
  const failed = actionData && 'message' in actionData ? actionData : undefined;
  const errors = failed?.errors ?? {};
  // After a failed save the form shows what was typed; after a good one, what was saved.
  const value = (name: keyof typeof settings) => failed?.values?.[name] ?? settings[name];
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
          <Field
            label={t('admin.shopName')}
            name="shopName"
            required
            maxLength={MAX_SHOP_NAME_LENGTH}
            defaultValue={value('shopName')}
            error={errors.shopName}
          />
          <Field
            label={t('admin.hotline')}
            name="phone"
            required
            maxLength={40}
            defaultValue={value('phone')}
            error={errors.phone}
          />
          <Field
            label={t('admin.shopEmail')}
            name="email"
            type="email"
            required
            maxLength={MAX_EMAIL_ADDRESS_LENGTH}
            defaultValue={value('email')}
            error={errors.email}
          />
          <Field
            label={t('admin.shopAddress')}
            name="address"
            required
            maxLength={MAX_SETTING_TEXT_LENGTH}
            defaultValue={value('address')}
            error={errors.address}
          />
          <Field
            label={t('admin.shopAddressBn')}
            name="addressBn"
            lang="bn"
            maxLength={MAX_SETTING_TEXT_LENGTH}
            defaultValue={value('addressBn')}
            error={errors.addressBn}
          />
          <Field
            label={t('admin.supportHours')}
            name="supportHours"
            required
            maxLength={MAX_SETTING_LINE_LENGTH}
            defaultValue={value('supportHours')}
            error={errors.supportHours}
          />
          <Field
            label={t('admin.supportHoursBn')}
            name="supportHoursBn"
            lang="bn"
            maxLength={MAX_SETTING_LINE_LENGTH}
            defaultValue={value('supportHoursBn')}
            error={errors.supportHoursBn}
          />
          <Field
            label={t('admin.deliveryPromise')}
            name="deliveryPromise"
            required
            maxLength={MAX_SETTING_LINE_LENGTH}
            defaultValue={value('deliveryPromise')}
            error={errors.deliveryPromise}
          />
          <Field
            label={t('admin.deliveryPromiseBn')}
            name="deliveryPromiseBn"
            lang="bn"
            maxLength={MAX_SETTING_LINE_LENGTH}
            defaultValue={value('deliveryPromiseBn')}
            error={errors.deliveryPromiseBn}
          />
          <p className="-mt-3 mb-4 text-xs text-slate-500">{t('admin.bengaliHint')}</p>
        </fieldset>
        <fieldset className="mb-2">
          <legend className="mb-3 text-lg font-semibold">{t('admin.settingsPricing')}</legend>
          <Field
            label={t('admin.freeShippingThreshold')}
            name="freeShippingThreshold"
            required
            {...money}
            defaultValue={value('freeShippingThreshold')}
            error={errors.freeShippingThreshold}
          />
          <Field
            label={t('admin.shippingFee')}
            name="shippingFee"
            required
            {...money}
            defaultValue={value('shippingFee')}
            error={errors.shippingFee}
          />
          <DistrictSelect
            language={language}
            label={t('admin.shopDistrict')}
            defaultValue={value('shopDistrict')}
            error={errors.shopDistrict}
          />
          <Field
            label={t('admin.localShippingFee')}
            name="localShippingFee"
            {...money}
            defaultValue={value('localShippingFee')}
            error={errors.localShippingFee}
          />
          <p className="-mt-3 mb-4 text-xs text-slate-500">{t('admin.localShippingFeeHint')}</p>
          <Field
            label={t('admin.taxRate')}
            name="taxRate"
            required
            inputMode="decimal"
            defaultValue={value('taxRate')}
            error={errors.taxRate}
          />
        </fieldset>
        <SubmitButton busy={busy}>{t('admin.save')}</SubmitButton>
      </Form>
    </section>
  );
}

function DistrictSelect({
  language,
  label,
  defaultValue,
  error,
}: {
  language: 'en' | 'bn';
  label: string;
  defaultValue: string;
  error?: string;
}) {
  return (
    <div className="mb-4">
      <label htmlFor="shopDistrict" className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id="shopDistrict"
        name="shopDistrict"
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'shopDistrict-error' : undefined}
        className="w-full rounded border border-slate-300 bg-white px-3 py-2"
      >
        {DISTRICTS.map((district) => (
          <option key={district.key} value={district.key}>
            {language === 'bn' ? district.bn : district.en}
          </option>
        ))}
      </select>
      <FieldError id="shopDistrict-error" message={error} />
    </div>
  );
}
