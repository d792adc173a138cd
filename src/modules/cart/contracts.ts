import { z } from 'zod';
import { DISTRICT_KEYS } from '~/platform/districts.ts';
import { numeric } from '~/platform/numeric.ts';

/** No line holds more than this many of a product, whatever the stock (the table checks it too). */
export const MAX_CART_QUANTITY = 999;

/** Whose cart: a signed-in user's, or a guest's, known by the token in their cookie. */
export type CartOwner = { userId: string } | { guestToken: string };

const qtyMessage = `Quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`;
/** A quantity of one product: a whole number from 1 to MAX_CART_QUANTITY (the cart's and an order's line). */
export const QuantitySchema = numeric(
  qtyMessage,
  z.number({ error: qtyMessage }).int(qtyMessage).min(1, qtyMessage).max(MAX_CART_QUANTITY, qtyMessage),
);
const productId = z.uuid({ error: 'Invalid product id' });

/** `POST /api/cart/items` and the cart page's quantity form: a product and its new quantity. */
export const CartItemInputSchema = z.object({ productId, qty: QuantitySchema });
export type CartItemInput = z.infer<typeof CartItemInputSchema>;

/** The cart page's remove button. */
export const CartItemRemoveSchema = z.object({ productId });

/** The cart page's district for its delivery charge: one of the 64 (src/platform/districts.ts). */
export const DeliveryDistrictSchema = z.object({ district: z.enum(DISTRICT_KEYS, { error: 'Choose a district' }) });

/** The cart page's forms: a line's new quantity, its removal, or the district to deliver to. */
export const CartFormSchema = z.discriminatedUnion('intent', [
  CartItemInputSchema.extend({ intent: z.literal('set') }),
  CartItemRemoveSchema.extend({ intent: z.literal('remove') }),
  DeliveryDistrictSchema.extend({ intent: z.literal('district') }),
]);

/**
 * `/cart/{slug}?qty=N`: the quantity from the product page's picker; absent means one.
 * The product comes from the path, by slug or id.
 */
export const CartAddQuerySchema = z.object({ qty: QuantitySchema.optional().default(1) });

/** A cart line, named as docs/requirements/core-shop.md §3's cart item (product, name, image, price, countInStock, qty), priced as a product is. */
export interface CartLine {
  /** The product's id. */
  product: string;
  slug: string;
  name: string;
  image: string;
  /** The regular price now (poisha), as on a product. */
  price: number;
  /** The price charged now (poisha): below `price` when a discount applies. */
  salePrice: number;
  /** The price charged when the shopper last chose this line, when it differs from now. */
  previousSalePrice: number | null;
  qty: number;
  countInStock: number;
  /** Nothing left: the line cannot be ordered. */
  outOfStock: boolean;
  /** Fewer left than the quantity chosen: only `countInStock` can be ordered. */
  short: boolean;
  /** salePrice × the quantity that can be ordered now. */
  lineTotal: number;
}

export interface Cart {
  items: CartLine[];
  /** Units that can be ordered now (out-of-stock lines count 0, short lines their stock). */
  totalItems: number;
  /** Their price now (poisha). */
  totalPrice: number;
  /** Some line changed price, ran out or runs short since it was chosen. */
  hasChanges: boolean;
}

export const EMPTY_CART: Cart = { items: [], totalItems: 0, totalPrice: 0, hasChanges: false };
