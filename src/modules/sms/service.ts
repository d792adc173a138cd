import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/platform/db/index.ts';
import { pageCount } from '~/platform/paging.ts';
import { SmsSendError, type SmsSender } from '~/platform/sms.ts';
import { smsMessages, type SmsState } from './schema.ts';

export { SMS_STATES, type SmsState } from './schema.ts';

export const SMS_PAGE_SIZE = 20;
/** A message the gateway keeps refusing is given up after this many attempts. */
export const MAX_SMS_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;

/** The wait before attempt n + 1 after n failed ones: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(FIRST_RETRY_SECONDS * 2 ** (attempts - 1), LONGEST_RETRY_SECONDS);

export interface SmsInput {
  /** E.164, as `bdMobile` normalises it. */
  to: string;
  text: string;
  /** The text holds a secret (a sign-in code): masked in the admin list when a gateway sends SMS. */
  secret?: boolean;
  /** Not sent after this (a code that has expired by then is worth nothing). */
  expiresAt?: Date;
}

/**
 * Writes SMS into the outbox in the caller's transaction, in one statement: they are handed to
 * the gateway only if that transaction commits, by the next `deliverPendingSms` (ADR 037).
 */
export async function enqueueSms(db: DbOrTx, ...messages: SmsInput[]): Promise<void> {
  if (messages.length > 0) await db.insert(smsMessages).values(messages);
}

export interface DeliveryOptions {
  /** How long a run holds the message it is sending: longer than the gateway's time-out. */
  claimMs: number;
}

/**
 * Hands due SMS to the sender, oldest first, one at a time, and records how each ended. Each
 * message is claimed before it is sent (`state = 'sending'`, skipping rows another run has
 * locked), so two processes never send one message. A refusal that can be retried puts it back
 * with a growing delay (`retryDelaySeconds`), at most MAX_SMS_ATTEMPTS times; a message whose
 * fate is unknown (a time-out, a run that stopped mid-send) is never sent again: it is marked
 * `unconfirmed`, so no one gets the same SMS twice. Answers how many were sent.
 */
export async function deliverPendingSms(db: Db, sender: SmsSender, options: DeliveryOptions): Promise<number> {
  await db
    .update(smsMessages)
    .set({ state: 'unconfirmed', claimedUntil: null, lastError: 'The sending run stopped before the gateway answered' })
    .where(and(eq(smsMessages.state, 'sending'), sql`${smsMessages.claimedUntil} < now()`));
  await db
    .update(smsMessages)
    .set({ state: 'failed', lastError: 'Expired before it could be sent' })
    .where(and(eq(smsMessages.state, 'pending'), sql`${smsMessages.expiresAt} < now()`));
  let sent = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: string; to: string; text: string; attempts: number }>(sql`
      update ${smsMessages} set state = 'sending', attempts = attempts + 1,
        claimed_until = now() + make_interval(secs => ${options.claimMs / 1000})
      where id = (
        select id from ${smsMessages}
        where state = 'pending' and next_attempt_at <= now() and (expires_at is null or expires_at >= now())
        order by next_attempt_at
        limit 1
        for update skip locked
      )
      returning id, "to", text, attempts`);
    const [message] = rows;
    if (!message) return sent;
    const outcome = await sender.send(message.to, message.text).then(
      () => null,
      (error: unknown) => (error instanceof SmsSendError ? error : new SmsSendError('unconfirmed', String(error))),
    );
    const mine = and(eq(smsMessages.id, message.id), eq(smsMessages.state, 'sending'));
    if (!outcome) {
      await db.update(smsMessages).set({ state: 'sent', sentAt: new Date(), claimedUntil: null, lastError: null }).where(mine);
      sent++;
    } else if (outcome.outcome === 'retry' && message.attempts < MAX_SMS_ATTEMPTS) {
      await db
        .update(smsMessages)
        .set({ state: 'pending', claimedUntil: null, lastError: outcome.message, nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})` })
        .where(mine);
    } else {
      const state: SmsState = outcome.outcome === 'unconfirmed' ? 'unconfirmed' : 'failed';
      await db.update(smsMessages).set({ state, claimedUntil: null, lastError: outcome.message }).where(mine);
    }
  }
}

// A sign-in code: six digits on their own.
const CODE = /\b\d{6}\b/g;

/**
 * The SMS outbox for admins, newest first. With a gateway sending SMS, the codes in secret
 * messages are masked: an admin must not be able to sign in as a customer.
 */
export async function listSms(db: DbOrTx, page: number, options: { revealSecrets: boolean }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: smsMessages.id,
        to: smsMessages.to,
        text: smsMessages.text,
        secret: smsMessages.secret,
        state: smsMessages.state,
        attempts: smsMessages.attempts,
        lastError: smsMessages.lastError,
        createdAt: smsMessages.createdAt,
        sentAt: smsMessages.sentAt,
      })
      .from(smsMessages)
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(SMS_PAGE_SIZE)
      .offset((page - 1) * SMS_PAGE_SIZE),
    db.select({ total: count() }).from(smsMessages),
  ]);
  const messages = rows.map(({ secret, ...row }) => ({ ...row, text: secret && !options.revealSecrets ? row.text.replace(CODE, '••••••') : row.text }));
  return { messages, page, pages: pageCount(total, SMS_PAGE_SIZE), totalCount: total };
}

/** SMS not yet handed to the gateway (tests, health). */
export async function countPendingSms(db: DbOrTx): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(smsMessages).where(inArray(smsMessages.state, ['pending', 'sending']));
  return total;
}
