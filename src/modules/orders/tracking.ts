import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/platform/db/index.ts';
import { notFound } from '~/platform/errors.ts';
import { throttle, type RateLimiter } from '~/platform/rate-limit.ts';
import type { Order, OrderEventKind, OrderStatus, TrackQuery } from './contracts.ts';
import { orders } from './schema.ts';
import { getOrder } from './service.ts';

/** The one answer for an unknown order and a wrong number: tracking reveals nothing of other orders. */
export const NO_SUCH_ORDER = 'We found no order with that number and mobile number. Please check both.';

// Per address: a shopper checks a few orders; per order: guessing its number's mobile number.
export const TRACK_LIMITS = {
  perIp: { limit: 30, windowMs: 15 * 60_000 },
  perOrder: { limit: 10, windowMs: 15 * 60_000 },
};

/** What the tracking page shows: the order's progress and contents, nothing of the person (no name, no address). */
export interface TrackedOrder {
  number: number;
  status: OrderStatus;
  createdAt: Date;
  totalPrice: number;
  paymentMethod: string;
  delivery: Order['delivery'];
  /** Where a pick-up waits: the shop's outlet, public anyway. */
  pickupOutlet: Order['pickupOutlet'];
  /** The parcel once a courier has it: what the customer follows. */
  shipment: Order['shipment'];
  orderItems: { name: string; qty: number }[];
  /** Each state entered, with the shop's note to the customer. */
  history: { kind: OrderEventKind; at: Date; note: string | null }[];
}

/**
 * An order found by its number and the mobile number it ships to, for a shopper without an
 * account (`/track`). Limited per client address and per order number; an unknown order and a
 * wrong number are the same 404.
 */
export async function trackOrder(deps: { db: DbOrTx; limiter: RateLimiter }, query: TrackQuery, clientIp: string): Promise<TrackedOrder> {
  await throttle(deps.limiter, `track:ip:${clientIp}`, TRACK_LIMITS.perIp);
  await throttle(deps.limiter, `track:order:${query.order}`, TRACK_LIMITS.perOrder);
  const [row] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, query.order), eq(sql`${orders.shippingAddress}->>'phone'`, query.phone)))
    .limit(1);
  if (!row) throw notFound(NO_SUCH_ORDER);
  const order = await getOrder(deps.db, row.id);
  return {
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    totalPrice: order.totalPrice,
    paymentMethod: order.paymentMethod,
    delivery: order.delivery,
    pickupOutlet: order.pickupOutlet,
    shipment: order.shipment?.state === 'booked' ? order.shipment : null,
    orderItems: order.orderItems.map((line) => ({ name: line.name, qty: line.qty })),
    history: order.history.map((event) => ({ kind: event.kind, at: event.at, note: event.note })),
  };
}
