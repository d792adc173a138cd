import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BuyingTip, FaqEntry } from './contracts.ts';

/**
 * The descriptive block shown under a category listing (core-shop.md §2, content-pages.md §2):
 * one per spec keyword and language, stored so an admin can edit it later.
 */
export const categoryDescriptions = pgTable(
  'category_descriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The spec's keyword, lower-case: "monitor", "graphics card", "pc case", "headset", "ac". */
    keyword: text('keyword').notNull(),
    /** Other keywords that name the same block, lower-case ("case" for "pc case"). */
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    /** The shop's category the block describes; its listing shows the block and its products are the examples. */
    categorySlug: text('category_slug').notNull(),
    language: text('language').notNull().default('en'),
    /** Also shown under any listing that lists a product of this category (laptop and AC). */
    showForListedProducts: boolean('show_for_listed_products').notNull().default(false),
    heading: text('heading').notNull(),
    intro: text('intro').notNull(),
    brands: text('brands').array().notNull().default(sql`'{}'::text[]`),
    buyingGuide: jsonb('buying_guide').$type<BuyingTip[]>().notNull().default([]),
    faq: jsonb('faq').$type<FaqEntry[]>().notNull().default([]),
    closing: text('closing').notNull(),
    /** Categories worth a look next, by slug (links under the block). */
    relatedCategorySlugs: text('related_category_slugs').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('category_descriptions_keyword_language').on(t.keyword, t.language),
    index('category_descriptions_category').on(t.categorySlug, t.language),
  ],
);
