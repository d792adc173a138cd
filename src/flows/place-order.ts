import { createHash } from 'node:crypto';
import { clearCart, getCart } from '~/modules/cart/index.ts';
import { invalidateStock, takeStock, type StockTaken } from '~/modules/catalog/index.ts';
import { getOutlet } from '~/modules/directory/index.ts';
import { enqueueMail } from '~/modules/mail/index.ts';
import { enqueueSms } from '~/modules/sms/index.ts';
import { completeShippingAddress, shippingAddressOf, type SentShippingAddress } from '~/modules/orders/index.ts';
import { type DeliveryChoice, ORDER_IS_EMPTY, type Order, type PickupOutlet, type SavedAddress } from '~/modules/orders/contracts.ts';
import { confirmationMail, confirmationSms, newOrderMail } from '~/modules/orders/index.ts';
import { quoteOrder } from '~/modules/orders/index.ts';
import { findOrderByKey, getOrder, insertOrder } from '~/modules/orders/index.ts';
import { getSettingsCached } from '~/modules/settings/index.ts';
import type { SessionUser } from '~/modules/users/contracts.ts';
import type { Cache } from '~/platform/cache.ts';
import type { Db, DbOrTx } from '~/platform/db/index.ts';
import { DomainError, invalid } from '~/platform/errors.ts';
import type { BackgroundJob } from '~/platform/jobs.ts';

export interface PlaceOrderDeps {
  cache: Cache;
  /** Sends the outbox's mails once the order has committed. */
  mailQueue: BackgroundJob;
  /** Sends the SMS outbox's messages once the order has committed (ADR 037). */
  smsQueue: BackgroundJob;
  /** The shop's public origin, for the links in the mails. */
  origin: string;
}

/** What a door hands the flow: the customer's request as they made it, nothing worked out yet. */
export interface PlaceOrderRequest {
  /** The signed-in customer (their mobile number completes an address sent without one). */
  customer: Pick<SessionUser, 'id' | 'name' | 'email' | 'phone'>;
  /** What is bought: these products and quantities (the API), or the customer's cart (the web). */
  items: { productId: string; qty: number }[] | 'cart';
  /**
   * Where it goes: an address as the client sent it (the API; the flow completes its district and
   * mobile number), or the saved address the customer chose at the shipping step (the web).
   */
  shipTo: { sent: SentShippingAddress } | { saved: SavedAddress };
  paymentMethod: string;
  /** Standard, express or pick-up at the outlet named. */
  delivery: DeliveryChoice;
  /** The `Idempotency-Key` header or the form's one-time token; null: no retry protection. */
  idempotencyKey: string | null;
  /** The total the review page showed (poisha): a different total now is a 409, nothing placed. */
  expectedTotal?: number;
}

export const KEY_REUSED = 'This idempotency key was already used for a different order';
export const PICKUP_OUTLET_REQUIRED = 'Choose the outlet to pick the order up from';
export const NO_SUCH_OUTLET = 'That outlet does not exist: choose one of the list';
export const PRICES_CHANGED = 'Prices or shipping changed since you reviewed your order. Please check the new total and place the order again.';

/**
 * What a request under an idempotency key is (ADR 016): the same key with another one is a 422.
 * The products in id order (a client may list them in any order), the address as sent (not as
 * completed: a retry after the account's default address changed is still the same request; a
 * saved address was chosen at an earlier step, not sent), the payment method and the total the
 * customer was shown. Prices sent with the items never count: the server ignores them.
 */
