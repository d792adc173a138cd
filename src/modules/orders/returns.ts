import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '~/platform/db/index.ts';
import { DomainError, forbidden, invalid, notFound } from '~/platform/errors.ts';
import { formatTaka } from '~/platform/money.ts';
import { ORDER_NOT_FOUND, type RefundMethod, returnableUntil, returnWorth } from './constants.ts';
import type { Order, OrderReturn, Refund, ReturnDecision, ReturnRequest } from './contracts.ts';
import { orderReturns, orders } from './schema.ts';
import { type Actor, record } from './history.ts';

export const RETURN_EXISTS = 'This order already has a return';
export const NO_RETURN = 'This order has no return';
export const RETURN_IN_PROGRESS = 'This order has a return in progress: it is returned by receiving the return';
/** A refund's method as the note in the order's history names it. */
const METHOD_NAMES: Record<RefundMethod, string> = {
  cash: 'Cash',
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  bank: 'Bank transfer',
};

/** The order's latest return, or null. */
export async function returnOf(db: DbOrTx, orderId: string): Promise<OrderReturn | null> {
  const [row] = await db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(desc(orderReturns.requestedAt))
    .limit(1);
  if (!row) return null;
  const refund =
    row.refundMethod === null
      ? null
      : {
          method: row.refundMethod,
          amount: row.refundAmount ?? 0,
          charges: row.refundCharges ?? 0,
          reference: row.refundReference,
        };
  return {
    id: row.id,
    state: row.state,
    reason: row.reason,
    lines: row.lines,
    decisionNote: row.decisionNote,
    refund,
    requestedAt: row.requestedAt,
    decidedAt: row.decidedAt,
    receivedAt: row.receivedAt,
  };
}

/**
 * What a return asks back, checked against the order as its customer sees it: delivered, within
 * `hours` of delivery, no return open or done, each line one of the order's with at most its units.
 * Answers the lines' products and units (the flow asks the catalogue which may come back).
 */
export function linesAskedBack(order: Order, request: ReturnRequest, hours: number, now = new Date()): { productId: string | null; name: string; qty: number }[] {
  const until = returnableUntil(order, hours);
  if (!until) throw new DomainError('CONFLICT', `This order is ${order.status}: only a delivered order can be returned`);
  if (now > until) throw new DomainError('CONFLICT', `Returns are taken within ${hours} hours of delivery: please call us`);
  if (order.orderReturn && order.orderReturn.state !== 'refused') throw new DomainError('CONFLICT', RETURN_EXISTS);
  return request.lines.map(({ line, qty }) => {
    const ordered = order.orderItems[line - 1];
    if (!ordered) throw invalid(`Line ${line} is not a line of this order`);
    if (qty > ordered.qty) throw invalid(`${ordered.name}: at most ${ordered.qty} can be returned`);
    return { productId: ordered.product, name: ordered.name, qty };
  });
}

/** Writes a checked return (linesAskedBack) and its history entry; of two at once, one is written and the other is a 409. */
export async function insertReturn(tx: Tx, actor: Actor, orderId: string, request: ReturnRequest): Promise<void> {
  const [written] = await tx
    .insert(orderReturns)
    .values({ orderId, reason: request.reason, lines: request.lines.map(({ line, qty }) => ({ line, qty })) })
    .onConflictDoNothing()
    .returning({ id: orderReturns.id });
  if (!written) throw new DomainError('CONFLICT', RETURN_EXISTS);
  await record(tx, orderId, 'return-requested', actor);
}

/** The shop approves or refuses an asked return, once; its note is what the customer reads. */
export async function decideReturn(db: DbOrTx, actor: Actor, orderId: string, decision: ReturnDecision): Promise<void> {
  if (!actor.isAdmin) throw forbidden();
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(orderReturns)
      .set({
        state: decision.decision === 'approve' ? 'approved' : 'refused',
        decisionNote: decision.note,
        decidedAt: sql`now()`,
      })
      .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.state, 'requested')))
      .returning({ id: orderReturns.id });
    if (!decided) throw await noReturnIn(tx, orderId, 'requested');
    await record(tx, orderId, decision.decision === 'approve' ? 'return-approved' : 'return-refused', actor, decision.note);
  });
}

/**
 * The approved return's units arrived and the refund was paid: recorded once (of two at once,
 * one happens, the other is a 409). The refund and the charges kept may come to at most what
 * the units returned cost. Answers the units returned and whether they are all of the order's.
 */
export async function receiveReturn(
  tx: Tx,
  actor: Actor,
  order: Order,
  refund: Refund,
): Promise<{ lines: { productId: string; qty: number }[]; whole: boolean }> {
  if (!actor.isAdmin) throw forbidden();
  const open = order.orderReturn;
  if (!open || open.state !== 'approved') throw await noReturnIn(tx, order.id, 'approved');
  const worth = returnWorth(open.lines, order.orderItems);
  if (refund.amount + refund.charges > worth)
    throw invalid(`The refund and the charges come to more than the returned items cost (${formatTaka(worth)})`);
  const [received] = await tx
    .update(orderReturns)
    .set({
      state: 'received',
      receivedAt: sql`now()`,
      refundMethod: refund.method,
      refundAmount: refund.amount,
      refundCharges: refund.charges,
      refundReference: refund.reference,
    })
    .where(and(eq(orderReturns.id, open.id), eq(orderReturns.state, 'approved')))
    .returning({ id: orderReturns.id });
  if (!received) throw await noReturnIn(tx, order.id, 'approved');
  const note = [formatTaka(refund.amount), METHOD_NAMES[refund.method], ...(refund.reference ? [refund.reference] : [])].join(
    ' · ',
  );
  await record(tx, order.id, 'refunded', actor, note);
  const units = (lines: { qty: number }[]) => lines.reduce((sum, line) => sum + line.qty, 0);
  return {
    lines: open.lines.flatMap(({ line, qty }) => {
      const productId = order.orderItems[line - 1].product;
      return productId ? [{ productId, qty }] : [];
    }),
    whole: units(open.lines) === units(order.orderItems),
  };
}

/** Why a return could not move: the order is not found, has no return, or its return is in another state. */
async function noReturnIn(db: DbOrTx, orderId: string, needed: 'requested' | 'approved'): Promise<DomainError> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return notFound(ORDER_NOT_FOUND);
  const current = await returnOf(db, orderId);
  if (!current) return new DomainError('CONFLICT', NO_RETURN);
  return new DomainError('CONFLICT', `This order's return is ${current.state}, not ${needed}`);
}

/** Whether a return is asked or approved: the order then moves to returned only by receiving it. */
export async function hasOpenReturn(db: DbOrTx, orderId: string): Promise<boolean> {
  const current = await returnOf(db, orderId);
  return current !== null && (current.state === 'requested' || current.state === 'approved');
}
