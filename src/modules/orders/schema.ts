import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from '~/modules/catalog/schema.ts';
import { users } from '~/modules/users/schema.ts';
import { DELIVERY_OPTIONS, ORDER_EVENT_KINDS, ORDER_STATUSES, REFUND_METHODS, RETURN_STATES, SHIPMENT_STATES, type DeliveryOption, type OrderEventKind, type OrderStatus, type RefundMethod, type ReturnState, type ShipmentState } from './constants.ts';
import type { PickupOutlet, ShippingAddress } from './contracts.ts';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A customer's address book: several addresses, at most one default (the partial unique index),
 * which checkout prefills and uses. `district` is a key of src/platform/districts.ts; `phone` is
 * a Bangladeshi mobile number in E.164 (+8801712345678).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    district: text('district').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user').on(t.userId, t.createdAt), uniqueIndex('addresses_one_default').on(t.userId).where(sql`${t.isDefault}`)],
);

/**
 * An order as it was placed: the customer's name and e-mail, the shipping address and every
 * price are copies taken at that moment, so later changes to the account, the address book or
 * the catalogue never rewrite a bill. Money in poisha (ADR 003).
 *
 * `(user_id, idempotency_key)` is unique: a retried, double-clicked or concurrent submit with
 * one key makes one order. `request_hash` tells a true retry from a different order sent with
 * a reused key.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The human-friendly order number people quote on the phone. */
    number: integer('number').notNull().generatedAlwaysAsIdentity({ startWith: 100001 }),
    // An order outlives the account that placed it (the books need it): the copies below remain.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    delivery: text('delivery').$type<DeliveryOption>().notNull().default('standard'),
    /** The outlet a pick-up order waits at, as it was when ordered (a copy, like the address); null unless picked up. */
    pickupOutlet: jsonb('pickup_outlet').$type<PickupOutlet>(),
    itemsPrice: integer('items_price').notNull(),
    shippingPrice: integer('shipping_price').notNull(),
    taxPrice: integer('tax_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    /** Where the order is (ORDER_TRANSITIONS); changed only by one conditional update from the state it leaves. */
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the customer got it; kept when a delivered order is returned. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number').on(t.number),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    // My Orders, newest first; the admin list newest first, whole or by state.
    index('orders_user_created').on(t.userId, t.createdAt.desc()),
    index('orders_created').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_created').on(t.status, t.createdAt.desc(), t.id.desc()),
    // Tracking and the admin list's other orders to one mobile number.
    index('orders_phone').on(sql`(${t.shippingAddress}->>'phone')`),
    // The admin list's search by the customer's name (any part of it).
    index('orders_customer_name_trgm').using('gin', t.customerName.op('gin_trgm_ops')),
    check('orders_prices_non_negative', sql`${t.itemsPrice} >= 0 and ${t.shippingPrice} >= 0 and ${t.taxPrice} >= 0 and ${t.totalPrice} >= 0`),
    check('orders_status', sql`${t.status} in (${sql.raw(quoted(ORDER_STATUSES))})`),
    check('orders_delivery', sql`${t.delivery} in (${sql.raw(quoted(DELIVERY_OPTIONS))}) and (${t.delivery} = 'pickup') = (${t.pickupOutlet} is not null)`),
    // docs/requirements/core-shop.md §4 made coherent for cash on delivery (ADR 017): a delivery time only on an order that was delivered.
    check('orders_delivered_at', sql`${t.deliveredAt} is null or ${t.status} in ('delivered', 'returned')`),
  ],
);

/** One line of an order: what was charged for it, copied from the product at the moment of sale. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    // A product deleted later leaves the line (name, image, price) as it was sold.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    image: text('image').notNull(),
    /** The price charged per unit (poisha), discounts applied. */
    price: integer('price').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_items_pk', columns: [t.orderId, t.line] }),
    check('order_items_qty_positive', sql`${t.qty} > 0`),
    index('order_items_product').on(t.productId),
  ],
);

/** The history of an order: each state it entered and the cash collected, with who, when and a note. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    /** Who did it; null once that account is deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** Why (a cancel's reason), or what the customer should know (the courier's word); null when none was given. */
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** When the customer's SMS and mail of this change were written (tell-customers); null while they wait. Kinds not told are written told. */
    toldAt: timestamp('told_at', { withTimezone: true }),
  },
  (t) => [
    index('order_events_order').on(t.orderId, t.at),
    index('order_events_untold').on(t.at).where(sql`${t.toldAt} is null`),
    check('order_events_kind', sql`${t.kind} in (${sql.raw(quoted(ORDER_EVENT_KINDS))})`),
  ],
);

/**
 * An order's parcel with a courier (ADR 042), one an order. `booking` is written and committed
 * before a courier's API is called, so a process that dies mid-call leaves a row that says a
 * consignment may exist (the job asks the courier by invoice before booking again: never two).
 * `booked` holds what the customer follows; `failed` is a refusal, with the courier's word and
 * when to try again (null: not by itself, the address must change first).
 */
export const shipments = pgTable(
  'shipments',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'manual' (typed by an admin) or the API provider's name ('steadfast'). */
    provider: text('provider').notNull(),
    courier: text('courier').notNull(),
    state: text('state').$type<ShipmentState>().notNull(),
    consignmentId: text('consignment_id'),
    trackingCode: text('tracking_code'),
    trackingUrl: text('tracking_url'),
    /** The courier's last status word. */
    courierStatus: text('courier_status'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipments_state', sql`${t.state} in (${sql.raw(quoted(SHIPMENT_STATES))})`),
    index('shipments_state_updated').on(t.state, t.updatedAt),
  ],
);

/**
 * A customer's return of delivered units (the seed's refund policy): the lines and units asked
 * back with the customer's reason, the shop's decision and its note, then the units received
 * (back in stock once) with the refund paid: how, how much, the charges kept and a reference.
 * At most one return an order that is not refused.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state').$type<ReturnState>().notNull().default('requested'),
    reason: text('reason').notNull(),
    /** The order's lines (order_items.line) and how many units of each come back. */
    lines: jsonb('lines').$type<{ line: number; qty: number }[]>().notNull(),
    /** The shop's word on its decision; null when it gave none. */
    decisionNote: text('decision_note'),
    refundMethod: text('refund_method').$type<RefundMethod>(),
    /** Paid back to the customer (poisha), the charges kept already taken off. */
    refundAmount: integer('refund_amount'),
    refundCharges: integer('refund_charges'),
    refundReference: text('refund_reference'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_returns_one_open').on(t.orderId).where(sql`${t.state} <> 'refused'`),
    index('order_returns_order').on(t.orderId),
    check('order_returns_state', sql`${t.state} in (${sql.raw(quoted(RETURN_STATES))})`),
    check('order_returns_refund_method', sql`${t.refundMethod} is null or ${t.refundMethod} in (${sql.raw(quoted(REFUND_METHODS))})`),
    check('order_returns_refund_non_negative', sql`${t.refundAmount} >= 0 and ${t.refundCharges} >= 0`),
  ],
);
