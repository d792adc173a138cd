import type { ShopSettings } from '~/modules/settings/service.ts';

/** What an order costs, in poisha: computed by the server only (shared/spec/README.md). */
export interface Quote {
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
}

export type PricingSettings = Pick<ShopSettings, 'freeShippingThreshold' | 'shippingFee' | 'localShippingFee' | 'shopDistrict' | 'taxRateBasisPoints'>;

/**
 * The one price rule of an order (core-shop.md §9, from the shop settings): shipping is free
 * when the items price is over the threshold (default ৳100), else the flat fee (default ৳100),
 * or the local fee when one is set and the address is in the shop's own district, as couriers
 * charge less there. Tax is the rate (basis points, default 0) of the items price, rounded to
 * the poisha. The place-order review and the order itself both call this.
 */
export function quoteOrder(itemsPrice: number, settings: PricingSettings, district: string | null): Quote {
  const local = settings.localShippingFee !== null && district === settings.shopDistrict;
  const shippingPrice = itemsPrice > settings.freeShippingThreshold ? 0 : local ? settings.localShippingFee! : settings.shippingFee;
  const taxPrice = Math.round((itemsPrice * settings.taxRateBasisPoints) / 10_000);
  return { itemsPrice, shippingPrice, taxPrice, totalPrice: itemsPrice + shippingPrice + taxPrice };
}
