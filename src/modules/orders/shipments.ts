import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '~/platform/db/index.ts';
import { DomainError, notFound } from '~/platform/errors.ts';
import { ORDER_NOT_FOUND } from './constants.ts';
import type { OrderShipment } from './contracts.ts';
import { orders, shipments } from './schema.ts';

/** What a courier needs to carry an order, read when its booking starts. */
export interface ParcelOrder {
  orderId: string;
  number: number;
  name: string;
  /** E.164. */
  phone: string;
  address: string;
  /** Cash to collect, poisha: nothing when paid. */
  cod: number;
}

/** Bookings given up after this many attempts: an admin looks at them. */
export const MAX_BOOKING_ATTEMPTS = 8;
const RETRY_BASE_MS = 5 * 60_000;
const RETRY_MAX_MS = 6 * 60 * 60_000;

/** The shipment an order answers: null until a booking starts. */
export async function shipmentOf(db: DbOrTx, orderId: string): Promise<OrderShipment | null> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).limit(1);
  return row ? { courier: row.courier, state: row.state, trackingCode: row.trackingCode, trackingUrl: row.trackingUrl, courierStatus: row.courierStatus, error: row.error } : null;
}

/**
 * Starts an order's booking in the caller's transaction: only a packed order with no shipment, or
 * one whose last booking failed, and the order row locked until the commit, so two admins booking
 * at once make one booking (the other is a 409). The row says `booking` before any courier is
 * called; answers what the parcel carries.
 */
export async function startBooking(tx: Tx, orderId: string, provider: string, courier: string): Promise<ParcelOrder> {
  const [order] = await tx
    .select({ number: orders.number, status: orders.status, name: orders.customerName, address: orders.shippingAddress, isPaid: orders.isPaid, total: orders.totalPrice })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
    .limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (order.status !== 'packed') throw new DomainError('CONFLICT', `This order is ${order.status}: only a packed order is handed to a courier`);
  const [existing] = await tx.select({ state: shipments.state, courier: shipments.courier }).from(shipments).where(eq(shipments.orderId, orderId)).limit(1);
  if (existing?.state === 'booked') throw new DomainError('CONFLICT', `This order is already booked with ${existing.courier}`);
  if (existing?.state === 'booking') throw new DomainError('CONFLICT', 'A booking of this order is under way: wait for its answer');
  await tx
    .insert(shipments)
    .values({ orderId, provider, courier, state: 'booking', attempts: 1 })
    .onConflictDoUpdate({ target: shipments.orderId, set: { provider, courier, state: 'booking', error: null, retryAt: null, attempts: sql`${shipments.attempts} + 1`, updatedAt: new Date() } });
  const { address, city, postalCode, phone } = order.address;
  return { orderId, number: order.number, name: order.name, phone, address: `${address}, ${city} ${postalCode}`, cod: order.isPaid ? 0 : order.total };
}

/** The booking went through: what the customer follows (a code may be unknown: the courier had the invoice already). */
export async function finishBooking(
  tx: Tx,
  orderId: string,
  booked: { consignmentId: string | null; trackingCode: string | null; trackingUrl: string | null; courierStatus: string | null; courier?: string },
): Promise<void> {
  await tx
    .update(shipments)
    .set({ state: 'booked', error: null, retryAt: null, updatedAt: new Date(), ...booked })
    .where(eq(shipments.orderId, orderId));
}

/**
 * The courier refused or could not be reached: the order's state is untouched. `retry`: tried
 * again later (a delay doubling from 5 minutes to 6 hours, at most MAX_BOOKING_ATTEMPTS), else
 * only when an admin books it again.
 */
export async function failBooking(db: DbOrTx, orderId: string, error: string, retry: boolean, now = new Date()): Promise<void> {
  await db
    .update(shipments)
    .set({
      state: 'failed',
      error,
      updatedAt: now,
      retryAt: retry
        ? sql`case when ${shipments.attempts} < ${MAX_BOOKING_ATTEMPTS} then ${now.toISOString()}::timestamptz + least(${RETRY_BASE_MS}::bigint * power(2, ${shipments.attempts} - 1)::bigint, ${RETRY_MAX_MS}::bigint) * interval '1 millisecond' end`
        : null,
    })
    .where(eq(shipments.orderId, orderId));
}

/** Bookings with no answer since `before` (a time-out, a process that stopped mid-call): asked about before anything else. */
export async function listUnansweredBookings(db: DbOrTx, provider: string, before: Date): Promise<ParcelOrder['number'][]> {
  const rows = await db
    .select({ number: orders.number })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.provider, provider), eq(shipments.state, 'booking'), lt(shipments.updatedAt, before)))
    .orderBy(asc(shipments.updatedAt))
    .limit(100);
  return rows.map((row) => row.number);
}

/** Failed bookings due again whose orders are still packed. */
export async function listDueRetries(db: DbOrTx, provider: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ orderId: shipments.orderId })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.provider, provider), eq(shipments.state, 'failed'), lte(shipments.retryAt, now), eq(orders.status, 'packed')))
    .orderBy(asc(shipments.retryAt))
    .limit(100);
  return rows.map((row) => row.orderId);
}

/** Parcels on their way (booked with `provider`, the order shipped): whose status the job asks. */
export async function listParcelsInTransit(db: DbOrTx, provider: string): Promise<{ orderId: string; number: number; consignmentId: string | null }[]> {
  return db
    .select({ orderId: shipments.orderId, number: orders.number, consignmentId: shipments.consignmentId })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.provider, provider), eq(shipments.state, 'booked'), eq(orders.status, 'shipped')))
    .orderBy(asc(shipments.updatedAt))
    .limit(500);
}

/** The order a courier's consignment (or invoice: our order number) belongs to, or null. */
export async function findShipment(db: DbOrTx, provider: string, ref: { consignmentId?: string; number?: number }): Promise<{ orderId: string; number: number } | null> {
  const [row] = await db
    .select({ orderId: shipments.orderId, number: orders.number })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.provider, provider), ref.consignmentId ? eq(shipments.consignmentId, ref.consignmentId) : eq(orders.number, ref.number ?? -1)))
    .limit(1);
  return row ?? null;
}

/** An order's id by its number (the courier's invoice). */
export async function orderIdByNumber(db: DbOrTx, number: number): Promise<string | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number)).limit(1);
  return row?.id ?? null;
}

/** The courier's latest word on a parcel; the same word again (the job asks every few minutes) writes nothing. */
export async function setCourierStatus(db: DbOrTx, orderId: string, courierStatus: string): Promise<void> {
  await db
    .update(shipments)
    .set({ courierStatus, updatedAt: new Date() })
    .where(and(eq(shipments.orderId, orderId), sql`${shipments.courierStatus} is distinct from ${courierStatus}`));
}
