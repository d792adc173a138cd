import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail kept by the outbox transport (the default when no SMTP server is configured). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created').on(t.createdAt.desc())],
);
