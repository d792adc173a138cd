import { redirect } from 'react-router';
import { getDefaultAddress } from '~/modules/orders/index.ts';
import type { DeliveryChoice, SavedAddress } from '~/modules/orders/contracts.ts';
import type { SessionUser } from '~/modules/users/contracts.ts';
import type { WebContext } from '~/web/context.ts';
import { requireUser } from './session.server.ts';

/** The payment step's choice (Cash on Delivery, the only method), kept for the Place Order step. */
const PAYMENT_COOKIE = 'haat_payment';
const PAYMENT_DAYS = 7;

const hasPaymentChoice = (request: Request) => /(?:^|;\s*)haat_payment=cod(?:;|$)/.test(request.headers.get('cookie') ?? '');

/** The Set-Cookie header that records the payment choice (httpOnly: nothing for scripts here). */
export function paymentChoiceCookie(request: Request): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${PAYMENT_COOKIE}=cod; Path=/; Max-Age=${PAYMENT_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`;
}

/** The payment step's delivery choice, kept for the Place Order step: standard, express or pickup.<outlet id>. */
const DELIVERY_COOKIE = 'haat_delivery';
const DELIVERY_VALUE = /(?:^|;\s*)haat_delivery=(standard|express|pickup\.[0-9a-f-]{36})(?:;|$)/;

/** The Set-Cookie header that records how the order is to come. */
export function deliveryChoiceCookie(request: Request, choice: DeliveryChoice): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  const value = choice.delivery === 'pickup' ? `pickup.${choice.pickupOutlet}` : choice.delivery;
  return `${DELIVERY_COOKIE}=${value}; Path=/; Max-Age=${PAYMENT_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`;
}

/** The delivery the shopper chose at the payment step; standard when none (or a value not ours). */
export function deliveryChoiceOf(request: Request): DeliveryChoice {
  const value = DELIVERY_VALUE.exec(request.headers.get('cookie') ?? '')?.[1] ?? 'standard';
  const [delivery, pickupOutlet] = value.split('.') as [DeliveryChoice['delivery'], string | undefined];
  return pickupOutlet ? { delivery, pickupOutlet } : { delivery };
}

/**
 * The checkout steps in order (docs/requirements/core-shop.md §2: Sign In, Shipping, Payment, Place Order): a step
 * typed into the address bar before the ones it needs sends the buyer back to the first missing
 * one. Sign-in comes back here afterwards.
 */
export async function requireCheckoutStep(
  request: Request,
  context: WebContext,
  step: 'shipping' | 'payment' | 'placeorder',
): Promise<{ user: SessionUser; address: SavedAddress | null }> {
  const user = requireUser(request, context);
  if (step === 'shipping') return { user, address: await getDefaultAddress(context.db, user.id) };
  const address = await getDefaultAddress(context.db, user.id);
  if (!address) throw redirect('/shipping');
  if (step === 'placeorder' && !hasPaymentChoice(request)) throw redirect('/payment');
  return { user, address };
}
