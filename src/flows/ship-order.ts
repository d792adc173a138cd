import type { ManualShipment } from '~/modules/orders/contracts.ts';
import {
  type Actor,
  changeStatus,
  failBooking,
  findShipment,
  finishBooking,
  listDueRetries,
  listParcelsInTransit,
  listUnansweredBookings,
  orderIdByNumber,
  type ParcelOrder,
  setCourierStatus,
  startBooking,
} from '~/modules/orders/index.ts';
import { getSettings } from '~/modules/settings/index.ts';
import type { Cache } from '~/platform/cache.ts';
import { type Consignment, CourierError, type CourierApi, courierStatusToOrderState, manualCourier, MAX_BULK_PARCELS } from '~/platform/courier.ts';
import type { Db } from '~/platform/db/index.ts';
import { DomainError, forbidden, invalid } from '~/platform/errors.ts';
import { changeOrderStatus } from './change-order-status.ts';

export const NO_COURIER_API = 'No courier API is set up: type the courier and its tracking code';

/** What became of one order of a booking; `refusal`: it never reached the courier (not packed, booked already, no such order). */
export type BookingResult = { orderId: string; booked: true; trackingCode: string | null } | { orderId: string; booked: false; error: string; refusal?: DomainError };

/** The history's note when a parcel leaves: the courier and the code the customer can quote. */
const shippedNote = (courier: string, trackingCode: string | null) => (trackingCode ? `${courier}: ${trackingCode}` : courier);

/**
 * An admin hands a packed order to a courier by hand and types what it gave (ADR 042): in one
 * transaction the shipment is recorded booked and the order becomes shipped, with the courier and
 * code in its history. Not packed, or already booked: a 409, nothing written.
 */
export async function shipByHand(db: Db, actor: Actor, orderId: string, typed: ManualShipment): Promise<void> {
  if (!actor.isAdmin) throw forbidden();
  const tracking = manualCourier().record(typed);
  await db.transaction(async (tx) => {
    await startBooking(tx, orderId, 'manual', tracking.courierName);
    await finishBooking(tx, orderId, { consignmentId: null, trackingCode: tracking.trackingCode, trackingUrl: tracking.trackingUrl, courierStatus: null });
    await changeStatus(tx, actor, orderId, { status: 'shipped', note: shippedNote(tracking.courierName, tracking.trackingCode) }, 'packed');
  });
}

/**
 * Books packed orders with a courier's API, one or a selection (at most MAX_BULK_PARCELS), and
 * answers each order's result; an order that cannot start (not packed, booked already) is
 * refused alone. Each booking is written `booking` and committed before the courier is called,
 * so a process that dies mid-call leaves a row the job resolves by asking the courier, never a
 * second consignment. Then, per parcel: booked (and the order shipped), or failed with the
 * courier's word and the order's state untouched (retried later when retrying can help), or,
 * when no answer said what happened, left `booking` for the job to ask about.
 */
export async function bookWithCourier(db: Db, courier: CourierApi, actor: Actor, orderIds: string[]): Promise<BookingResult[]> {
  if (!actor.isAdmin) throw forbidden();
  if (orderIds.length > MAX_BULK_PARCELS) throw invalid(`At most ${MAX_BULK_PARCELS} orders are booked at once`);
  const results: BookingResult[] = [];
  const parcels: ParcelOrder[] = [];
  for (const orderId of new Set(orderIds)) {
    try {
      parcels.push(await db.transaction((tx) => startBooking(tx, orderId, courier.name, courierLabel(courier))));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.push({ orderId, booked: false, error: error.message, refusal: error });
    }
  }
  if (parcels.length === 0) return results;
  const asParcel = (order: ParcelOrder) => ({ invoice: String(order.number), recipientName: order.name, recipientPhone: order.phone, recipientAddress: order.address, codPoisha: order.cod });
  let answers: ({ consignment: Consignment } | { error: CourierError })[];
  try {
    answers = parcels.length === 1 ? [{ consignment: await courier.book(asParcel(parcels[0])) }] : await courier.bookMany(parcels.map(asParcel));
  } catch (error) {
    if (!(error instanceof CourierError)) throw error;
    answers = parcels.map(() => ({ error }));
  }
  for (const [i, order] of parcels.entries()) {
    const answer = answers[i] ?? { error: new CourierError('unknown', 'The courier answered fewer parcels than were sent') };
    results.push(await settle(db, courier, actor, order, answer));
  }
  return results;
}

