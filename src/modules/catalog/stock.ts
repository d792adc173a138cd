import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '~/platform/db/index.ts';
import { DomainError, notFound } from '~/platform/errors.ts';
import { salePrice } from './price.ts';
import { categories, products } from './schema.ts';

/** A product sold: what an order line copies, read in the same statement that took the stock. */
export interface StockTaken {
  id: string;
  slug: string;
  name: string;
  image: string;
  /** The price charged (poisha) at the moment the stock was taken. */
  salePrice: number;
  qty: number;
  /** What is left in stock after this sale. */
  left: number;
}

/**
 * Takes `qty` of each product out of stock, or nothing at all: the caller's transaction rolls
 * back on the error. Each line is one conditional update (`count_in_stock >= qty`), which locks
 * the row, so two buyers of the last unit never both get it; rows are taken in id order, so
 * concurrent orders of the same products never deadlock. The price and name returned are read
 * under that lock. An unknown product is a 404; too few left a 409 naming the product.
 */
export async function takeStock(tx: Tx, lines: { productId: string; qty: number }[]): Promise<StockTaken[]> {
  const taken: StockTaken[] = [];
  for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    const [row] = await tx
      .update(products)
      .set({ countInStock: sql`${products.countInStock} - ${line.qty}` })
      .where(and(eq(products.id, line.productId), gte(products.countInStock, line.qty)))
      .returning({ id: products.id, slug: products.slug, name: products.name, image: products.image, salePrice, left: products.countInStock });
    if (row) {
      taken.push({ ...row, qty: line.qty });
      continue;
    }
    const [left] = await tx.select({ name: products.name, countInStock: products.countInStock }).from(products).where(eq(products.id, line.productId)).limit(1);
    if (!left) throw notFound('Product not found');
    throw new DomainError('OUT_OF_STOCK', left.countInStock > 0 ? `Only ${left.countInStock} of ${left.name} left in stock` : `${left.name} is out of stock`);
  }
  return taken;
}

/** Puts sold units back into stock (a cancelled order); products deleted since are skipped. */
export async function returnStock(tx: Tx, lines: { productId: string; qty: number }[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    await tx
      .update(products)
      .set({ countInStock: sql`${products.countInStock} + ${line.qty}` })
      .where(eq(products.id, line.productId));
  }
}

/** Of these products, those whose category takes no returns (software and licences, by the seed's policy). */
export async function unreturnableProducts(db: DbOrTx, productIds: string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(products.id, productIds), eq(categories.returnable, false)));
  return new Set(rows.map((row) => row.id));
}
