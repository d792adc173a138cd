import { and, asc, desc, eq, getTableColumns, gte, sql, type SQL } from 'drizzle-orm';
import type { StockTaken } from '~/modules/catalog/index.ts';
import type { SessionUser } from '~/modules/users/contracts.ts';
import type { DbOrTx, Tx } from '~/platform/db/index.ts';
import { DomainError, forbidden, notFound } from '~/platform/errors.ts';
import { pageCount } from '~/platform/paging.ts';
import { ORDERS_PAGE_SIZE, type Order, type OrderEventKind, type OrderListQuery, type OrderStatus, type OrderSummary, type ShippingAddress } from './contracts.ts';
import type { Quote } from './pricing.ts';
import { orderEvents, orderItems, orders } from './schema.ts';

export const ORDER_NOT_FOUND = 'Order not found';
/** My Orders shows this many of the newest orders. */
export const MY_ORDERS_SHOWN = 100;

/** Who acts on an order: the customer or an admin, as the session knows them. */
export type Actor = Pick<SessionUser, 'id' | 'name' | 'isAdmin'>;

/** The status a person reads, from the flags (ADR 017): cancelled, delivered, paid, else placed. */
const statusSql = sql<OrderStatus>`case when ${orders.isCancelled} then 'cancelled' when ${orders.isDelivered} then 'delivered' when ${orders.isPaid} then 'paid' else 'placed' end`;

const whereStatus = (status: OrderStatus): SQL => {
  switch (status) {
    case 'cancelled':
      return eq(orders.isCancelled, true);
    case 'delivered':
      return eq(orders.isDelivered, true);
    case 'paid':
      return sql`${orders.isPaid} and not ${orders.isDelivered} and not ${orders.isCancelled}`;
    case 'placed':
      return sql`not ${orders.isPaid} and not ${orders.isDelivered} and not ${orders.isCancelled}`;
  }
};

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
      ...order.quote,
    })
    .returning({ ...getTableColumns(orders), status: statusSql });
  const { status, ...placed } = row;
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
    insert into ${orderEvents} (order_id, kind, actor_id, actor_name)
    values (${placed.id}::uuid, 'placed', ${order.customer.id}::uuid, ${order.customer.name})
    returning at`);
  return toOrder(placed, status, lines, [{ kind: 'placed', actorName: order.customer.name, at: new Date(rows[0].at) }]);
}

/** The one mapping from stored rows to an Order (getOrder, and insertOrder from what it wrote). */
function toOrder(
  o: typeof orders.$inferSelect,
  status: OrderStatus,
  lines: { productId: string | null; name: string; image: string; price: number; qty: number }[],
  events: { kind: OrderEventKind; actorName: string; at: Date }[],
): Order {
  return {
    id: o.id,
    number: o.number,
    user: { id: o.userId ?? '', name: o.customerName, email: o.customerEmail },
    orderItems: lines.map((line) => ({ product: line.productId, name: line.name, image: line.image, price: line.price, qty: line.qty })),
    shippingAddress: o.shippingAddress,
    paymentMethod: o.paymentMethod,
    itemsPrice: o.itemsPrice,
    shippingPrice: o.shippingPrice,
    taxPrice: o.taxPrice,
    totalPrice: o.totalPrice,
    isPaid: o.isPaid,
    paidAt: o.paidAt,
    isDelivered: o.isDelivered,
    deliveredAt: o.deliveredAt,
    isCancelled: o.isCancelled,
    cancelledAt: o.cancelledAt,
    status,
    createdAt: o.createdAt,
    history: events.map((event) => ({ kind: event.kind, by: event.actorName, at: event.at })),
  };
}

/** One order with its lines and history, whoever asks (the callers decide who may see it). */
export async function getOrder(db: DbOrTx, id: string): Promise<Order> {
  const [row] = await db.select({ order: orders, status: statusSql }).from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  const [lines, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.line)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at), asc(orderEvents.kind)),
  ]);
  return toOrder(row.order, row.status, lines, events);
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
  isDelivered: orders.isDelivered,
  deliveredAt: orders.deliveredAt,
  isCancelled: orders.isCancelled,
  status: statusSql,
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

/** `GET /api/orders/myorders` and the profile's My Orders: the customer's newest orders. */
export async function listMyOrders(db: DbOrTx, userId: string): Promise<OrderSummary[]> {
  const rows = await db.select(summaryColumns).from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(MY_ORDERS_SHOWN);
  return rows.map(toSummary);
}

/** The admin's order list: newest first, ORDERS_PAGE_SIZE a page, optionally one status. */
export async function listOrders(db: DbOrTx, query: OrderListQuery) {
  const where = query.status ? whereStatus(query.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((query.pageNumber - 1) * ORDERS_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { orders: rows.map(toSummary), page: query.pageNumber, pages: pageCount(total, ORDERS_PAGE_SIZE), totalCount: total };
}

async function record(db: DbOrTx, orderId: string, kind: OrderEventKind, actor: Actor) {
  await db.insert(orderEvents).values({ orderId, kind, actorId: actor.id, actorName: actor.name });
}

/** Why a state change found no order to change: the order's state says. */
async function refusal(db: DbOrTx, id: string, doing: 'pay' | 'deliver' | 'cancel'): Promise<DomainError> {
  const [row] = await db.select({ isCancelled: orders.isCancelled, isDelivered: orders.isDelivered }).from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) return notFound(ORDER_NOT_FOUND);
  if (row.isCancelled) return new DomainError('CONFLICT', doing === 'cancel' ? 'This order is already cancelled' : 'This order is cancelled');
  if (row.isDelivered && doing === 'cancel') return new DomainError('CONFLICT', 'A delivered order cannot be cancelled');
  return new DomainError('CONFLICT', 'This order cannot be changed now');
}

/**
 * An admin records the cash collected for a cash-on-delivery order (ADR 017). Already paid:
 * nothing changes (a repeated call answers the order). A cancelled order cannot be paid (409).
 * Anyone else is refused (403) before the order is looked at, whichever door they came through.
 */
export async function markPaid(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  if (!actor.isAdmin) throw forbidden();
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ isPaid: true, paidAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.isCancelled, false), eq(orders.isPaid, false)))
      .returning({ id: orders.id });
    if (changed) return record(tx, id, 'paid', actor);
    const [row] = await tx.select({ isPaid: orders.isPaid, isCancelled: orders.isCancelled }).from(orders).where(eq(orders.id, id)).limit(1);
    if (row?.isPaid && !row.isCancelled) return;
    throw await refusal(tx, id, 'pay');
  });
}

/**
 * An admin marks an order delivered (docs/requirements/core-shop.md §4, made coherent for cash on delivery in ADR
 * 017): the courier hands over the goods and takes the cash at once, so delivering an unpaid
 * cash-on-delivery order also records it paid, at the same moment. Already delivered: nothing
 * changes. A cancelled order cannot be delivered (409). Anyone but an admin is refused (403).
 */
export async function markDelivered(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  if (!actor.isAdmin) throw forbidden();
  await db.transaction(async (tx) => {
    const now = new Date();
    const [changed] = await tx
      .update(orders)
      .set({ isDelivered: true, deliveredAt: now, isPaid: true, paidAt: sql`coalesce(${orders.paidAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(orders.id, id), eq(orders.isCancelled, false), eq(orders.isDelivered, false)))
      .returning({ id: orders.id, wasPaid: sql<boolean>`${orders.paidAt} < ${now.toISOString()}::timestamptz` });
    if (changed) {
      if (!changed.wasPaid) await record(tx, id, 'paid', actor);
      return record(tx, id, 'delivered', actor);
    }
    const [row] = await tx.select({ isDelivered: orders.isDelivered }).from(orders).where(eq(orders.id, id)).limit(1);
    if (row?.isDelivered) return;
    throw await refusal(tx, id, 'deliver');
  });
}

