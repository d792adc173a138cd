import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * The transactional outbox: a mail a use case decided to send, written in the same transaction
 * as what it reports (an order), and handed to the mailer only after that commits
 * (`deliverPendingMails`). A rolled-back order leaves no row, so no mail; a crash after the
 * commit leaves the row, which the next delivery run sends. `sentAt` marks it done.
 */
export const pendingMails = pgTable(
  'pending_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** A delivery run holds the mail until then; another run takes it over after (a crashed run). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [index('pending_mails_unsent').on(t.createdAt).where(sql`${t.sentAt} is null`)],
);
