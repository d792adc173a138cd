import { sql, type SQL } from 'drizzle-orm';
import { products } from './schema.ts';

/**
 * The price charged (ADR 003): the regular price less the larger of the product's and its
 * category's flat discount, never below 0. The one place this rule is written: every product
 * write stores it in `products.sale_price` (search-documents.ts), and listing, search, the product page
 * and checkout read that column (`salePrice` below), so a filter, a sort and a bill agree.
 */
export function priceCharged(price: SQL, productDiscount: SQL, categoryDiscount: SQL): SQL<number> {
  return sql<number>`greatest(${price} - greatest(${productDiscount}, ${categoryDiscount}), 0)`;
}

/** What a reader selects for the price charged, in poisha. */
export const salePrice = products.salePrice;
