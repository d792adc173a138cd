import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { StockTaken } from '~/modules/catalog/index.ts';
import type { SessionUser } from '~/modules/users/contracts.ts';
import { containsPattern, type DbOrTx, type Tx } from '~/platform/db/index.ts';
import { DomainError, forbidden, notFound } from '~/platform/errors.ts';
import { dhakaDayStart } from '~/platform/numerals.ts';
import { pageCount } from '~/platform/paging.ts';
import { CUSTOMER_CANCELLABLE, type DeliveryOption, ORDER_NOT_FOUND, ORDER_STATUSES, ORDER_TRANSITIONS, RESTOCKING_STATUSES } from './constants.ts';
import type { DistrictKey } from '~/platform/districts.ts';
import { type AdminOrderSummary, ORDERS_PAGE_SIZE, type Order, type PastOrders, type OrderEventKind, type OrderFilters, type OrderListQuery, type OrderReturn, type OrderStatus, type OrderStatusChange, type OrderShipment, type OrderSummary, type PickupOutlet, type ShippingAddress } from './contracts.ts';
import type { Quote } from './pricing.ts';
import { type Actor, record } from './history.ts';
import { hasOpenReturn, RETURN_IN_PROGRESS, returnOf } from './returns.ts';
import { orderEvents, orderItems, orders, shipments } from './schema.ts';
import { shipmentOf } from './shipments.ts';

/** My Orders shows this many of the newest orders. */
export const MY_ORDERS_SHOWN = 100;

/** Delivered: it reached the customer (a returned order was delivered first). Cancelled: the state. */
const isDeliveredSql = sql<boolean>`${orders.deliveredAt} is not null`;
const isCancelledSql = sql<boolean>`${orders.status} = 'cancelled'`;

/** An order placed earlier with this idempotency key by this customer, if any. */
export async function findOrderByKey(db: DbOrTx, userId: string, key: string): Promise<{ id: string; requestHash: string | null } | null> {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

export interface NewOrder {
  customer: Pick<SessionUser, 'id' | 'name' | 'email'>;
  idempotencyKey: string | null;
  requestHash: string;
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  delivery: DeliveryOption;
  pickupOutlet: PickupOutlet | null;
  lines: StockTaken[];
  quote: Quote;
}

/**
 * Writes an order, its lines (in the order given) and its first history entry, in the caller's
 * transaction (the place-order flow, which has taken the stock), and answers the order as
 * getOrder would, from what was written: two statements, no read back. The unique
 * `(user_id, idempotency_key)` refuses a second order with one key.
 */
export async function insertOrder(tx: Tx, order: NewOrder): Promise<Order> {
  const [row] = await tx
    .insert(orders)
    .values({
      userId: order.customer.id,
      customerName: order.customer.name,
      customerEmail: order.customer.email,
      idempotencyKey: order.idempotencyKey,
      requestHash: order.requestHash,
      shippingAddress: order.shippingAddress,
      paymentMethod: order.paymentMethod,
      delivery: order.delivery,
      pickupOutlet: order.pickupOutlet,
      ...order.quote,
    })
    .returning(getTableColumns(orders));
  const placed = row;
  const lines = order.lines.map((line, i) => ({ productId: line.id, name: line.name, image: line.image, price: line.salePrice, qty: line.qty, line: i + 1 }));
  // The lines and the history entry in one statement.
  const values = sql.join(
    lines.map((line) => sql`(${placed.id}::uuid, ${line.line}::int, ${line.productId}::uuid, ${line.name}, ${line.image}, ${line.price}::int, ${line.qty}::int)`),
    sql`, `,
  );
  const { rows } = await tx.execute<{ at: Date | string }>(sql`
    with lines as (
      insert into ${orderItems} (order_id, line, product_id, name, image, price, qty) values ${values}
    )
    insert into ${orderEvents} (order_id, kind, actor_id, actor_name, told_at)
    values (${placed.id}::uuid, 'placed', ${order.customer.id}::uuid, ${order.customer.name}, now())
    returning at`);
  return toOrder(placed, lines, [{ kind: 'placed', actorName: order.customer.name, note: null, at: new Date(rows[0].at) }]);
}

/** The one mapping from stored rows to an Order (getOrder, and insertOrder from what it wrote). */
function toOrder(
  o: typeof orders.$inferSelect,
  lines: { productId: string | null; name: string; image: string; price: number; qty: number }[],
  events: { kind: OrderEventKind; actorName: string; note: string | null; at: Date }[],
  shipment: OrderShipment | null = null,
  orderReturn: OrderReturn | null = null,
): Order {
  return {
    id: o.id,
    number: o.number,
    user: { id: o.userId ?? '', name: o.customerName, email: o.customerEmail },
    orderItems: lines.map((line) => ({ product: line.productId, name: line.name, image: line.image, price: line.price, qty: line.qty })),
    shippingAddress: o.shippingAddress,
    paymentMethod: o.paymentMethod,
    delivery: o.delivery,
    pickupOutlet: o.pickupOutlet,
    shipment,
    itemsPrice: o.itemsPrice,
    shippingPrice: o.shippingPrice,
    taxPrice: o.taxPrice,
    totalPrice: o.totalPrice,
    isPaid: o.isPaid,
    paidAt: o.paidAt,
    isDelivered: o.deliveredAt !== null,
    deliveredAt: o.deliveredAt,
    isCancelled: o.status === 'cancelled',
    cancelledAt: o.cancelledAt,
    status: o.status,
    createdAt: o.createdAt,
    history: events.map((event) => ({ kind: event.kind, by: event.actorName, at: event.at, note: event.note })),
    orderReturn,
  };
}

/** One order with its lines and history, whoever asks (the callers decide who may see it). */
export async function getOrder(db: DbOrTx, id: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [lines, events, shipment, orderReturn] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.line)),
    // Of one moment's entries the cash comes first: a delivery records it in the same transaction.
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at), desc(sql`${orderEvents.kind} = 'paid'`)),
    shipmentOf(db, id),
    returnOf(db, id),
  ]);
  return toOrder(row, lines, events, shipment, orderReturn);
}

