import { putLines, takeGuestCart } from '~/modules/cart/index.ts';
import { listPurchasables } from '~/modules/catalog/index.ts';
import type { Db } from '~/platform/db/index.ts';

/**
 * A guest signs in or registers: their guest cart moves into the account's cart. For a product
 * in both, the guest's quantity wins (it is the latest choice), capped by the stock now; a guest
 * line whose product ran out is dropped, leaving the account's own line as it was. One
 * transaction: the guest cart is gone exactly when its lines are in the account.
 */
export async function mergeGuestCart(db: Db, guestToken: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const lines = await takeGuestCart(tx, guestToken);
    if (lines.length === 0) return;
    const stock = new Map((await listPurchasables(tx, lines.map((line) => line.productId))).map((p) => [p.id, p.countInStock]));
    const kept = lines.flatMap((line) => {
      const left = stock.get(line.productId) ?? 0;
      return left > 0 ? [{ ...line, qty: Math.min(line.qty, left) }] : [];
    });
    await putLines(tx, { userId }, kept);
  });
}
