import { invalidateCatalogCache, returnStock, unreturnableProducts } from '~/modules/catalog/index.ts';
import type { Refund, ReturnRequest } from '~/modules/orders/contracts.ts';
import {
  type Actor,
  changeStatus,
  getOrder,
  getOrderFor,
  insertReturn,
  linesAskedBack,
  receiveReturn,
} from '~/modules/orders/index.ts';
import { getSettings } from '~/modules/settings/index.ts';
import type { SessionUser } from '~/modules/users/contracts.ts';
import type { Cache } from '~/platform/cache.ts';
import type { Db } from '~/platform/db/index.ts';
import { DomainError, forbidden } from '~/platform/errors.ts';

/**
 * The customer asks to return units of their delivered order (the seed's refund policy): within
 * the shop's window (settings: `returnHours`), lines of the order, none of a category that takes no returns (software and
 * licences), one return an order. Someone else's order is not found; an admin asks nothing.
 */
export async function askReturn(db: Db, user: SessionUser, orderId: string, request: ReturnRequest): Promise<void> {
  if (user.isAdmin) throw forbidden();
  await db.transaction(async (tx) => {
    const { returnHours } = await getSettings(tx);
    const asked = linesAskedBack(await getOrderFor(tx, user, orderId), request, returnHours);
    const unreturnable = await unreturnableProducts(
      tx,
      asked.flatMap((line) => (line.productId ? [line.productId] : [])),
    );
    const refused = asked.find((line) => line.productId && unreturnable.has(line.productId));
    if (refused)
      throw new DomainError('CONFLICT', `${refused.name} cannot be returned: software and licences are not taken back`);
    await insertReturn(tx, user, orderId, request);
  });
}

/**
 * The approved return's units arrived and the refund was paid: its units go back into stock
 * once, and an order returned whole becomes returned (ADR 017). Once committed, shared reads
 * showing stock are dropped.
 */
export async function receiveReturnedItems(db: Db, cache: Cache, actor: Actor, orderId: string, refund: Refund): Promise<void> {
  await db.transaction(async (tx) => {
    const received = await receiveReturn(tx, actor, await getOrder(tx, orderId), refund);
    // Whole: the state change puts every unit back (the order's own restocking); else just these.
    const lines = received.whole ? await changeStatus(tx, actor, orderId, { status: 'returned', note: null }) : received.lines;
    await returnStock(tx, lines);
  });
  invalidateCatalogCache(cache);
}
