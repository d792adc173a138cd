import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Where an SMS stands: waiting (or waiting to be retried), being sent, and how it ended (ADR 037). */
export const SMS_STATES = ['pending', 'sending', 'sent', 'failed', 'unconfirmed'] as const;
export type SmsState = (typeof SMS_STATES)[number];

/**
 * The SMS outbox: every SMS the shop decided to send (a sign-in code, an order confirmation),
 * written in the transaction of what it reports and handed to the gateway after the commit
 * (`deliverPendingSms`). Without a gateway, this row is the message: admins read it at
 * /admin/outbox. A message is sent at most once (a run claims it first); a failed send is
 * retried with a growing delay.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164, +8801712345678. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    /** The text holds a secret (a sign-in code): shown to admins only while SMS stay in the outbox. */
    secret: boolean('secret').notNull().default(false),
    state: text('state', { enum: SMS_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A run that took the message holds it until then; past it the run is presumed crashed. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Not worth sending after this (a code that has expired). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_messages_created').on(t.createdAt.desc()),
    index('sms_messages_due').on(t.nextAttemptAt).where(sql`${t.state} in ('pending', 'sending')`),
    index('sms_messages_to_created').on(t.to, t.createdAt.desc()),
  ],
);
