import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row: the shop's own facts and pricing defaults (docs/requirements/README.md). */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    shopName: text('shop_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    supportHours: text('support_hours').notNull(),
    deliveryPromise: text('delivery_promise').notNull(),
    /** The Bengali versions Bengali pages show; null: the English one (docs/decisions/039). */
    addressBn: text('address_bn'),
    supportHoursBn: text('support_hours_bn'),
    deliveryPromiseBn: text('delivery_promise_bn'),
    /** Free shipping when the items price is over this, in poisha. */
    freeShippingThreshold: integer('free_shipping_threshold').notNull(),
    /** Flat shipping fee in poisha. */
    shippingFee: integer('shipping_fee').notNull(),
    /** The district the shop delivers from (a key of src/platform/districts.ts). */
    shopDistrict: text('shop_district').notNull().default('khulna'),
    /** Shipping fee in poisha inside the shop's own district, as couriers charge less there; null: the flat fee everywhere. */
    localShippingFee: integer('local_shipping_fee'),
    /** Tax rate in basis points (1% = 100). */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    /** Express delivery's fee in poisha, whatever the items cost; null: express is not offered. */
    expressFee: integer('express_fee'),
    /** Days an order may stay placed, never confirmed by the shop, before it is cancelled and its stock goes back. */
    confirmationDays: integer('confirmation_days').notNull().default(3),
    /** Hours after delivery within which a customer may ask for a return (the seed's policy: 24). */
    returnHours: integer('return_hours').notNull().default(24),
    /** The demo catalogue the database was seeded with. */
    catalog: text('catalog').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);
