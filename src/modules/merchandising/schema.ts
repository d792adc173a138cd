import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Bengali versions for Bengali pages; null: the English one (docs/decisions/039). */
    titleBn: text('title_bn'),
    descriptionBn: text('description_bn'),
    imageUrl: text('image_url').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offers_created').on(t.createdAt.desc())],
);

export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Bengali versions for Bengali pages; null: the English one (docs/decisions/039). */
    titleBn: text('title_bn'),
    descriptionBn: text('description_bn'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notices_created').on(t.createdAt.desc())],
);
