import { randomUUID } from 'node:crypto';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { pickupOutletOf, placeOrder } from '~/flows/place-order.ts';
import { getCart } from '~/modules/cart/index.ts';
import { CASH_ON_DELIVERY, MAX_IDEMPOTENCY_KEY_LENGTH } from '~/modules/orders/constants.ts';
import { type PickupOutlet, PlaceOrderFormSchema } from '~/modules/orders/contracts.ts';
import { findOrderPlacedSince } from '~/modules/orders/index.ts';
import { type Quote, quoteDelivery, quoteOrder } from '~/modules/orders/index.ts';
import { DomainError } from '~/platform/errors.ts';
import { getSettings } from '~/modules/settings/index.ts';
import { Alert } from '~/web/components/alert.tsx';
import { CheckoutSteps } from '~/web/components/checkout-steps.tsx';
import { FreeDeliveryHint } from '~/web/components/delivery-line.tsx';
import { AddressLines, DeliveryLabel, Totals } from '~/web/components/order-parts.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { deliveryChoiceOf, requireCheckoutStep } from '~/web/lib/checkout.server.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import type { Route } from './+types/place-order';
import { shopNameOf } from '~/web/lib/seo.ts';

// Crawlable (robots.txt allows it): a visitor without a session is sent to sign in.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Place Order | ${shopNameOf(matches)}` },
  { name: 'description', content: 'Check your order, delivery address and total in taka, then place it.' },
];

/** How long after placing an order Back from it leads to it (then an empty review leads to the cart). */
const RECENT_ORDER_MS = 60 * 60_000;

/**
 * The review before the order: the cart priced now, the default address, Cash on Delivery, and
 * the prices the server will charge (`quoteOrder`, the same rule as the order). Each render gets
 * a one-time token for its Place Order button: a double click or a resent form makes one order.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, address } = await requireCheckoutStep(request, context, 'placeorder');
  const [cart, settings] = await Promise.all([getCart(context.db, { userId: user.id }), getSettings(context.db)]);
  if (cart.items.length === 0) {
    // Back after placing an order: that order, not an empty review; else the empty cart.
    const placed = await findOrderPlacedSince(context.db, user.id, new Date(Date.now() - RECENT_ORDER_MS));
    throw redirect(placed ? `/order/${placed.id}` : '/cart');
  }
  const choice = deliveryChoiceOf(request);
  let quote: Quote;
  let pickupOutlet: PickupOutlet | null;
  try {
    quote = quoteOrder(cart.totalPrice, settings, address!.district, choice.delivery);
    pickupOutlet = await pickupOutletOf(context.db, choice);
  } catch (error) {
    // Express withdrawn or the outlet gone since the payment step: choose again there.
    if (error instanceof DomainError && error.kind === 'INVALID') throw redirect('/payment');
    throw error;
  }
  const blocked = cart.items.some((line) => line.outOfStock || line.short);
  return {
    cart,
    address: address!,
    quote,
    choice: { delivery: choice.delivery, pickupOutlet },
    delivery: quoteDelivery(cart.totalPrice, settings, address!.district),
    blocked,
    token: randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, address } = await requireCheckoutStep(request, context, 'placeorder');
  return submitForm(request, PlaceOrderFormSchema, async ({ idempotencyKey, expectedTotal }) => {
    const { order } = await placeOrder(
      context.db,
      { cache: context.cache, mailQueue: context.mailQueue, smsQueue: context.smsQueue, origin: context.origin },
      {
        customer: user,
        items: 'cart',
        shipTo: { saved: address! },
        paymentMethod: CASH_ON_DELIVERY,
        delivery: deliveryChoiceOf(request),
        idempotencyKey,
        expectedTotal,
      },
    );
    return redirect(`/order/${order.id}?placed=1`);
  });
}

export default function PlaceOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state !== 'idle';
  const { cart, address, quote, choice, delivery, blocked, token } = loaderData;
  return (
    <section>
      <CheckoutSteps current={3} />
      <h1 className="mb-4 text-2xl font-bold">{t('checkout.placeOrder')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid grid-cols-1 gap-4">
          <section className="rounded border border-slate-200 bg-white p-4">
            <h2 className="mb-2 text-lg font-semibold">{t('checkout.shipping')}</h2>
            <AddressLines address={address} />
            <Link to="/shipping" className="mt-2 inline-block text-sm text-brand-700 hover:underline">
              {t('checkout.change')}
            </Link>
          </section>
          <section className="rounded border border-slate-200 bg-white p-4">
            <h2 className="mb-2 text-lg font-semibold">{t('checkout.deliveryMethod')}</h2>
            <DeliveryLabel {...choice} />
            <h2 className="mt-3 mb-2 text-lg font-semibold">{t('checkout.paymentMethod')}</h2>
            <p>{t('checkout.cashOnDelivery')}</p>
            <Link to="/payment" className="mt-2 inline-block text-sm text-brand-700 hover:underline">
              {t('checkout.change')}
            </Link>
          </section>
          <section className="rounded border border-slate-200 bg-white p-4">
            <h2 className="mb-2 text-lg font-semibold">{t('checkout.orderItems')}</h2>
            {cart.hasChanges && (
              <Alert tone={blocked ? 'danger' : 'info'}>
                {t(blocked ? 'checkout.fixCart' : 'cart.changed')}{' '}
                <Link to="/cart" className="font-semibold underline">
                  {t('checkout.editCart')}
                </Link>
              </Alert>
            )}
            <ul className="divide-y divide-slate-200">
              {cart.items.map((line) => (
                <li key={line.product} className="flex items-center gap-3 py-2">
                  {line.image && (
                    <img src={line.image} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 object-contain" />
                  )}
                  <div className="min-w-0 flex-1">
                    <Link to={`/product/${line.slug}`} className="text-brand-700 hover:underline">
                      {line.name}
                    </Link>
                    {line.outOfStock && <p className="text-sm font-semibold text-red-700">{t('cart.outOfStock')}</p>}
                    {line.short && (
                      <p className="text-sm font-semibold text-amber-800">{t('cart.short', { count: line.countInStock })}</p>
                    )}
                    {line.previousSalePrice !== null && (
                      <p className="text-sm text-amber-800">
                        {t('cart.priceChanged', { price: n.taka(line.previousSalePrice) })}
                      </p>
                    )}
                  </div>
                  <span className="text-sm whitespace-nowrap">
                    {t('order.qty', {
                      qty: line.qty,
                      price: n.taka(line.salePrice),
                      total: n.taka(line.salePrice * line.qty),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside aria-label={t('checkout.orderSummary')} className="h-fit rounded border border-slate-200 bg-white p-4">
          <h2 className="mb-3 text-lg font-semibold">{t('checkout.orderSummary')}</h2>
          <Totals {...quote} />
          <div className="mt-2 text-sm">
            {choice.delivery === 'standard' && <FreeDeliveryHint delivery={delivery} />}
          </div>
          <Form method="post" className="mt-4">
            <input type="hidden" name="idempotencyKey" value={token} maxLength={MAX_IDEMPOTENCY_KEY_LENGTH} />
            <input type="hidden" name="expectedTotal" value={quote.totalPrice} />
            <button
              type="submit"
              disabled={blocked || busy}
              className="w-full rounded bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {t('checkout.placeOrder')}
            </button>
          </Form>
        </aside>
      </div>
    </section>
  );
}
