import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/platform/db/index.ts';
import type { Mail, Mailer } from '~/platform/mail.ts';
import { outbox, pendingMails } from './schema.ts';
import { pageCount } from '~/platform/paging.ts';

export const OUTBOX_PAGE_SIZE = 20;

/**
 * The default transport: mail is stored and readable by admins at /admin/outbox. The log says
 * only that a mail was queued, to whom and its subject: a body holds links that act as passwords.
 */
export function outboxMailer(db: DbOrTx, log: (queued: { to: string; subject: string }) => void): Mailer {
  return {
    async send(mail) {
      await db.insert(outbox).values(mail);
      log({ to: mail.to, subject: mail.subject });
    },
  };
}

export async function listOutbox(db: DbOrTx, page: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ total: count() }).from(outbox),
  ]);
  return { mails: rows, page, pages: pageCount(total, OUTBOX_PAGE_SIZE), totalCount: total };
}

/** A mail is tried at most this many times, then left for an admin to see in the database. */
export const MAX_MAIL_ATTEMPTS = 10;
/** How long a delivery run holds the mails it took before another run may take them over. */
const CLAIM_SECONDS = 60;
const DELIVERY_BATCH = 20;

/**
 * Writes mails into the transactional outbox (`pending_mails`) in the caller's transaction, in
 * one statement: they are sent only if that transaction commits, by the next `deliverPendingMails`.
 */
export async function enqueueMail(db: DbOrTx, ...mails: Mail[]): Promise<void> {
  if (mails.length > 0) await db.insert(pendingMails).values(mails);
}

/**
 * Hands pending mails to the mailer, oldest first, and marks each sent. A run claims a batch
 * first (`claimed_until`, skipping rows another run has locked), so two processes never send one
 * mail at once; no transaction is held while sending. A mail whose sending fails stays pending
 * and is tried again after the claim lapses; one sent just before a crash may be sent twice
 * (at least once, never lost). Answers how many were sent.
 */
export async function deliverPendingMails(db: Db, mailer: Mailer): Promise<number> {
  let sent = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: string; to: string; subject: string; text: string; html: string }>(sql`
      update ${pendingMails} set claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
      where id in (
        select id from ${pendingMails}
        where sent_at is null and attempts < ${MAX_MAIL_ATTEMPTS} and (claimed_until is null or claimed_until < now())
        order by created_at
        limit ${DELIVERY_BATCH}
        for update skip locked
      )
      returning id, "to", subject, text, html`);
    if (rows.length === 0) return sent;
    for (const mail of rows) {
      try {
        await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      } catch {
        continue; // stays pending; tried again once the claim lapses
      }
      await db.update(pendingMails).set({ sentAt: new Date(), claimedUntil: null }).where(eq(pendingMails.id, mail.id));
      sent++;
    }
  }
}

/** Mails written but not sent yet (tests, health). */
export async function countPendingMails(db: DbOrTx): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(pendingMails).where(isNull(pendingMails.sentAt));
  return total;
}
