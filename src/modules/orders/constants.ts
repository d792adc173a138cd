/**
 * The order constants checkout pages use in the browser. This file imports nothing (no zod),
 * so a page can import it without pulling the validation library into the phone's JavaScript;
 * contracts.ts builds its schemas on these.
 */

export const ORDER_NOT_FOUND = 'Order not found';

/** docs/requirements/core-shop.md §9: the only payment method, and the default. */
export const CASH_ON_DELIVERY = 'Cash on Delivery';
export const COUNTRY = 'Bangladesh';
export const MAX_ADDRESS_LENGTH = 200;
export const MAX_CITY_LENGTH = 100;
/** A Bangladeshi postal code: four digits. */
export const POSTAL_CODE_LENGTH = 4;
export const MAX_COUNTRY_LENGTH = 60;
/** An Idempotency-Key header or a form token: at most this long. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;
/** Order numbers start at 100001; this bound only keeps garbage out of the query (the tracking form reads it). */
export const MAX_ORDER_NUMBER_LENGTH = 20;
/** Where an order is after it is placed (ADR 017). Cash collected is its own fact (`isPaid`). */
export const ORDER_STATUSES = ['placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'refused', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** A customer's return (the seed's refund policy): asked, then approved or refused by the shop, then received with its refund. */
export const RETURN_STATES = ['requested', 'approved', 'refused', 'received'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];
/** What an order's history records: each state entered, the cash collected, and its return's steps. */
export const ORDER_EVENT_KINDS = [...ORDER_STATUSES, 'paid', 'return-requested', 'return-approved', 'return-refused', 'refunded'] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/**
 * The changes a customer is told of by SMS and mail (a return's decision and refund among them),
 * and those by mail only (packed, a return asked; a pick-up order's packed is by SMS too: it is
 * ready at the counter). Placed has its own confirmation; paid is part of delivered. Any other
 * kind is recorded already told (ADR 044).
 */
export const TOLD_BY_SMS: readonly OrderEventKind[] = ['confirmed', 'shipped', 'delivered', 'cancelled', 'refused', 'returned', 'return-approved', 'return-refused', 'refunded'];
export const TOLD: readonly OrderEventKind[] = [...TOLD_BY_SMS, 'packed', 'return-requested'];

export const MAX_RETURN_REASON_LENGTH = 1000;

/** Until when a delivered order may be returned: `hours` after delivery (settings: `returnHours`, the seed's 24); null when it may not. */
export function returnableUntil(order: { status: OrderStatus; deliveredAt: Date | null }, hours: number): Date | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return null;
  return new Date(order.deliveredAt.getTime() + hours * 60 * 60 * 1000);
}

/** What a return's units cost: each line's order price times the units sent back (the most a refund and its charges come to). */
export const returnWorth = (lines: readonly { line: number; qty: number }[], items: readonly { price: number }[]) =>
  lines.reduce((sum, { line, qty }) => sum + (items[line - 1]?.price ?? 0) * qty, 0);

/** How a refund is paid back: cash at the counter, a mobile wallet or the bank. */
export const REFUND_METHODS = ['cash', 'bkash', 'nagad', 'rocket', 'bank'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const MAX_REFUND_REFERENCE_LENGTH = 100;

/**
 * The one state machine: the states an order may move to from each. Cancelled is only before
 * shipping; a parcel on its way is delivered or refused at the door; a delivered one may come
 * back. Delivered straight from placed, confirmed or packed is a hand-over without a courier
 * (a counter sale, a pick-up).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['confirmed', 'delivered', 'cancelled'],
  confirmed: ['packed', 'delivered', 'cancelled'],
  packed: ['shipped', 'delivered', 'cancelled'],
  shipped: ['delivered', 'refused'],
  delivered: ['returned'],
  cancelled: [],
  refused: [],
  returned: [],
};

/** The states an order's units come back into stock on entering: once, since no state is entered twice. */
export const RESTOCKING_STATUSES: readonly OrderStatus[] = ['cancelled', 'refused', 'returned'];

/** What the courier or the counter collects: the total, unless it is paid or the order will not be handed over. */
export const amountToCollect = (order: { isPaid: boolean; status: OrderStatus; totalPrice: number }) =>
  order.isPaid || RESTOCKING_STATUSES.includes(order.status) ? 0 : order.totalPrice;

/** The states a customer may still cancel their own unpaid order in: before it is packed. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['placed', 'confirmed'];

/** The admin list's search box (a number, a mobile number or a name): at most this long. */
export const MAX_ORDER_SEARCH_LENGTH = 100;

/** A note on a change of state (a cancel's reason, the courier's word): at most this long. */
export const MAX_ORDER_NOTE_LENGTH = 500;

/**
 * How an order reaches the customer (issue 24): the courier at the standard fee and promise; express
 * at its own fee (settings) within 24 working hours of confirmation, the same day when confirmed
 * before noon (the seed's delivery terms); or picked up at one of the shop's outlets, free.
 */
export const DELIVERY_OPTIONS = ['standard', 'express', 'pickup'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/** Where a parcel's booking with a courier is (ADR 042). */
export const SHIPMENT_STATES = ['booking', 'booked', 'failed'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];
