/**
 * What delivery costs in each demo shop, in whole taka: the settings are seeded from this and
 * the delivery page says the same, so the two cannot disagree. Courier rates as Bangladeshi
 * shops charge them (inside the shop's own district less than elsewhere), and free delivery
 * over an amount a real order reaches (a few accessories, a month of medicines).
 */
export interface DemoDelivery {
  /** The shop's own district (a key of src/platform/districts.ts). */
  shopDistrict: string;
  /** The fee inside the shop's district. */
  localShippingFee: number;
  /** The fee anywhere else. */
  shippingFee: number;
  /** Delivery is free when the items cost over this. */
  freeShippingThreshold: number;
  /** Express delivery's fee (within 24 working hours of confirmation), whatever the items cost. */
  expressFee: number;
}

export const DEMO_DELIVERY = {
  electronics: { shopDistrict: 'khulna', localShippingFee: 60, shippingFee: 120, freeShippingThreshold: 5_000, expressFee: 200 },
  homeopathy: { shopDistrict: 'dhaka', localShippingFee: 60, shippingFee: 120, freeShippingThreshold: 1_500, expressFee: 150 },
} as const satisfies Record<'electronics' | 'homeopathy', DemoDelivery>;
