import { listUnconfirmedOrders } from '~/modules/orders/index.ts';
import { getSettings } from '~/modules/settings/index.ts';
import type { Cache } from '~/platform/cache.ts';
import type { Db } from '~/platform/db/index.ts';
import { DomainError } from '~/platform/errors.ts';
import { localDigits } from '~/platform/numerals.ts';
import { changeOrderStatus } from './change-order-status.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders listed at a time; a longer backlog is taken batch after batch. */
const BATCH = 100;

/**
 * Cancels the orders the shop never confirmed within its window (settings: `confirmationDays`,
 * the seed's 3 days by default), oldest first, and puts their stock back (issue 24). Each is
 * its own change of state, made as an admin's would be (one conditional update), so an admin
 * confirming the order at the same moment wins or loses whole, and stock comes back once. The
 * note the customer reads is in both languages, since a job knows no page language. Answers how
 * many it cancelled.
 */
export async function cancelUnconfirmedOrders(db: Db, cache: Cache, now = new Date()): Promise<number> {
  const { confirmationDays, shopName } = await getSettings(db);
  const before = new Date(now.getTime() - confirmationDays * DAY_MS);
  const note = `Not confirmed within ${confirmationDays} days, so cancelled. / ${localDigits(String(confirmationDays), 'bn')} দিনের মধ্যে নিশ্চিত না হওয়ায় বাতিল।`;
  const shop = { id: null, name: shopName, isAdmin: true } as const;
  let cancelled = 0;
  let ids: string[];
  do {
    ids = await listUnconfirmedOrders(db, before, BATCH);
    for (const id of ids) {
      try {
        await changeOrderStatus(db, cache, shop, id, { status: 'cancelled', note }, 'placed');
        cancelled += 1;
      } catch (error) {
        // Confirmed or cancelled by someone else since it was listed: it is no longer placed.
        if (!(error instanceof DomainError && error.kind === 'CONFLICT')) throw error;
      }
    }
  } while (ids.length === BATCH);
  return cancelled;
}
