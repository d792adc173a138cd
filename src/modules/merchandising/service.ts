import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/platform/db/index.ts';
import { MAX_ACTIVE_NOTICES, MAX_ACTIVE_OFFERS, type Notice, type Offer } from './contracts.ts';
import { notices, offers } from './schema.ts';

const offerColumns = {
  id: offers.id,
  title: offers.title,
  description: offers.description,
  imageUrl: offers.imageUrl,
  isActive: offers.isActive,
};

const noticeColumns = {
  id: notices.id,
  title: notices.title,
  description: notices.description,
  isActive: notices.isActive,
};

// Offers and notices show in the order they were created (the admin list's S.L order).

/** core-shop.md §4: all active offers go into the carousel. */
export function listActiveOffers(db: DbOrTx): Promise<Offer[]> {
  return db
    .select(offerColumns)
    .from(offers)
    .where(eq(offers.isActive, true))
    .orderBy(asc(offers.createdAt), asc(offers.id))
    .limit(MAX_ACTIVE_OFFERS);
}

export function listActiveNotices(db: DbOrTx): Promise<Notice[]> {
  return db
    .select(noticeColumns)
    .from(notices)
    .where(eq(notices.isActive, true))
    .orderBy(asc(notices.createdAt), asc(notices.id))
    .limit(MAX_ACTIVE_NOTICES);
}

/** core-shop.md §4: the home page scrolls the first active notice only; null when none is active. */
export async function firstActiveNotice(db: DbOrTx): Promise<Notice | null> {
  const [row] = await db
    .select(noticeColumns)
    .from(notices)
    .where(eq(notices.isActive, true))
    .orderBy(asc(notices.createdAt), asc(notices.id))
    .limit(1);
  return row ?? null;
}
