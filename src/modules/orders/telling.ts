import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '~/platform/db/index.ts';
import type { OrderEventKind } from './constants.ts';
import { orderEvents } from './schema.ts';

/** A change of state its customer has not been told of yet. */
export interface UntoldChange {
  id: string;
  orderId: string;
  kind: OrderEventKind;
  note: string | null;
}

/**
 * Up to `limit` changes not yet told, oldest first, locked for this transaction: another
 * process's run skips them (never two messages of one change), and they are told by whichever
 * run commits `markTold` with them.
 */
export async function claimUntoldChanges(tx: Tx, limit: number): Promise<UntoldChange[]> {
  const { rows } = await tx.execute<{ id: string; order_id: string; kind: OrderEventKind; note: string | null }>(sql`
    select id, order_id, kind, note from ${orderEvents}
    where told_at is null
    order by at, id
    limit ${limit}
    for update skip locked`);
  return rows.map((row) => ({ id: row.id, orderId: row.order_id, kind: row.kind, note: row.note }));
}

export async function markTold(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length > 0)
    await tx
      .update(orderEvents)
      .set({ toldAt: sql`now()` })
      .where(inArray(orderEvents.id, ids));
}
