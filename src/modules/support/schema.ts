import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * A complaint or a service support request (docs/requirements/content-pages.md §2, §5), posted to /home/saveTask.
 * `number` is what the customer quotes; `token` opens the customer's own view of the ticket.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    token: text('token').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('open'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    invoiceNumber: text('invoice_number'),
    /** The signed-in customer who sent it, if any. */
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_tickets_number').on(t.number),
    uniqueIndex('support_tickets_token').on(t.token),
    index('support_tickets_status').on(t.status, t.createdAt.desc()),
    index('support_tickets_created').on(t.createdAt.desc()),
  ],
);

/** The shop's answer to a ticket, mailed to the customer when they gave an e-mail address. */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ticket_replies_ticket').on(t.ticketId, t.createdAt)],
);