/**
 * An order as `viewer` may see it: their own, or any for an admin. Someone else's order is not
 * found (404), exactly like an order that does not exist, so ids cannot be probed.
 */
export async function getOrderFor(db: DbOrTx, viewer: Pick<SessionUser, 'id' | 'isAdmin'>, id: string): Promise<Order> {
  if (!viewer.isAdmin) {
    const [own] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, id), eq(orders.userId, viewer.id))).limit(1);
    if (!own) throw notFound(ORDER_NOT_FOUND);
  }
  return getOrder(db, id);
}

const summaryColumns = {
  id: orders.id,
  number: orders.number,
  userId: orders.userId,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
  itemNames: sql<string[]>`(select coalesce(array_agg(${orderItems.name} order by ${orderItems.line}), '{}') from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
  totalQty: sql<number>`(select coalesce(sum(${orderItems.qty}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
  totalPrice: orders.totalPrice,
  isPaid: orders.isPaid,
  paidAt: orders.paidAt,
  isDelivered: isDeliveredSql,
  deliveredAt: orders.deliveredAt,
  isCancelled: isCancelledSql,
  status: orders.status,
  createdAt: orders.createdAt,
};

type SummaryRow = { userId: string | null; customerName: string; customerEmail: string } & Omit<OrderSummary, 'user'>;
const toSummary = ({ userId, customerName, customerEmail, ...row }: SummaryRow): OrderSummary => ({
  ...row,
  user: { id: userId ?? '', name: customerName, email: customerEmail },
});

/** The customer's newest order placed since `since`, or null (Back after placing an order leads to it). */
export async function findOrderPlacedSince(db: DbOrTx, userId: string, since: Date): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), gte(orders.createdAt, since)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ?? null;
}

/** Orders still placed (never confirmed) that were placed before `before`, oldest first, at most `limit`. */
export async function listUnconfirmedOrders(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'placed'), lt(orders.createdAt, before)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** `GET /api/orders/myorders` and the profile's My Orders: the customer's newest orders. */
export async function listMyOrders(db: DbOrTx, userId: string): Promise<OrderSummary[]> {
  const rows = await db.select(summaryColumns).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(MY_ORDERS_SHOWN);
  return rows.map(toSummary);
}

// What an admin judges an order by before phoning: where it goes, and how this mobile number's
// other orders ended (a number whose parcels come back is a risk for cash on delivery). The outer
// row is named in full: drizzle writes a lone table's columns unqualified, which the subquery would take as its own.
const confirmationColumns = {
  delivery: orders.delivery,
  phone: sql<string>`${orders.shippingAddress}->>'phone'`,
  district: sql<DistrictKey | null>`${orders.shippingAddress}->>'district'`,
  pastOrders: sql<PastOrders>`(
    select jsonb_build_object(
      'total', count(*)::int,
      'delivered', (count(*) filter (where past.status = 'delivered'))::int,
      'refused', (count(*) filter (where past.status = 'refused'))::int,
      'returned', (count(*) filter (where past.status = 'returned'))::int)
    from ${orders} as past
    where past.shipping_address->>'phone' = "orders".shipping_address->>'phone' and past.id <> "orders".id)`,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The orders the admin list's filters keep (OrderFilters); the days are Dhaka's. */
function filtersWhere(filters: Partial<OrderFilters>): SQL | undefined {
  const { q } = filters;
  return and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.delivery ? eq(orders.delivery, filters.delivery) : undefined,
    filters.district ? sql`${orders.shippingAddress}->>'district' = ${filters.district}` : undefined,
    filters.courier ? sql`exists (select 1 from ${shipments} where ${shipments.orderId} = ${orders.id} and lower(${shipments.courier}) = lower(${filters.courier}))` : undefined,
    filters.from ? gte(orders.createdAt, dhakaDayStart(filters.from)) : undefined,
    filters.to ? lt(orders.createdAt, new Date(dhakaDayStart(filters.to).getTime() + DAY_MS)) : undefined,
    q?.by === 'number' ? eq(orders.number, q.number) : undefined,
    q?.by === 'phone' ? sql`${orders.shippingAddress}->>'phone' = ${q.phone}` : undefined,
    q?.by === 'name' ? ilike(orders.customerName, containsPattern(q.name)) : undefined,
  );
}

/** The admin's order list: newest first, ORDERS_PAGE_SIZE a page, the orders its filters keep. */
export async function listOrders(db: DbOrTx, query: Partial<OrderFilters> & Pick<OrderListQuery, 'pageNumber'>): Promise<{ orders: AdminOrderSummary[]; page: number; pages: number; totalCount: number }> {
  const where = filtersWhere(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...summaryColumns, ...confirmationColumns })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((query.pageNumber - 1) * ORDERS_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { orders: rows.map((row) => ({ ...toSummary(row), delivery: row.delivery, phone: row.phone, district: row.district, pastOrders: row.pastOrders })), page: query.pageNumber, pages: pageCount(total, ORDERS_PAGE_SIZE), totalCount: total };
}

/** The couriers parcels have gone with, for the list's courier filter. */
export async function listCouriersUsed(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ courier: shipments.courier }).from(shipments).orderBy(asc(shipments.courier)).limit(100);
  return rows.map((row) => row.courier);
}

