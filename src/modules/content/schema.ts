import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BuyingTip, FaqEntry } from './contracts.ts';

/**
 * The descriptive block shown under a category listing (docs/requirements/core-shop.md §2, docs/requirements/content-pages.md §2):
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

/**
 * A policy or company page (docs/requirements/content-pages.md §2: about, privacy, terms with the warranty terms,
 * delivery, refund and return, points), one row per page and language, edited by admins. `body`
 * is rich text as the sanitizer returns it (docs/decisions/007); `{email}`, `{phone}`, `{hours}`
 * and `{shopName}` in it are filled from the shop settings when the page is shown.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The page's key ("about", "refund-return"); its address comes from CONTENT_PAGES (src/modules/content/constants.ts). */
    slug: text('slug').notNull(),
    language: text('language').notNull().default('en'),
    title: text('title').notNull(),
    /** The search engines' summary (`<meta name="description">`). */
    metaDescription: text('meta_description').notNull().default(''),
    body: text('body').notNull(),
    /** A YouTube video under the text (the points page), kept as its watch address (docs/decisions/035). */
    videoUrl: text('video_url'),
    /** The title and the uploaded picture the page shows for the video before it plays. */
    videoTitle: text('video_title'),
    videoPicture: text('video_picture'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_pages_slug_language').on(t.slug, t.language)],
);

/** A blog article (docs/requirements/content-pages.md §2 Blog). A draft has no `publishedAt` and is seen by admins only. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The author label of the card ("Haat Desk"). */
    author: text('author').notNull(),
    /** The card's intro, plain text. */
    intro: text('intro').notNull(),
    /** Rich text as the sanitizer returns it. */
    body: text('body').notNull(),
    /** Bengali versions for Bengali pages (the body sanitized as the English one); null: the English one (docs/decisions/039). */
    titleBn: text('title_bn'),
    introBn: text('intro_bn'),
    bodyBn: text('body_bn'),
    /** A picture under /uploads. */
    image: text('image').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Article page views, for the Popular Post sidebar. */
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug').on(t.slug),
    index('blog_posts_published').on(t.publishedAt.desc(), t.id),
    index('blog_posts_views').on(t.views.desc(), t.id),
  ],
);

/** A visitor's comment on an article; shown only once an admin has approved it. */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    text: text('text').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_comments_post').on(t.postId, t.createdAt), index('blog_comments_pending').on(t.approvedAt, t.createdAt)],
);
