import { invalidateCatalogCache, returnStock } from '~/modules/catalog/index.ts';
import { closeCancelled, type Actor } from '~/modules/orders/index.ts';
import type { Cache } from '~/platform/cache.ts';
import type { Db } from '~/platform/db/index.ts';

/**
 * The customer (their own order, before it is paid) or an admin (any order not delivered)
 * cancels an order, and its units go back into stock, in one transaction. The order is closed
 * by one conditional update, so of two cancels at once only one returns the stock; the other is
 * a 409. Once committed, shared reads showing stock are dropped.
 */
export async function cancelOrder(db: Db, cache: Cache, actor: Actor, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const lines = await closeCancelled(tx, actor, orderId);
    await returnStock(tx, lines);
  });
  invalidateCatalogCache(cache);
}
