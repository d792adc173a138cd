import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsvector } from '~/platform/db/types.ts';
import { RESERVED_PRODUCT_SLUGS, type Availability, type SpecificationGroup } from './contracts.ts';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The name a Bengali page shows; null: the English name (docs/decisions/022). */
    nameBn: text('name_bn'),
    slug: text('slug').notNull().unique(),
    /** Slugs the category had before: old links find it and are redirected to the current one. */
    formerSlugs: text('former_slugs').array().notNull().default(sql`'{}'::text[]`),
    menuOrder: integer('menu_order').notNull().default(0),
    /** Position among the home page's featured cards (1..4), null when not featured. */
    homeCard: integer('home_card'),
    /** Flat discount in poisha applied to every product of the category. */
    discount: integer('discount').notNull().default(0),
    /** Whether its products may be returned (the seed's policy: software and licences cannot). */
    returnable: boolean('returnable').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One category per home card position.
    uniqueIndex('categories_home_card').on(t.homeCard),
    check('categories_home_card_range', sql`${t.homeCard} between 1 and 4`),
    check('categories_discount_non_negative', sql`${t.discount} >= 0`),
  ],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name a Bengali page shows; null: the English name. */
    nameBn: text('name_bn'),
    slug: text('slug').notNull(),
    /** Slugs it had before in its category: old links are redirected. */
    formerSlugs: text('former_slugs').array().notNull().default(sql`'{}'::text[]`),
    menuOrder: integer('menu_order').notNull().default(0),
  },
  (t) => [uniqueIndex('sub_categories_category_slug').on(t.categoryId, t.slug)],
);

export const brands = pgTable('brands', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** Slugs the brand had before: old links are redirected. */
  formerSlugs: text('former_slugs').array().notNull().default(sql`'{}'::text[]`),
  /** The brand's logo, an upload (`/uploads/…`); empty: none. */
  logo: text('logo').notNull().default(''),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    productCode: text('product_code').notNull().unique(),
    /** Regular price in poisha. */
    price: integer('price').notNull(),
    /** Flat discount in poisha on this product (the category's applies when larger). */
    discount: integer('discount').notNull().default(0),
    image: text('image').notNull().default(''),
    imagePreview: text('image_preview').notNull().default(''),
    additionalImages: text('additional_images').array().notNull().default(sql`'{}'::text[]`),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id, { onDelete: 'set null' }),
    feature: text('feature').notNull().default(''),
    description: text('description').notNull().default(''),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    countInStock: integer('count_in_stock').notNull().default(0),
    availability: text('availability').$type<Availability>().notNull().default('in_stock'),
    rating: real('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    specifications: jsonb('specifications').$type<SpecificationGroup[]>().notNull().default([]),
    fontCategory: text('font_category').notNull().default(''),
    isBold: boolean('is_bold').notNull().default(false),
    isItalic: boolean('is_italic').notNull().default(false),
    isUnderline: boolean('is_underline').notNull().default(false),
    searchVector: tsvector('search_vector'),
    // Derived columns for listings, written with the search document by refreshSearchDocuments
    // (see docs/decisions/008-listings-facets-and-search.md): the price charged, in poisha, and
    // the filter values read from the specifications, so listings filter, sort and count on an
    // index instead of parsing JSON per request.
    salePrice: integer('sale_price').notNull().default(0),
    /** "Intel", "AMD", ... from the specification value named Processor Brand (or Processor). */
    processorBrand: text('processor_brand'),
    /** "Intel Core i5", "AMD Ryzen 7", ... from the specification value named Processor Model. */
    processorType: text('processor_type'),
    /** Memory size in GB from the specification value named RAM (Capacity in the RAM category). */
    ramGb: integer('ram_gb'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_non_negative', sql`${t.price} >= 0`),
    check('products_discount_non_negative', sql`${t.discount} >= 0`),
    check('products_stock_non_negative', sql`${t.countInStock} >= 0`),
    // docs/requirements/core-shop.md §7: /api/products/top and /api/products/all are calls, never a product's page.
    check('products_slug_not_reserved', sql`${t.slug} not in (${sql.raw(RESERVED_PRODUCT_SLUGS.map((slug) => `'${slug}'`).join(', '))})`),
    check('products_availability', sql`${t.availability} in ('in_stock', 'pre_order', 'up_coming')`),
    // Listings order by newest first with the id as a tie-breaker, per category, per brand, or all.
    index('products_created').on(t.createdAt.desc(), t.id.desc()),
    index('products_category_created').on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    index('products_sub_category_created').on(t.subCategoryId, t.createdAt.desc(), t.id.desc()),
    index('products_brand_created').on(t.brandId, t.createdAt.desc(), t.id.desc()),
    // Listings by price, and the facet counts of a category or a brand, read only these
    // indexes (index-only scans): every filter column is part of the key.
    index('products_category_listing').on(
      t.categoryId,
      t.salePrice,
      t.id,
      t.brandId,
      t.subCategoryId,
      t.processorBrand,
      t.processorType,
      t.ramGb,
    ),
    index('products_brand_listing').on(t.brandId, t.salePrice, t.id, t.processorBrand, t.processorType, t.ramGb),
    index('products_search').using('gin', t.searchVector),
    // The admin list finds a product by part of its name or code (ILIKE '%...%') through these.
    index('products_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('products_code_trgm').using('gin', t.productCode.op('gin_trgm_ops')),
    // The admin list's pages and counts read only this index (index-only scans): newest first,
    // with the name and code a keyword is matched against, so a common word or a one- or
    // two-letter keyword (no trigram to look up) is matched without reading the wide rows.
    index('products_admin_list').on(t.createdAt.desc(), t.id.desc(), t.name, t.productCode),
  ],
);

/**
 * The distinct words of product names, brands, categories, keywords and key features: the
 * dictionary that a misspelt search word is corrected against (trigram similarity).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_trgm').using('gin', t.word.op('gin_trgm_ops'))],
);

/**
 * Words that find the same products (docs/decisions/004, "Amended (as typed)"): a group such as
 * laptop, ল্যাপটপ, লেপটপ. A search for any of them searches for all. Terms are stored as a
 * search reads them (lower-case, single spaces, no zero-width joiners); admins extend the list.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    terms: text('terms').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_synonyms_terms').using('gin', t.terms)],
);

/**
 * The specification glossary (docs/decisions/039): the Bengali of a specification group or field
 * name ("Processor" → "প্রসেসর"), which product, compare and PC-builder pages show on Bengali
 * pages; a name without an entry shows as it is. A term is unique whatever its case.
 */
export const specGlossary = pgTable(
  'spec_glossary',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    term: text('term').notNull(),
    bengali: text('bengali').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('spec_glossary_term').on(sql`lower(${t.term})`)],
);
