import { invalidateCatalogCache, returnStock } from '~/modules/catalog/index.ts';
import type { OrderStatus } from '~/modules/orders/constants.ts';
import { changeStatus, type Actor, type OrderStatusChange } from '~/modules/orders/index.ts';
import type { Cache } from '~/platform/cache.ts';
import type { Db } from '~/platform/db/index.ts';

/**
 * An order moves to another state (ADR 017) and, when it is cancelled, refused at the door or
 * returned, its units go back into stock, in one transaction. The state changes by one
 * conditional update on the state it leaves (`only`: if it is still in that one), so of two
 * changes at once only one happens (and returns the stock); the other is a 409. Once
 * committed, shared reads showing stock are dropped.
 */
export async function changeOrderStatus(db: Db, cache: Cache, actor: Actor, orderId: string, change: OrderStatusChange, only?: OrderStatus): Promise<void> {
  const restocked = await db.transaction(async (tx) => {
    const lines = await changeStatus(tx, actor, orderId, change, only);
    await returnStock(tx, lines);
    return lines.length > 0;
  });
  if (restocked) invalidateCatalogCache(cache);
}

/** The customer (their own order, unpaid, before it is packed) or an admin cancels an order. */
export function cancelOrder(db: Db, cache: Cache, actor: Actor, orderId: string, note: string | null = null): Promise<void> {
  return changeOrderStatus(db, cache, actor, orderId, { status: 'cancelled', note });
}