function identityOf(request: PlaceOrderRequest): string {
  const identity = {
    items: request.items === 'cart' ? 'cart' : [...request.items].sort((a, b) => (a.productId < b.productId ? -1 : 1)),
    shippingAddress: 'sent' in request.shipTo ? request.shipTo.sent : 'saved',
    paymentMethod: request.paymentMethod,
    delivery: request.delivery.delivery === 'pickup' ? `pickup:${request.delivery.pickupOutlet}` : request.delivery.delivery,
    expectedTotal: request.expectedTotal ?? null,
  };
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

/**
 * Places an order (issue 8). The address first: one sent gets its district and mobile number
 * where left out (`completeShippingAddress`, no number anywhere is a 400), a saved one is copied.
 * Then, in one transaction, it re-reads every price and takes the stock with a conditional
 * update per product (never below zero; too few left is a 409 naming the product),
 * computes shipping and tax from the shop settings, writes the order with copies of its lines
 * and address, empties the customer's cart, and writes the confirmation (by mail when the
 * customer has an e-mail address, by SMS to the order's mobile number always) and the shop's
 * new-order mail into the transactional outboxes. Any failure rolls all of it back. After the
 * commit the sold products' cached reads and pages are dropped (their stock changed; every
 * listing too when one sold out) and the mails are sent.
 *
 * Idempotent: with a key, a retried, double-clicked or concurrent submit answers the one order
 * made with it (`replayed`), however the second attempt failed (the unique key, or stock or cart
 * the first one took); the same key with a different request is a 422.
 */
export async function placeOrder(db: Db, deps: PlaceOrderDeps, request: PlaceOrderRequest): Promise<{ order: Order; replayed: boolean }> {
  const requestHash = identityOf(request);
  const shippingAddress = 'sent' in request.shipTo ? await completeShippingAddress(db, request.customer, request.shipTo.sent) : shippingAddressOf(request.shipTo.saved);
  const earlier = await replay(db, request, requestHash);
  if (earlier) return earlier;
  const pickupOutlet = await pickupOutletOf(db, request.delivery);
  let placed: { placed: Order; sold: StockTaken[] };
  try {
    placed = await db.transaction(async (tx) => {
      const lines =
        request.items === 'cart'
          ? (await getCart(tx, { userId: request.customer.id })).items.map((line) => ({ productId: line.product, qty: line.qty }))
          : request.items;
      if (lines.length === 0) throw invalid(ORDER_IS_EMPTY);
      // Before the stock: the rows taken stay locked until the commit, so as little as possible comes after.
      await clearCart(tx, { userId: request.customer.id });
      const sold = await takeStock(tx, lines);
      // The lines in the order the customer listed them.
      const position = new Map(lines.map((line, i) => [line.productId, i]));
      sold.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
      // Shared for SHARED_DATA_TTL_MS, dropped at once when an admin saves them (ADR 016).
      const settings = await getSettingsCached(tx, deps.cache);
      const itemsPrice = sold.reduce((sum, line) => sum + line.salePrice * line.qty, 0);
      const quote = quoteOrder(itemsPrice, settings, shippingAddress.district, request.delivery.delivery);
      if (request.expectedTotal !== undefined && request.expectedTotal !== quote.totalPrice) throw new DomainError('CONFLICT', PRICES_CHANGED);
      const placed = await insertOrder(tx, {
        customer: request.customer,
        idempotencyKey: request.idempotencyKey,
        requestHash,
        shippingAddress,
        paymentMethod: request.paymentMethod,
        delivery: request.delivery.delivery,
        pickupOutlet,
        lines: sold,
        quote,
      });
      // The customer's mail only when the account has an address (one made by mobile number may not).
      const customerMail = placed.user.email ? [confirmationMail(placed, settings.shopName, deps.origin)] : [];
      await enqueueMail(tx, ...customerMail, newOrderMail(placed, settings.email, deps.origin));
      await enqueueSms(tx, confirmationSms(placed, settings.shopName, deps.origin));
      return { placed, sold };
    });
  } catch (error) {
    // Another attempt with this key got there first: its order is the answer.
    const winner = await replay(db, request, requestHash).catch((replayError: unknown) => {
      if (replayError instanceof DomainError) throw replayError;
      return null;
    });
    if (winner) return winner;
    throw error;
  }
  // The sold products' pages show their stock; listings only when one sold out.
  invalidateStock(deps.cache, placed.sold);
  deps.mailQueue.kick();
  deps.smsQueue.kick();
  return { order: placed.placed, replayed: false };
}

/** The outlet a pick-up order waits at, copied as it is now; null for a delivery. The payment step checks a choice with it too. */
export async function pickupOutletOf(db: DbOrTx, choice: DeliveryChoice): Promise<PickupOutlet | null> {
  if (choice.delivery !== 'pickup') return null;
  if (!choice.pickupOutlet) throw invalid(PICKUP_OUTLET_REQUIRED);
  const outlet = await getOutlet(db, choice.pickupOutlet).catch((error: unknown) => {
    throw error instanceof DomainError && error.kind === 'NOT_FOUND' ? invalid(NO_SUCH_OUTLET) : error;
  });
  return { id: outlet.id, name: outlet.name, nameBn: outlet.nameBn, address: outlet.address, addressBn: outlet.addressBn, phone: outlet.phone };
}

async function replay(db: Db, request: PlaceOrderRequest, requestHash: string) {
  if (!request.idempotencyKey) return null;
  const found = await findOrderByKey(db, request.customer.id, request.idempotencyKey);
  if (!found) return null;
  if (found.requestHash !== requestHash) throw new DomainError('UNPROCESSABLE', KEY_REUSED);
  return { order: await getOrder(db, found.id), replayed: true };
}
