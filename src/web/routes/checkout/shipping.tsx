import { Form, redirect, useNavigation } from 'react-router';
import { addAddress, deleteAddress, getDefaultAddress, listAddresses, setDefaultAddress } from '~/modules/orders/index.ts';
import { COUNTRY, MAX_ADDRESS_LENGTH, MAX_CITY_LENGTH, MAX_COUNTRY_LENGTH, POSTAL_CODE_LENGTH } from '~/modules/orders/constants.ts';
import { ShippingFormSchema, type SavedAddress } from '~/modules/orders/contracts.ts';
import { displayBdMobile, MAX_MOBILE_LENGTH } from '~/platform/phone.ts';
import { Alert } from '~/web/components/alert.tsx';
import { CheckoutSteps } from '~/web/components/checkout-steps.tsx';
import { DistrictSelect } from '~/web/components/district-select.tsx';
import { Field, SubmitButton } from '~/web/components/field.tsx';
import { IntentButton } from '~/web/components/intent-button.tsx';
import type { DeliveryQuote } from '~/modules/orders/index.ts';
import { DeliveryCharge } from '~/web/components/delivery-line.tsx';
import { AddressLines } from '~/web/components/order-parts.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { requireCheckoutStep } from '~/web/lib/checkout.server.ts';
import { deliveryTo, writeDistrictChoice } from '~/web/lib/delivery.server.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import type { FormFailure } from '~/web/lib/forms.ts';
import type { Route } from './+types/shipping';
import { shopNameOf } from '~/web/lib/seo.ts';

// Crawlable (robots.txt allows it): a visitor without a session is sent to sign in.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Shipping | ${shopNameOf(matches)}` },
  { name: 'description', content: 'Where to deliver your order: a saved address or a new one, anywhere in Bangladesh.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireCheckoutStep(request, context, 'shipping');
  const addresses = await listAddresses(context.db, user.id);
  // Each saved address with what delivery there costs, by the order's rule.
  const charges = await deliveryTo(context, user.id, addresses.map((address) => address.district));
  // An account made by mobile number has its number proven already: the new address starts with it.
  return { addresses: addresses.map((address, i) => ({ ...address, delivery: charges[i] })), phone: user.phone ? displayBdMobile(user.phone) : '' };
}

/**
 * Deliver to a saved address, save a new one (it becomes the default) or delete one. The cart
 * then prices delivery to where the shopper delivers (the district cookie follows the address).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireCheckoutStep(request, context, 'shipping');
  return submitForm(request, ShippingFormSchema, async (input) => {
    if (input.intent === 'delete') {
      await deleteAddress(context.db, user.id, input.addressId);
      return { deleted: true as const };
    }
    let district: string | undefined;
    if (input.intent === 'use') {
      await setDefaultAddress(context.db, user.id, input.addressId);
      district = (await getDefaultAddress(context.db, user.id))?.district;
    } else {
      const { intent: _, ...address } = input;
      await addAddress(context.db, user.id, address);
      district = address.district;
    }
    return redirect('/payment', district ? { headers: { 'Set-Cookie': await writeDistrictChoice(district) } } : undefined);
  });
}

export default function Shipping({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const failed = actionData && 'message' in actionData ? (actionData as FormFailure) : undefined;
  const { addresses, phone } = loaderData;
  return (
    <section className="mx-auto max-w-2xl">
      <CheckoutSteps current={1} />
      <h1 className="mb-4 text-2xl font-bold">{t('checkout.shipping')}</h1>
      {failed && <Alert tone="danger">{failed.message}</Alert>}
      {addresses.length > 0 && (
        <div className="mb-6">
          <h2 className="mb-2 text-lg font-semibold">{t('checkout.savedAddresses')}</h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {addresses.map((address) => (
              <SavedAddressCard key={address.id} address={address} busy={busy} />
            ))}
          </ul>
        </div>
      )}
      <NewAddressForm failed={failed?.values?.intent === 'new' ? failed : undefined} busy={busy} first={addresses.length === 0} phone={phone} />
    </section>
  );
}

function SavedAddressCard({ address, busy }: { address: SavedAddress & { delivery: DeliveryQuote }; busy: boolean }) {
  const t = useT();
  return (
    <li className={`rounded border bg-white p-4 text-sm ${address.isDefault ? 'border-brand-600' : 'border-slate-200'}`}>
      {address.isDefault && <p className="mb-1 text-xs font-semibold text-brand-700 uppercase">{t('checkout.default')}</p>}
      <AddressLines address={address} />
      <div className="mt-2">
        <DeliveryCharge delivery={address.delivery} hint={false} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <IntentButton intent="use" name="addressId" value={address.id} busy={busy} className="rounded bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {t('checkout.useAddress')}
        </IntentButton>
        <IntentButton
          intent="delete"
          name="addressId"
          value={address.id}
          busy={busy}
          label={t('checkout.deleteAddressOf', { address: `${address.address}, ${address.city}` })}
          className="rounded border border-red-300 px-3 py-1.5 text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          {t('checkout.deleteAddress')}
        </IntentButton>
      </div>
    </li>
  );
}

function NewAddressForm({ failed, busy, first, phone }: { failed?: FormFailure; busy: boolean; first: boolean; phone: string }) {
  const t = useT();
  const errors = failed?.errors ?? {};
  const values = failed?.values ?? {};
  return (
    <Form method="post" className="rounded border border-slate-200 bg-white p-6">
      {!first && <h2 className="mb-4 text-lg font-semibold">{t('checkout.newAddress')}</h2>}
      <input type="hidden" name="intent" value="new" />
      <Field
        label={t('checkout.address')}
        name="address"
        autoComplete="street-address"
        required
        maxLength={MAX_ADDRESS_LENGTH}
        defaultValue={values.address}
        error={errors.address}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          label={t('checkout.city')}
          name="city"
          autoComplete="address-level2"
          required
          maxLength={MAX_CITY_LENGTH}
          defaultValue={values.city}
          error={errors.city}
        />
        <Field
          label={t('checkout.postalCode')}
          name="postalCode"
          autoComplete="postal-code"
          required
          inputMode="numeric"
          pattern="[0-9০-৯]{4}"
          maxLength={POSTAL_CODE_LENGTH}
          defaultValue={values.postalCode}
          error={errors.postalCode}
        />
      </div>
      <DistrictSelect name="district" label={t('checkout.district')} required choose={t('checkout.chooseDistrict')} bothNames defaultValue={values.district} error={errors.district} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          label={t('checkout.country')}
          name="country"
          autoComplete="country-name"
          required
          maxLength={MAX_COUNTRY_LENGTH}
          defaultValue={values.country ?? COUNTRY}
          error={errors.country}
        />
        <Field
          label={t('checkout.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={MAX_MOBILE_LENGTH}
          placeholder="01712-345678"
          title={t('checkout.phoneHint')}
          defaultValue={values.phone ?? phone}
          error={errors.phone}
        />
      </div>
      <SubmitButton busy={busy}>{t('checkout.saveAndContinue')}</SubmitButton>
    </Form>
  );
}
