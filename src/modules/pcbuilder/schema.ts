import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '~/modules/users/schema.ts';
import type { QuoteLine, SavedPart } from './contracts.ts';

/**
 * A build saved to an account ("Save PC"). Its parts name products by id without a foreign key,
 * with the name they had when saved: a product deleted from the catalogue since is shown as no
 * longer available by that name instead of vanishing from the build (or blocking the delete).
 */
export const pcBuilds = pgTable(
  'pc_builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    parts: jsonb('parts').$type<SavedPart[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pc_builds_user_updated').on(t.userId, t.updatedAt.desc())],
);

/**
 * "Get a Quote": the build's parts and prices as they were when quoted, with a number and a
 * date until which the shop holds them. Anyone may ask; the quote is read by its id (a UUID,
 * not guessable), and belongs to the account that asked when one did.
 */
export const pcQuotes = pgTable(
  'pc_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique('pc_quotes_number'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    /** poisha */
    total: integer('total').notNull(),
    wattage: integer('wattage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [check('pc_quotes_total_non_negative', sql`${t.total} >= 0`)],
);
