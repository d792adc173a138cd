import type { ShopSettings } from '~/modules/settings/index.ts';
import { invalid } from '~/platform/errors.ts';
import { DELIVERY_OPTIONS, type DeliveryOption } from './constants.ts';

/** What an order costs, in poisha: computed by the server only (docs/requirements/README.md). */
export interface Quote {
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
}

export type PricingSettings = Pick<ShopSettings, 'freeShippingThreshold' | 'shippingFee' | 'localShippingFee' | 'shopDistrict' | 'taxRateBasisPoints' | 'expressFee'>;

export const EXPRESS_NOT_OFFERED = 'Express delivery is not offered: choose standard delivery or pick-up';

/** The delivery options a shop with these settings offers: express only with a fee set. */
export const offeredDeliveries = (settings: Pick<ShopSettings, 'expressFee'>): DeliveryOption[] => DELIVERY_OPTIONS.filter((option) => option !== 'express' || settings.expressFee !== null);

/**
 * The one price rule of an order (docs/requirements/core-shop.md §9, from the shop settings): standard shipping is free
 * when the items price is over the threshold (default ৳100), else the flat fee (default ৳100),
 * or the local fee when one is set and the address is in the shop's own district, as couriers
 * charge less there. Express costs its own fee whatever the items cost (400 when the shop offers
 * none); a pick-up at an outlet costs nothing. Tax is the rate (basis points, default 0) of the
 * items price, rounded to the poisha. The place-order review and the order itself both call this.
 */
export function quoteOrder(itemsPrice: number, settings: PricingSettings, district: string | null, delivery: DeliveryOption = 'standard'): Quote {
  if (delivery === 'express' && settings.expressFee === null) throw invalid(EXPRESS_NOT_OFFERED);
  const local = settings.localShippingFee !== null && district === settings.shopDistrict;
  const standard = itemsPrice > settings.freeShippingThreshold ? 0 : local ? settings.localShippingFee! : settings.shippingFee;
  const shippingPrice = delivery === 'pickup' ? 0 : delivery === 'express' ? settings.expressFee! : standard;
  const taxPrice = Math.round((itemsPrice * settings.taxRateBasisPoints) / 10_000);
  return { itemsPrice, shippingPrice, taxPrice, totalPrice: itemsPrice + shippingPrice + taxPrice };
}

/**
 * What delivery costs before checkout (the cart, the shipping and place-order steps), by the same
 * rule as the order (`quoteOrder`): the charge to the shopper's district, or, when none is known
 * yet, the charge inside the shop's district and elsewhere; and how much more the items must cost
 * for delivery to be free (shipping is free when the items cost *over* the threshold).
 */
export interface DeliveryQuote {
  /** The district the charge is for, or null when the shopper has not named one. */
  district: string | null;
  /** The order's prices to that district now (poisha), as checkout will charge them; null without a district. */
  quote: Quote | null;
  /** The charge inside the shop's district, and elsewhere, for these items (poisha). */
  localPrice: number;
  elsewherePrice: number;
  shopDistrict: string;
  /** Delivery is free when the items cost over this (poisha). */
  freeOver: number;
  /** Free already, wherever it goes. */
  free: boolean;
  /** How far the items are from the threshold (poisha): free once they cost more than this on top; 0 when free. */
  shortOfFree: number;
}

export function quoteDelivery(itemsPrice: number, settings: PricingSettings, district: string | null): DeliveryQuote {
  const localPrice = quoteOrder(itemsPrice, settings, settings.shopDistrict).shippingPrice;
  // A district no other than the shop's: the flat fee.
  const elsewherePrice = quoteOrder(itemsPrice, settings, null).shippingPrice;
  const quote = district === null ? null : quoteOrder(itemsPrice, settings, district);
  // Free wherever it goes: over the threshold, or both fees set to nothing.
  const free = localPrice === 0 && elsewherePrice === 0;
  // Charged means the items do not cost over the threshold: they are this far from it.
  const shortOfFree = free ? 0 : Math.max(0, settings.freeShippingThreshold - itemsPrice);
  return { district, quote, localPrice, elsewherePrice, shopDistrict: settings.shopDistrict, freeOver: settings.freeShippingThreshold, free, shortOfFree };
}