/**
 * Closes an order as cancelled in the caller's transaction and answers what goes back into
 * stock. One conditional update: of two cancels sent at once, the second finds it already
 * cancelled (409), so stock comes back once. The customer may cancel their own order until it
 * is paid or delivered; an admin any order not delivered. Someone else's order is not found.
 */
export async function closeCancelled(tx: Tx, actor: Actor, id: string): Promise<{ productId: string; qty: number }[]> {
  const [changed] = await tx
    .update(orders)
    .set({ isCancelled: true, cancelledAt: new Date() })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.isCancelled, false),
        eq(orders.isDelivered, false),
        actor.isAdmin ? undefined : and(eq(orders.userId, actor.id), eq(orders.isPaid, false)),
      ),
    )
    .returning({ id: orders.id });
  if (!changed) {
    if (!actor.isAdmin) {
      const [own] = await tx.select({ isPaid: orders.isPaid, isCancelled: orders.isCancelled, isDelivered: orders.isDelivered }).from(orders).where(and(eq(orders.id, id), eq(orders.userId, actor.id))).limit(1);
      if (!own) throw notFound(ORDER_NOT_FOUND);
      if (own.isPaid && !own.isCancelled && !own.isDelivered) throw new DomainError('CONFLICT', 'A paid order can only be cancelled by the shop: please call us');
    }
    throw await refusal(tx, id, 'cancel');
  }
  await record(tx, id, 'cancelled', actor);
  const lines = await tx.select({ productId: orderItems.productId, qty: orderItems.qty }).from(orderItems).where(eq(orderItems.orderId, id));
  return lines.flatMap((line) => (line.productId ? [{ productId: line.productId, qty: line.qty }] : []));
}
