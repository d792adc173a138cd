import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getPurchasable, listPurchasables } from '~/modules/catalog/index.ts';
import type { Cache } from '~/platform/cache.ts';
import { preparedStatement, type DbOrTx, type Tx } from '~/platform/db/index.ts';
import { DomainError, invalid } from '~/platform/errors.ts';
import { EMPTY_CART, MAX_CART_QUANTITY, type Cart, type CartLine, type CartOwner } from './contracts.ts';
import { cartItems, carts } from './schema.ts';

/** A new guest's cart token, for their cookie: 256 random bits. Only its hash is stored. */
export const newGuestCartToken = () => randomBytes(32).toString('base64url');
/** What newGuestCartToken makes; anything else in the cookie is ignored. */
export const isGuestCartToken = (value: string | undefined): value is string => typeof value === 'string' && /^[\w-]{43}$/.test(value);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const ownedBy = (owner: CartOwner) => ('userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.guestTokenHash, hashToken(owner.guestToken)));

/** The owner's cart id, making the cart on first use; concurrent first uses make one cart. */
async function cartIdFor(db: DbOrTx, owner: CartOwner): Promise<string> {
  const values = 'userId' in owner ? { userId: owner.userId } : { guestTokenHash: hashToken(owner.guestToken) };
  // A cart deleted between the two statements (a guest cart merged at sign-in) is made again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [made] = await db.insert(carts).values(values).onConflictDoNothing().returning({ id: carts.id });
    if (made) return made.id;
    const [found] = await db.update(carts).set({ updatedAt: new Date() }).where(ownedBy(owner)).returning({ id: carts.id });
    if (found) return found.id;
  }
  throw new Error('cart could neither be made nor found');
}

/** The owner's lines, oldest first: read on every signed-in page (the header's cart). */
function storedLines(db: DbOrTx, owner: CartOwner) {
  return 'userId' in owner ? linesOfUser(db).execute({ owner: owner.userId }) : linesOfGuest(db).execute({ owner: hashToken(owner.guestToken) });
}

const lines = (db: DbOrTx, owner: SQL) =>
  db
    .select({ productId: cartItems.productId, qty: cartItems.qty, priceSeen: cartItems.priceSeen })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(owner)
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
const linesOfUser = preparedStatement((db) => lines(db, eq(carts.userId, sql.placeholder('owner'))).prepare('cart_lines_of_user'));
const linesOfGuest = preparedStatement((db) => lines(db, eq(carts.guestTokenHash, sql.placeholder('owner'))).prepare('cart_lines_of_guest'));

/**
 * The cart as it stands now: every line re-reads the product's price charged and stock from
 * the catalogue, and says when the price changed since the shopper chose it, or when the stock
 * no longer covers it. The totals count what can be ordered now. No cart is an empty cart.
 * With `cache`, for a cart only shown, the products are read through the catalogue's cache
 * (listPurchasables).
 */
export async function getCart(db: DbOrTx, owner: CartOwner | null, cache?: Cache): Promise<Cart> {
  if (!owner) return EMPTY_CART;
  const stored = await storedLines(db, owner);
  if (stored.length === 0) return EMPTY_CART;
  const read = await listPurchasables(db, stored.map((line) => line.productId), cache);
  const products = new Map(read.map((p) => [p.id, p]));
  const items: CartLine[] = [];
  for (const line of stored) {
    const product = products.get(line.productId);
    if (!product) continue; // deleted since: its line goes with it (cascade)
    const orderable = Math.min(line.qty, Math.max(product.countInStock, 0));
    items.push({
      product: product.id,
      slug: product.slug,
      name: product.name,
      image: product.image,
      price: product.price,
      salePrice: product.salePrice,
      previousSalePrice: line.priceSeen === product.salePrice ? null : line.priceSeen,
      qty: line.qty,
      countInStock: product.countInStock,
      outOfStock: product.countInStock <= 0,
      short: product.countInStock > 0 && line.qty > product.countInStock,
      lineTotal: orderable * product.salePrice,
    });
  }
  return {
    items,
    totalItems: items.reduce((sum, line) => sum + (line.outOfStock ? 0 : Math.min(line.qty, line.countInStock)), 0),
    totalPrice: items.reduce((sum, line) => sum + line.lineTotal, 0),
    hasChanges: items.some((line) => line.previousSalePrice !== null || line.outOfStock || line.short),
  };
}

/**
 * Puts a product in the cart with this quantity, replacing the quantity of a line already
 * there (docs/requirements/core-shop.md §4). The product must exist and be in stock, and the quantity be a whole
 * number from 1 to the stock (at most MAX_CART_QUANTITY). One row per product per cart, even
 * when two requests set the same product at once (an upsert on the primary key).
 */
export async function setItem(db: DbOrTx, owner: CartOwner, productSlugOrId: string, qty: number): Promise<void> {
  if (!Number.isInteger(qty) || qty < 1 || qty > MAX_CART_QUANTITY) throw invalid(`Quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`);
  const product = await getPurchasable(db, productSlugOrId);
  if (product.countInStock <= 0) throw new DomainError('OUT_OF_STOCK', `${product.name} is out of stock`);
  if (qty > product.countInStock) throw new DomainError('OUT_OF_STOCK', `Only ${product.countInStock} of ${product.name} left in stock`);
  await db.transaction(async (tx) => {
    await putLines(tx, owner, [{ productId: product.id, qty, priceSeen: product.salePrice }]);
  });
}

/** Takes a product out of the cart; a product not in it changes nothing. */
export async function removeItem(db: DbOrTx, owner: CartOwner, productId: string): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.productId, productId), inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(ownedBy(owner)))));
}

/** Empties the cart (the cart itself stays, so its owner keeps one). */
export async function clearCart(db: DbOrTx, owner: CartOwner): Promise<void> {
  await db.delete(cartItems).where(inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(ownedBy(owner))));
}

export interface StoredLine {
  productId: string;
  qty: number;
  /** The price charged (poisha) when the line was chosen. */
  priceSeen: number;
}

/** Writes lines into the owner's cart, each replacing the quantity of the same product. */
export async function putLines(tx: Tx, owner: CartOwner, lines: StoredLine[]): Promise<void> {
  if (lines.length === 0) return;
  const cartId = await cartIdFor(tx, owner);
  await tx
    .insert(cartItems)
    .values(lines.map((line) => ({ cartId, ...line })))
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { qty: sql`excluded.qty`, priceSeen: sql`excluded.price_seen` },
    });
}

/** Removes a guest's cart and returns its lines, for merging into an account at sign-in. */
export async function takeGuestCart(tx: Tx, guestToken: string): Promise<StoredLine[]> {
  const owner = { guestToken };
  // Locks the cart first, so two sign-ins with one guest cookie merge it once.
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(ownedBy(owner)).for('update');
  if (!cart) return [];
  const lines = await storedLines(tx, owner);
  await tx.delete(carts).where(eq(carts.id, cart.id));
  return lines;
}
