import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '~/platform/db/index.ts';
import type { Mailer } from '~/platform/mail.ts';
import { outbox } from './schema.ts';
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
