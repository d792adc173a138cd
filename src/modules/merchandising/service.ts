import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { SHARED_DATA_TTL_MS, type Cache } from '~/platform/cache.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { DomainError, notFound } from '~/platform/errors.ts';
import { localText, localTextLanguage, type TextLanguages } from '~/platform/local-text.ts';
import { pageCount } from '~/platform/paging.ts';
import { MAX_ACTIVE_NOTICES, MAX_ACTIVE_OFFERS, MERCHANDISING_PAGE_SIZE, TOO_MANY_ACTIVE_OFFERS, type AdminPage, type Notice, type NoticeInput, type NoticeUpdate, type Offer, type OfferInput, type OfferUpdate } from './contracts.ts';
import { notices, offers } from './schema.ts';

const offerColumns = {
  id: offers.id,
  title: offers.title,
  description: offers.description,
  titleBn: offers.titleBn,
  descriptionBn: offers.descriptionBn,
  imageUrl: offers.imageUrl,
  isActive: offers.isActive,
};

const noticeColumns = {
  id: notices.id,
  title: notices.title,
  description: notices.description,
  titleBn: notices.titleBn,
  descriptionBn: notices.descriptionBn,
  isActive: notices.isActive,
};

// Offers and notices show in the order they were created (the admin list's S.L order).

/** docs/requirements/core-shop.md §4: all active offers go into the carousel. */
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

