import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/platform/db/index.ts';
import { notFound } from '~/platform/errors.ts';
import type { Mailer } from '~/platform/mail.ts';
import { pageCount } from '~/platform/paging.ts';
import { throttle, type RateLimiter } from '~/platform/rate-limit.ts';
import type { Ticket, TicketDetail, TicketInput, TicketReply } from './contracts.ts';
import type { TicketKind, TicketStatus } from './constants.ts';
import { supportTickets, ticketReplies } from './schema.ts';
import { replyMail, ticketMail } from './mails.ts';

/** What sending and answering tickets needs besides the database. */
export interface TicketDeps {
  db: DbOrTx;
  limiter: RateLimiter;
  mailer: Mailer;
}

// Per address, and loose: many mobile customers share one carrier address (docs/decisions/006).
export const TICKET_LIMIT = { limit: 20, windowMs: 15 * 60_000 };
export const TICKET_PAGE_SIZE = 20;

/** The page a customer opens to see their ticket and the shop's answers. */
export const ticketLink = (origin: string, token: string) => `${origin}/support/ticket/${token}`;

const toTicket = (row: typeof supportTickets.$inferSelect): Ticket => ({
  id: row.id,
  number: row.number,
  kind: row.kind as TicketKind,
  status: row.status as TicketStatus,
  name: row.name,
  phone: row.phone,
  email: row.email,
  title: row.title,
  description: row.description,
  invoiceNumber: row.invoiceNumber,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Stores a complaint or service request as an open ticket and, when the customer gave an
 * e-mail address, confirms it by mail with the ticket number and the link to follow it.
 * Each address may send TICKET_LIMIT tickets per window.
 */
export async function createTicket(
  deps: TicketDeps,
  input: TicketInput,
  from: { clientIp: string; userId: string | null; origin: string },
): Promise<{ id: string; number: number; token: string }> {
  await throttle(deps.limiter, `ticket:ip:${from.clientIp}`, TICKET_LIMIT);
  const token = randomBytes(24).toString('base64url');
  const [row] = await deps.db
    .insert(supportTickets)
    .values({
      token,
      kind: input.kind,
      name: input.name,
      phone: input.phone,
      email: input.email,
      title: input.title,
      description: input.description,
      invoiceNumber: input.kind === 'service' ? (input['field.1'] ?? null) : null,
      userId: from.userId,
    })
    .returning();
  if (row.email) await deps.mailer.send({ to: row.email, ...ticketMail(toTicket(row), ticketLink(from.origin, token)) });
  return { id: row.id, number: row.number, token };
}

/** Tickets newest first, by status when given, TICKET_PAGE_SIZE a page. */
export async function listTickets(db: DbOrTx, query: { status?: TicketStatus; pageNumber: number }) {
  const where = query.status ? eq(supportTickets.status, query.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(supportTickets)
      .where(where)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.number))
      .limit(TICKET_PAGE_SIZE)
      .offset((query.pageNumber - 1) * TICKET_PAGE_SIZE),
    db.select({ total: count() }).from(supportTickets).where(where),
  ]);
  return { tickets: rows.map(toTicket), page: query.pageNumber, pages: pageCount(total, TICKET_PAGE_SIZE), totalCount: total };
}

async function repliesOf(db: DbOrTx, ticketId: string): Promise<TicketReply[]> {
  const rows = await db.select().from(ticketReplies).where(eq(ticketReplies.ticketId, ticketId)).orderBy(asc(ticketReplies.createdAt), asc(ticketReplies.id));
  return rows.map((r) => ({ id: r.id, authorName: r.authorName, message: r.message, createdAt: r.createdAt.toISOString() }));
}

/** A ticket with its replies (admins). */
export async function getTicket(db: DbOrTx, id: string): Promise<TicketDetail> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id)).limit(1);
  if (!row) throw notFound('Ticket not found');
  return { ...toTicket(row), replies: await repliesOf(db, row.id) };
}

/** The customer's view of their ticket, by the token of its link; null when no ticket has it. */
export async function findTicketByToken(db: DbOrTx, token: string): Promise<TicketDetail | null> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.token, token)).limit(1);
  return row ? { ...toTicket(row), replies: await repliesOf(db, row.id) } : null;
}

export async function setTicketStatus(db: DbOrTx, id: string, status: TicketStatus): Promise<Ticket> {
  const [row] = await db.update(supportTickets).set({ status, updatedAt: new Date() }).where(eq(supportTickets.id, id)).returning();
  if (!row) throw notFound('Ticket not found');
  return toTicket(row);
}

/**
 * The shop answers a ticket: the reply is stored, an open ticket moves to in progress, and the
 * customer gets the answer by mail when they gave an address. One transaction, so a reply
 * is never stored without its ticket's status.
 */
export async function replyToTicket(deps: TicketDeps, id: string, author: { name: string }, message: string, origin: string): Promise<TicketDetail> {
  const ticket = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update').limit(1);
    if (!row) throw notFound('Ticket not found');
    await tx.insert(ticketReplies).values({ ticketId: id, authorName: author.name, message });
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: row.status === 'open' ? 'in_progress' : row.status, updatedAt: new Date() })
      .where(and(eq(supportTickets.id, id)))
      .returning();
    return updated;
  });
  if (ticket.email) await deps.mailer.send({ to: ticket.email, ...replyMail(toTicket(ticket), message, ticketLink(origin, ticket.token)) });
  return getTicket(deps.db, id);
}