/** A row of the order export: the order, where it goes and how, and its parcel. */
export interface ExportedOrder extends Omit<Order, 'history' | 'orderItems' | 'shipment' | 'user' | 'orderReturn'> {
  customerName: string;
  customerEmail: string;
  lines: { name: string; qty: number }[];
  courier: string | null;
  trackingCode: string | null;
}

const EXPORT_BATCH = 500;

/**
 * Every order the filters keep, newest first, read EXPORT_BATCH at a time after the last one
 * read (the index order, so a long export never holds one big result or skips a row).
 */
export async function* exportOrders(db: DbOrTx, filters: OrderFilters): AsyncGenerator<ExportedOrder[]> {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows: ExportedOrder[] = await db
      .select({
        ...getTableColumns(orders),
        isDelivered: isDeliveredSql,
        isCancelled: isCancelledSql,
        lines: sql<{ name: string; qty: number }[]>`(select coalesce(jsonb_agg(jsonb_build_object('name', ${orderItems.name}, 'qty', ${orderItems.qty}) order by ${orderItems.line}), '[]') from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
        courier: shipments.courier,
        trackingCode: shipments.trackingCode,
      })
      .from(orders)
      .leftJoin(shipments, eq(shipments.orderId, orders.id))
      .where(and(filtersWhere(filters), after ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(EXPORT_BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The states an order may enter `to` from (ORDER_TRANSITIONS read backwards). */
const statesBefore = (to: OrderStatus) => ORDER_STATUSES.filter((from) => ORDER_TRANSITIONS[from].includes(to));

/** A change found no order to change: not found (or not the customer's), or a 409 naming the state it is in. */
async function refusal(db: DbOrTx, actor: Actor, id: string, to: OrderStatus | 'paid'): Promise<DomainError> {
  const [row] = await db
    .select({ status: orders.status, isPaid: orders.isPaid })
    .from(orders)
    .where(and(eq(orders.id, id), actor.isAdmin ? undefined : eq(orders.userId, actor.id)))
    .limit(1);
  if (!row) return notFound(ORDER_NOT_FOUND);
  if (row.status === to) return new DomainError('CONFLICT', `This order is already ${to}`);
  // A customer only ever cancels (changeStatus), so what stops them is a payment or the state.
  if (!actor.isAdmin && row.isPaid && CUSTOMER_CANCELLABLE.includes(row.status)) {
    return new DomainError('CONFLICT', 'A paid order can only be cancelled by the shop: please call us');
  }
  if (!actor.isAdmin && ORDER_TRANSITIONS[row.status].includes('cancelled')) {
    return new DomainError('CONFLICT', `This order is ${row.status}: please call us to cancel it`);
  }
  return new DomainError('CONFLICT', to === 'paid' ? `This order is ${row.status} and cannot be paid` : `This order is ${row.status} and cannot become ${to}`);
}

/**
 * An admin records the cash collected for a cash-on-delivery order (ADR 017). Already paid:
 * nothing changes (a repeated call answers the order). A cancelled or refused order cannot be
 * paid (409). Anyone else is refused (403) before the order is looked at, whichever door they came through.
 */
export async function markPaid(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  if (!actor.isAdmin) throw forbidden();
  await db.transaction(async (tx) => {
    const payable: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => status !== 'cancelled' && status !== 'refused');
    const [changed] = await tx
      .update(orders)
      .set({ isPaid: true, paidAt: new Date() })
      .where(and(eq(orders.id, id), inArray(orders.status, payable), eq(orders.isPaid, false)))
      .returning({ id: orders.id });
    if (changed) return record(tx, id, 'paid', actor);
    const [row] = await tx.select({ isPaid: orders.isPaid, status: orders.status }).from(orders).where(eq(orders.id, id)).limit(1);
    if (row?.isPaid && payable.includes(row.status)) return;
    throw await refusal(tx, actor, id, 'paid');
  });
}

/**
 * Moves an order to `change.status` in the caller's transaction, if ORDER_TRANSITIONS allows it
 * from the state it is in, and answers what goes back into stock (only on entering cancelled,
 * refused or returned). One conditional update on the state it leaves: of two changes at once,
 * one happens and the other finds the new state (409), so stock comes back once. An admin may
 * make any allowed change; a customer only cancel their own unpaid order before it is packed.
 * Delivered also records the cash collected (cash on delivery, ADR 017). Someone else's order is
 * not found. `only`: the change happens only from that state (a job acting on what it listed).
 */
export async function changeStatus(tx: Tx, actor: Actor, id: string, change: OrderStatusChange, only?: OrderStatus): Promise<{ productId: string; qty: number }[]> {
  const to = change.status;
  const now = new Date();
  const customer = !actor.isAdmin;
  if (customer && to !== 'cancelled') throw forbidden();
  if (to === 'returned' && (await hasOpenReturn(tx, id))) throw new DomainError('CONFLICT', RETURN_IN_PROGRESS);
  const allowed = customer ? CUSTOMER_CANCELLABLE : statesBefore(to);
  const from = only ? allowed.filter((status) => status === only) : allowed;
  const [changed] = await tx
    .update(orders)
    .set({
      status: to,
      ...(to === 'cancelled' && { cancelledAt: now }),
      ...(to === 'delivered' && { deliveredAt: now, isPaid: true, paidAt: sql`coalesce(${orders.paidAt}, ${now.toISOString()}::timestamptz)` }),
    })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from]), customer ? and(eq(orders.userId, actor.id), eq(orders.isPaid, false)) : undefined))
    .returning({ wasPaid: sql<boolean>`${orders.paidAt} < ${now.toISOString()}::timestamptz` });
  if (!changed) throw await refusal(tx, actor, id, to);
  if (to === 'delivered' && !changed.wasPaid) await record(tx, id, 'paid', actor);
  await record(tx, id, to, actor, change.note);
  if (!RESTOCKING_STATUSES.includes(to)) return [];
  const lines = await tx.select({ productId: orderItems.productId, qty: orderItems.qty }).from(orderItems).where(eq(orderItems.orderId, id));
  return lines.flatMap((line) => (line.productId ? [{ productId: line.productId, qty: line.qty }] : []));
}

/**
 * An admin marks an order delivered (docs/requirements/core-shop.md §4, made coherent for cash on
 * delivery in ADR 017): the change to delivered, which also records the cash collected. Already
 * delivered: nothing changes (the PUT is idempotent). Anyone but an admin is refused (403).
 */
export async function markDelivered(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  if (!actor.isAdmin) throw forbidden();
  await db.transaction(async (tx) => {
    try {
      await changeStatus(tx, actor, id, { status: 'delivered', note: null });
    } catch (error) {
      // Delivered already, also by an admin who got there first a moment ago: nothing to do.
      const [row] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).limit(1);
      if (row?.status !== 'delivered') throw error;
    }
  });
}
