import { sql } from 'drizzle-orm';
import type { SessionUser } from '~/modules/users/contracts.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { type OrderEventKind, TOLD } from './constants.ts';
import { orderEvents } from './schema.ts';

/** Who acts on an order: the customer or an admin, as the session knows them, or the shop's own jobs (no account). */
export type Actor = Pick<SessionUser, 'id' | 'name' | 'isAdmin'> | { id: null; name: string; isAdmin: true };

/** One entry of an order's history; a change the customer is told of waits for tell-customers (toldAt null). */
export async function record(db: DbOrTx, orderId: string, kind: OrderEventKind, actor: Actor, note: string | null = null) {
  await db
    .insert(orderEvents)
    .values({ orderId, kind, actorId: actor.id, actorName: actor.name, note, toldAt: TOLD.includes(kind) ? null : sql`now()` });
}
