import { createCookie } from 'react-router';
import { getCart } from '~/modules/cart/index.ts';
import { getDefaultAddress } from '~/modules/orders/index.ts';
import { quoteDelivery, type DeliveryQuote } from '~/modules/orders/index.ts';
import { getSettings } from '~/modules/settings/index.ts';
import { districtByKey } from '~/platform/districts.ts';
import type { WebContext } from '~/web/context.ts';

/**
 * The district the cart prices delivery to, as the shopper last chose it on the cart page (or
 * last delivered to at checkout): kept for a year, unreadable to scripts. The cart is personal
 * (the page cache renders it for each visitor who has any cookie of their own, this one too).
 */
export const districtCookie = createCookie('haat_district', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

/** The district in the shopper's cookie; anything that is not one of the 64 is ignored. */
export async function readDistrictChoice(request: Request): Promise<string | null> {
  const value: unknown = await districtCookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && districtByKey(value) ? value : null;
}

export const writeDistrictChoice = (district: string) => districtCookie.serialize(district);

/** Where the district came from: the shopper's choice, their default address, or nowhere yet. */
export type DistrictSource = 'chosen' | 'address' | null;

/**
 * The cart's delivery line: to the district the shopper chose (the cookie) first, else to the
 * signed-in shopper's default address, else none yet (both charges shown). Priced with the
 * order's own rule (`quoteDelivery` over `quoteOrder`), so checkout charges what the cart said.
 */
export async function cartDelivery(
  request: Request,
  context: WebContext,
  itemsPrice: number,
): Promise<{ delivery: DeliveryQuote; source: DistrictSource }> {
  const chosen = await readDistrictChoice(request);
  const fromAddress = chosen || !context.user ? null : ((await getDefaultAddress(context.db, context.user.id))?.district ?? null);
  const district = chosen ?? fromAddress;
  const settings = await getSettings(context.db);
  return { delivery: quoteDelivery(itemsPrice, settings, district), source: chosen ? 'chosen' : fromAddress ? 'address' : null };
}

/** The signed-in shopper's cart priced to each of some districts (the shipping step's saved addresses). */
export async function deliveryTo(context: WebContext, userId: string, districts: (string | null)[]): Promise<DeliveryQuote[]> {
  const [cart, settings] = await Promise.all([getCart(context.db, { userId }), getSettings(context.db)]);
  return districts.map((district) => quoteDelivery(cart.totalPrice, settings, district));
}
