import type { CartOwner } from '~/modules/cart/contracts.ts';
import { putLines } from '~/modules/cart/index.ts';
import { requireCompleteBuild } from '~/modules/pcbuilder/index.ts';
import type { BuildParts } from '~/modules/pcbuilder/constants.ts';
import type { Db } from '~/platform/db/index.ts';
import { DomainError } from '~/platform/errors.ts';

/**
 * The PC builder's Add to Cart: every chosen part goes into the cart, one of each (a part
 * already in the cart gets quantity one, as any add replaces the quantity, ADR 014). The
 * required slots must be filled and every part still in the catalogue (400 naming them), and
 * every part in stock (409 naming those that are not). One transaction: all parts or none.
 */
export async function addBuildToCart(db: Db, owner: CartOwner, parts: BuildParts): Promise<number> {
  return db.transaction(async (tx) => {
    const build = await requireCompleteBuild(tx, parts);
    const out = build.items.filter((item) => item.product.countInStock <= 0);
    if (out.length) throw new DomainError('OUT_OF_STOCK', `Out of stock: ${out.map((item) => item.product.name).join(', ')}`);
    await putLines(
      tx,
      owner,
      build.items.map((item) => ({ productId: item.product.id, qty: 1, priceSeen: item.product.salePrice })),
    );
    return build.items.length;
  });
}