/** Records what the courier said of one parcel (see bookWithCourier). */
async function settle(db: Db, courier: CourierApi, actor: Actor, order: ParcelOrder, answer: { consignment: Consignment } | { error: CourierError }): Promise<BookingResult> {
  if ('consignment' in answer) {
    const { consignmentId, trackingCode, trackingUrl, status } = answer.consignment;
    await markShipped(db, actor, order.orderId, courierLabel(courier), { consignmentId, trackingCode, trackingUrl, courierStatus: status });
    return { orderId: order.orderId, booked: true, trackingCode };
  }
  const { outcome, message } = answer.error;
  if (outcome === 'duplicate') {
    // The courier has this invoice already (an earlier attempt whose answer was lost): it is on its way; its code is in the courier's panel.
    await markShipped(db, actor, order.orderId, courierLabel(courier), { consignmentId: null, trackingCode: null, trackingUrl: null, courierStatus: null });
    return { orderId: order.orderId, booked: true, trackingCode: null };
  }
  // No answer said what happened: the row stays `booking` until the job has asked the courier.
  if (outcome !== 'unknown') await failBooking(db, order.orderId, message, outcome === 'retry');
  return { orderId: order.orderId, booked: false, error: message };
}

async function markShipped(db: Db, actor: Actor, orderId: string, courier: string, booked: Parameters<typeof finishBooking>[2]) {
  await db.transaction(async (tx) => {
    await finishBooking(tx, orderId, booked);
    await changeStatus(tx, actor, orderId, { status: 'shipped', note: shippedNote(courier, booked.trackingCode) }, 'packed');
  });
}

/** How pages and histories name an API courier. */
export const courierLabel = (courier: CourierApi) => courier.name.charAt(0).toUpperCase() + courier.name.slice(1);

/**
 * The courier job (every few minutes with an API courier): asks about bookings that got no
 * answer (`unansweredAfterMs`: the courier's time-out and a margin), books again what failed and
 * is due, and follows each parcel on its way, moving the order to delivered or refused when the
 * courier says so. The shop's own changes name the shop in the history.
 */
export async function syncShipments(db: Db, cache: Cache, courier: CourierApi, options: { unansweredAfterMs: number; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const shop = { id: null, name: (await getSettings(db)).shopName, isAdmin: true } as const;
  for (const number of await listUnansweredBookings(db, courier.name, new Date(now.getTime() - options.unansweredAfterMs))) {
    const orderId = (await orderIdByNumber(db, number))!;
    const status = await courier.status({ invoice: String(number) }).catch((error: unknown) => {
      if (error instanceof CourierError) return undefined;
      throw error;
    });
    if (status === undefined) continue;
    // The courier has it: on its way (its code is in the courier's panel). It has not: safe to book again.
    if (status !== null) await markShipped(db, shop, orderId, courierLabel(courier), { consignmentId: null, trackingCode: null, trackingUrl: null, courierStatus: status });
    else await failBooking(db, orderId, 'The courier never received the booking: it is booked again', true, now);
  }
  const due = await listDueRetries(db, courier.name, now);
  for (let i = 0; i < due.length; i += MAX_BULK_PARCELS) await bookWithCourier(db, courier, shop, due.slice(i, i + MAX_BULK_PARCELS));
  for (const parcel of await listParcelsInTransit(db, courier.name)) {
    const status = await courier.status(parcel.consignmentId ? { consignmentId: parcel.consignmentId } : { invoice: String(parcel.number) }).catch((error: unknown) => {
      if (error instanceof CourierError) return null;
      throw error;
    });
    if (status) await applyCourierStatus(db, cache, shop, parcel.orderId, status);
  }
}

/**
 * The courier's word on a parcel, from the job or the courier's webhook: kept on the shipment,
 * and delivered or cancelled (refused at the door) moves the order from shipped, once.
 */
export async function applyCourierStatus(db: Db, cache: Cache, actor: Actor, orderId: string, status: string): Promise<void> {
  const word = status.trim().toLowerCase().replace(/\s+/g, '_');
  await setCourierStatus(db, orderId, word);
  const to = courierStatusToOrderState(word);
  if (to !== 'delivered' && to !== 'refused') return;
  try {
    await changeOrderStatus(db, cache, actor, orderId, { status: to, note: null }, 'shipped');
  } catch (error) {
    // Moved already (the job and the webhook both told us, or an admin did it): nothing to do.
    if (!(error instanceof DomainError && error.kind === 'CONFLICT')) throw error;
  }
}

/** The courier's webhook names a parcel by its consignment or our invoice: the order it is, or a 404. */
export async function orderOfParcel(db: Db, courier: CourierApi, ref: { consignmentId?: string; invoice?: string }): Promise<string> {
  const number = ref.invoice && /^\d{1,10}$/.test(ref.invoice) ? Number(ref.invoice) : undefined;
  const found = (ref.consignmentId ? await findShipment(db, courier.name, { consignmentId: ref.consignmentId }) : null) ?? (number ? await findShipment(db, courier.name, { number }) : null);
  if (!found) throw new DomainError('NOT_FOUND', 'No parcel of ours has that consignment or invoice');
  return found.orderId;
}
