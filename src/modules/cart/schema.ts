import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from '~/modules/catalog/schema.ts';
import { users } from '~/modules/users/schema.ts';

/**
 * A shopper's cart: a signed-in user's (one per user) or a guest's, found by the SHA-256 hash
 * of the random token in the guest's cookie (the token itself is never stored).
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .unique('carts_user')
      .references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash').unique('carts_guest_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('carts_one_owner', sql`num_nonnulls(${t.userId}, ${t.guestTokenHash}) = 1`),
    // Abandoned guest carts are found by age.
    index('carts_guest_updated').on(t.updatedAt).where(sql`${t.guestTokenHash} is not null`),
  ],
);

/**
 * One line per product per cart (the primary key), so concurrent adds of one product upsert
 * one row. `priceSeen` is the price charged (poisha) when the shopper last chose the line.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    priceSeen: integer('price_seen').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'cart_items_pk', columns: [t.cartId, t.productId] }),
    check('cart_items_qty_range', sql`${t.qty} between 1 and 999`),
    index('cart_items_product').on(t.productId),
  ],
);
