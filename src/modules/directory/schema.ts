import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands } from '~/modules/catalog/schema.ts';

/**
 * docs/requirements/content-pages.md §2 Brand directory: old links name a brand by a manufacturer id
 * (`manufacturer_id` 170, 171, and 21 for the shop's own PC builds). Each id points at a brand
 * of the catalogue, so those links open that brand's page.
 */
export const manufacturerLinks = pgTable('manufacturer_links', {
  manufacturerId: integer('manufacturer_id').primaryKey(),
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
});

/** A sales outlet of the contact page (docs/requirements/content-pages.md §3: branch name, address, phone, map link). */
export const outlets = pgTable(
  'outlets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** Bengali versions for Bengali pages; null: the English one (docs/decisions/039). */
    nameBn: text('name_bn'),
    addressBn: text('address_bn'),
    phone: text('phone').notNull(),
    /** An https address on a map site, opened in a new tab; '' for none. */
    mapUrl: text('map_url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outlets_name').on(t.name)],
);

/**
 * A bank of the 0% EMI page (docs/requirements/content-pages.md §3: name, logo, applicable for online and
 * offline, tenures, minimum purchase, condition). Applicable online when it has online tenures,
 * offline when it has offline ones.
 */
export const emiBanks = pgTable(
  'emi_banks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    onlineTenures: integer('online_tenures').array().notNull().default(sql`'{}'::integer[]`),
    offlineTenures: integer('offline_tenures').array().notNull().default(sql`'{}'::integer[]`),
    /** Poisha. */
    minimumPurchase: integer('minimum_purchase').notNull(),
    condition: text('condition').notNull().default(''),
    /** The condition in Bengali for Bengali pages; null: the English one (docs/decisions/039). */
    conditionBn: text('condition_bn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emi_banks_name').on(t.name)],
);