/** docs/requirements/core-shop.md §4: the home page scrolls the first active notice only; null when none is active. */
export async function firstActiveNotice(db: DbOrTx): Promise<Notice | null> {
  const [row] = await db
    .select(noticeColumns)
    .from(notices)
    .where(eq(notices.isActive, true))
    .orderBy(asc(notices.createdAt), asc(notices.id))
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------- shared reads of the home page

/** Every cached merchandising read starts with this; only this module spells it. */
const CACHE_PREFIX = 'merchandising:';

/** The carousel and the notice line of the home page, shared until an offer or notice changes. */
export function getHomeMerchandising(db: DbOrTx, cache: Cache): Promise<{ offers: Offer[]; notice: Notice | null }> {
  return cache.get(`${CACHE_PREFIX}home`, SHARED_DATA_TTL_MS, async () => {
    const [active, notice] = await Promise.all([listActiveOffers(db), firstActiveNotice(db)]);
    return { offers: active, notice };
  });
}

/**
 * Drops the cached carousel and notice here and (with Redis) in every process, and with them
 * every shared page (ADR 015): each offer and notice write calls it after committing.
 */
export function invalidateMerchandisingCache(cache: Cache): void {
  cache.invalidate(CACHE_PREFIX);
}

// ---------------------------------------------------------------- offers, for admins

/** Every offer, active or not, in S.L order, MERCHANDISING_PAGE_SIZE a page. */
export async function listOffers(db: DbOrTx, pageNumber: number): Promise<AdminPage<Offer>> {
  const [items, [{ total }]] = await Promise.all([
    db
      .select(offerColumns)
      .from(offers)
      .orderBy(asc(offers.createdAt), asc(offers.id))
      .limit(MERCHANDISING_PAGE_SIZE)
      .offset((pageNumber - 1) * MERCHANDISING_PAGE_SIZE),
    db.select({ total: count() }).from(offers),
  ]);
  return { items, page: pageNumber, pages: pageCount(total, MERCHANDISING_PAGE_SIZE), totalCount: total };
}

export async function getOffer(db: DbOrTx, id: string): Promise<Offer> {
  const [row] = await db.select(offerColumns).from(offers).where(eq(offers.id, id)).limit(1);
  if (!row) throw notFound('Offer not found');
  return row;
}

/**
 * Refuses to make one more offer active than the carousel shows. The table is locked against
 * other writers first, so two admins activating the last free place at once cannot both win.
 */
async function assertRoomForActiveOffer(tx: DbOrTx, exceptId?: string) {
  await tx.execute(sql`lock table ${offers} in share row exclusive mode`);
  const [{ active }] = await tx
    .select({ active: count() })
    .from(offers)
    .where(and(eq(offers.isActive, true), exceptId ? ne(offers.id, exceptId) : undefined));
  if (active >= MAX_ACTIVE_OFFERS) throw new DomainError('CONFLICT', TOO_MANY_ACTIVE_OFFERS);
}

export async function createOffer(db: DbOrTx, cache: Cache, input: OfferInput): Promise<Offer> {
  const created = await db.transaction(async (tx) => {
    if (input.isActive) await assertRoomForActiveOffer(tx);
    const [row] = await tx.insert(offers).values(input).returning(offerColumns);
    return row;
  });
  invalidateMerchandisingCache(cache);
  return created;
}

/** Changes the fields given; the status radio sends isActive alone. */
export async function updateOffer(db: DbOrTx, cache: Cache, id: string, input: OfferUpdate): Promise<Offer> {
  const updated = await db.transaction(async (tx) => {
    if (input.isActive) await assertRoomForActiveOffer(tx, id);
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const [row] = Object.keys(changes).length
      ? await tx.update(offers).set(changes).where(eq(offers.id, id)).returning(offerColumns)
      : await tx.select(offerColumns).from(offers).where(eq(offers.id, id));
    if (!row) throw notFound('Offer not found');
    return row;
  });
  invalidateMerchandisingCache(cache);
  return updated;
}

export async function deleteOffer(db: DbOrTx, cache: Cache, id: string): Promise<void> {
  const [row] = await db.delete(offers).where(eq(offers.id, id)).returning({ id: offers.id });
  if (!row) throw notFound('Offer not found');
  invalidateMerchandisingCache(cache);
}

// ---------------------------------------------------------------- notices, for admins

export async function listNotices(db: DbOrTx, pageNumber: number): Promise<AdminPage<Notice>> {
  const [items, [{ total }]] = await Promise.all([
    db
      .select(noticeColumns)
      .from(notices)
      .orderBy(asc(notices.createdAt), asc(notices.id))
      .limit(MERCHANDISING_PAGE_SIZE)
      .offset((pageNumber - 1) * MERCHANDISING_PAGE_SIZE),
    db.select({ total: count() }).from(notices),
  ]);
  return { items, page: pageNumber, pages: pageCount(total, MERCHANDISING_PAGE_SIZE), totalCount: total };
}

export async function getNotice(db: DbOrTx, id: string): Promise<Notice> {
  const [row] = await db.select(noticeColumns).from(notices).where(eq(notices.id, id)).limit(1);
  if (!row) throw notFound('Notice not found');
  return row;
}

export async function createNotice(db: DbOrTx, cache: Cache, input: NoticeInput): Promise<Notice> {
  const [row] = await db.insert(notices).values(input).returning(noticeColumns);
  invalidateMerchandisingCache(cache);
  return row;
}

export async function updateNotice(db: DbOrTx, cache: Cache, id: string, input: NoticeUpdate): Promise<Notice> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const [row] = Object.keys(changes).length
    ? await db.update(notices).set(changes).where(eq(notices.id, id)).returning(noticeColumns)
    : await db.select(noticeColumns).from(notices).where(eq(notices.id, id));
  if (!row) throw notFound('Notice not found');
  invalidateMerchandisingCache(cache);
  return row;
}

export async function deleteNotice(db: DbOrTx, cache: Cache, id: string): Promise<void> {
  const [row] = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
  if (!row) throw notFound('Notice not found');
  invalidateMerchandisingCache(cache);
}

/** An offer or a notice as a page in `language` shows it: Bengali where written, else English (docs/decisions/039). */
export function localMerchandise<T extends Pick<Offer, 'title' | 'titleBn' | 'description' | 'descriptionBn'>>(
  item: T,
  language: string,
): T & TextLanguages<'title' | 'description'> {
  return {
    ...item,
    title: localText(item.title, item.titleBn, language),
    description: localText(item.description, item.descriptionBn, language),
    languages: { title: localTextLanguage(item.titleBn, language), description: localTextLanguage(item.descriptionBn, language) },
  };
}
