import { Form, redirect, useNavigation } from 'react-router';
import { pickupOutletOf } from '~/flows/place-order.ts';
import { getCart } from '~/modules/cart/index.ts';
import { listOutlets } from '~/modules/directory/index.ts';
import { CASH_ON_DELIVERY, type DeliveryOption } from '~/modules/orders/constants.ts';
import { PaymentFormSchema } from '~/modules/orders/contracts.ts';
import { offeredDeliveries, quoteOrder } from '~/modules/orders/index.ts';
import { getSettings, localSettings } from '~/modules/settings/index.ts';
import { localText } from '~/platform/local-text.ts';
import { Alert } from '~/web/components/alert.tsx';
import { CheckoutSteps } from '~/web/components/checkout-steps.tsx';
import { SubmitButton } from '~/web/components/field.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { languageOf } from '~/web/i18n/language.server.ts';
import { deliveryChoiceCookie, deliveryChoiceOf, paymentChoiceCookie, requireCheckoutStep } from '~/web/lib/checkout.server.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import type { Route } from './+types/payment';
import { shopNameOf } from '~/web/lib/seo.ts';

// Crawlable (robots.txt allows it): a visitor without a session is sent to sign in.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Payment Method | ${shopNameOf(matches)}` },
  { name: 'description', content: 'Choose standard or express delivery or a pick-up at an outlet, and pay cash on delivery.' },
];

/**
 * The delivery options the shop offers for this cart to the default address, each with its fee
 * by the order's own price rule (`quoteOrder`), the outlets a pick-up may wait at, and the
 * shopper's earlier choice. A pick-up is offered only when the shop lists outlets.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, address } = await requireCheckoutStep(request, context, 'payment');
  const [cart, settings, outlets, language] = await Promise.all([getCart(context.db, { userId: user.id }), getSettings(context.db), listOutlets(context.db), languageOf(request)]);
  const offered = offeredDeliveries(settings).filter((option) => option !== 'pickup' || outlets.length > 0);
  const chosen = deliveryChoiceOf(request);
  return {
    options: offered.map((option) => ({ option, fee: quoteOrder(cart.totalPrice, settings, address!.district, option).shippingPrice })),
    outlets: outlets.map((outlet) => ({ id: outlet.id, name: localText(outlet.name, outlet.nameBn, language), address: localText(outlet.address, outlet.addressBn, language) })),
    standardPromise: localSettings(settings, language).deliveryPromise,
    chosen: { delivery: offered.includes(chosen.delivery) ? chosen.delivery : 'standard', pickupOutlet: chosen.pickupOutlet ?? null },
  };
}

/** docs/requirements/core-shop.md §5: Cash on Delivery is the only method; anything else is refused (400), as is a delivery the shop does not offer. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireCheckoutStep(request, context, 'payment');
  return submitForm(request, PaymentFormSchema, async (input) => {
    // The rules the order itself applies: express only with a fee, a pick-up at an outlet that exists.
    quoteOrder(0, await getSettings(context.db), null, input.delivery);
    await pickupOutletOf(context.db, input);
    const headers = new Headers();
    headers.append('Set-Cookie', paymentChoiceCookie(request));
    headers.append('Set-Cookie', deliveryChoiceCookie(request, input));
    return redirect('/placeorder', { headers });
  });
}

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  const { options, outlets, standardPromise, chosen } = loaderData;
  const promise: Record<DeliveryOption, string> = { standard: standardPromise, express: t('delivery.promise.express'), pickup: t('delivery.promise.pickup') };
  return (
    <section className="mx-auto max-w-md">
      <CheckoutSteps current={2} />
      <h1 className="mb-4 text-2xl font-bold">{t('checkout.paymentMethod')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-4 sm:p-6">
        <fieldset className="mb-4 grid gap-3">
          <legend className="mb-2 font-semibold">{t('checkout.deliveryMethod')}</legend>
          {options.map(({ option, fee }) => (
            <label key={option} className="flex items-start gap-2">
              <input type="radio" name="delivery" value={option} defaultChecked={option === chosen.delivery} className="mt-1" />
              <span className="min-w-0 flex-1">
                <span className="flex justify-between gap-2">
                  <span className="font-medium">{t(`delivery.option.${option}`)}</span>
                  <span className="whitespace-nowrap">{fee === 0 ? t('checkout.free') : n.taka(fee)}</span>
                </span>
                <span className="block text-sm text-slate-600">{promise[option]}</span>
              </span>
            </label>
          ))}
          {options.some(({ option }) => option === 'pickup') && (
            <div className="ml-6">
              <label htmlFor="pickup-outlet" className="mb-1 block text-sm font-medium">
                {t('delivery.outlet')}
              </label>
              <select id="pickup-outlet" name="pickupOutlet" defaultValue={chosen.pickupOutlet ?? outlets[0]?.id} className="w-full rounded border border-slate-300 bg-white px-3 py-2">
                {outlets.map((outlet) => (
                  <option key={outlet.id} value={outlet.id}>
                    {outlet.name}: {outlet.address}
                  </option>
                ))}
              </select>
            </div>
          )}
        </fieldset>
        <fieldset className="mb-4">
          <legend className="mb-2 font-semibold">{t('checkout.selectMethod')}</legend>
          <label className="flex items-start gap-2">
            <input type="radio" name="paymentMethod" value={CASH_ON_DELIVERY} defaultChecked className="mt-1" />
            <span>
              {t('checkout.cashOnDelivery')}
              <span className="block text-sm text-slate-600">{t('checkout.codHint')}</span>
            </span>
          </label>
        </fieldset>
        <SubmitButton busy={busy}>{t('checkout.continue')}</SubmitButton>
      </Form>
    </section>
  );
}
