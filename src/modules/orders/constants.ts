/**
 * The order constants checkout pages use in the browser. This file imports nothing (no zod),
 * so a page can import it without pulling the validation library into the phone's JavaScript;
 * contracts.ts builds its schemas on these.
 */

/** docs/requirements/core-shop.md §9: the only payment method, and the default. */
export const CASH_ON_DELIVERY = 'Cash on Delivery';
export const COUNTRY = 'Bangladesh';
export const MAX_ADDRESS_LENGTH = 200;
export const MAX_CITY_LENGTH = 100;
/** A Bangladeshi postal code: four digits. */
export const POSTAL_CODE_LENGTH = 4;
export const MAX_COUNTRY_LENGTH = 60;
/** An Idempotency-Key header or a form token: at most this long. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;
/** Order numbers start at 100001; this bound only keeps garbage out of the query (the tracking form reads it). */
export const MAX_ORDER_NUMBER_LENGTH = 20;
export const ORDER_STATUSES = ['placed', 'paid', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
