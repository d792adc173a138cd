import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '~/platform/db/index.ts';
import type { DistrictKey } from '~/platform/districts.ts';
import { DomainError, invalid, notFound } from '~/platform/errors.ts';
import { districtOfCity, MAX_ADDRESSES, PHONE_REQUIRED, type AddressInput, type SavedAddress, type ShippingAddress } from './contracts.ts';
import { addresses } from './schema.ts';

const columns = {
  id: addresses.id,
  address: addresses.address,
  city: addresses.city,
  postalCode: addresses.postalCode,
  country: addresses.country,
  district: addresses.district,
  phone: addresses.phone,
  isDefault: addresses.isDefault,
};
const ADDRESS_NOT_FOUND = 'Address not found';

const toSaved = (row: { district: string } & Omit<SavedAddress, 'district'>): SavedAddress => ({ ...row, district: row.district as DistrictKey });

/** A customer's addresses, the default first, then the newest. */
export async function listAddresses(db: DbOrTx, userId: string): Promise<SavedAddress[]> {
  const rows = await db.select(columns).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
  return rows.map(toSaved);
}

/** The address checkout uses: the customer's default, or null when they have saved none. */
export async function getDefaultAddress(db: DbOrTx, userId: string): Promise<SavedAddress | null> {
  const [row] = await db.select(columns).from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true))).limit(1);
  return row ? toSaved(row) : null;
}

// One customer's address-book writes take turns (the one-default index would otherwise refuse
// the second of two concurrent "make this the default").
const lockBook = (tx: Tx, userId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`);

async function makeDefault(tx: Tx, userId: string, id: string) {
  await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, id));
}

/** Saves a new address as the customer's default (the one checkout uses). At most MAX_ADDRESSES. */
export async function addAddress(db: Db, userId: string, input: AddressInput): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(addresses).where(eq(addresses.userId, userId));
    if (total >= MAX_ADDRESSES) throw new DomainError('CONFLICT', `Your address book is full (${MAX_ADDRESSES} addresses): delete one first`);
    const [row] = await tx.insert(addresses).values({ userId, ...input }).returning({ id: addresses.id });
    await makeDefault(tx, userId, row.id);
    return (await listAddresses(tx, userId)).find((a) => a.id === row.id)!;
  });
}

/** Replaces one of the customer's addresses; another customer's is not found (404). */
export async function updateAddress(db: Db, userId: string, id: string, input: AddressInput): Promise<SavedAddress> {
  const [row] = await db
    .update(addresses)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning(columns);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return toSaved(row);
}

/** Makes one of the customer's addresses the default; another customer's is not found (404). */
export async function setDefaultAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [own] = await tx.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).limit(1);
    if (!own) throw notFound(ADDRESS_NOT_FOUND);
    await makeDefault(tx, userId, id);
  });
}

/** Deletes one of the customer's addresses; when it was the default, the newest left becomes it. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBook(tx, userId);
    const [gone] = await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ isDefault: addresses.isDefault });
    if (!gone) throw notFound(ADDRESS_NOT_FOUND);
    if (!gone.isDefault) return;
    const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt)).limit(1);
    if (next) await makeDefault(tx, userId, next.id);
  });
}

/** An order's address as the client sends it: the district and the mobile number may be left out. */
export type SentShippingAddress = Omit<ShippingAddress, 'district' | 'phone'> & { district?: DistrictKey; phone?: string };

/** The address an order to a saved address ships to: a copy of it (the order outlives the address book). */
export function shippingAddressOf(saved: SavedAddress): ShippingAddress {
  return { address: saved.address, city: saved.city, postalCode: saved.postalCode, country: saved.country, district: saved.district, phone: saved.phone };
}

/**
 * The address an API order ships to: as sent, with the district read from the city when none
 * was named, and when no mobile number was sent, that of the account's default address, else
 * the number an account made by mobile number is keyed by (docs/requirements/core-shop.md §3 has no phone field;
 * cash on delivery needs one). No number anywhere: 400.
 */
export async function completeShippingAddress(
  db: DbOrTx,
  customer: { id: string; phone: string | null },
  sent: SentShippingAddress,
): Promise<ShippingAddress> {
  const phone = sent.phone ?? (await getDefaultAddress(db, customer.id))?.phone ?? customer.phone;
  if (!phone) throw invalid(PHONE_REQUIRED);
  return { address: sent.address, city: sent.city, postalCode: sent.postalCode, country: sent.country, district: sent.district ?? districtOfCity(sent.city), phone };
}
