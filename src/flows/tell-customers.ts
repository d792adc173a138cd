import { enqueueMail } from '~/modules/mail/index.ts';
import { changeMessages, claimUntoldChanges, getOrder, markTold } from '~/modules/orders/index.ts';
import { getSettings } from '~/modules/settings/index.ts';
import { enqueueSms } from '~/modules/sms/index.ts';
import type { Db } from '~/platform/db/index.ts';

/** Changes told in one transaction; a longer backlog is taken batch after batch. */
const BATCH = 50;

/**
 * Tells each order's customer of its changes of state (issue 24): confirmed, packed, shipped,
 * delivered, cancelled (with the reason), refused and returned, by SMS to the order's mobile
 * number and by mail to the account's address (`changeMessages` says which road each takes).
 * However a change was made (an admin, the courier's job or webhook, the cancelling job), it
 * is one row of the order's history with `told_at` null; the messages are written to the
 * outboxes in the transaction that marks it told, so each change is told once, also with two
 * processes running this at the same moment. Answers how many changes it told.
 */
export async function tellCustomers(db: Db, origin: string): Promise<number> {
  const { shopName } = await getSettings(db);
  let told = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const changes = await claimUntoldChanges(tx, BATCH);
      for (const change of changes) {
        const { sms, mail } = changeMessages(await getOrder(tx, change.orderId), change, shopName, origin);
        if (sms) await enqueueSms(tx, sms);
        if (mail) await enqueueMail(tx, mail);
      }
      await markTold(
        tx,
        changes.map((change) => change.id),
      );
      return changes.length;
    });
    told += count;
    if (count < BATCH) return told;
  }
}
