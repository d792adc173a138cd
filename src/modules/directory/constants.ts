import { localText, localTextLanguage, type TextLanguages } from '~/platform/local-text.ts';
import { EMI_MIN_PRICE } from '~/modules/catalog/constants.ts';
import type { Poisha } from '~/platform/money.ts';

// The directory's limits and small rules, in a file that imports no validation library: the
// contact, EMI and brand pages use them in the browser, the server the very same ones.

// ------------------------------------------------------------------ sales outlets

/**
 * The contact page's sales outlets (docs/requirements/content-pages.md §2): limits and the search rule, in a
 * file that imports no validation library, so the page filters as the visitor types with the very rule the
 * server filters by when the form is sent without JavaScript.
 */
export const OUTLET_LIMITS = { name: 100, address: 300, phone: 40, mapUrl: 500, search: 100 } as const;
/** The list is read whole (the contact page and its filter): never more outlets than this. */
export const MAX_OUTLETS = 100;

export interface Outlet {
  id: string;
  /** The branch name ("Khulna"). */
  name: string;
  address: string;
  /** Bengali versions; null: Bengali pages show the English one (docs/decisions/039). */
  nameBn: string | null;
  addressBn: string | null;
  phone: string;
  /** An https address on a map site, or '' for none. */
  mapUrl: string;
}

/** An outlet as a page in `language` shows it: name and address in Bengali where written, else English (docs/decisions/039). */
export function localOutlet<T extends Pick<Outlet, 'name' | 'nameBn' | 'address' | 'addressBn'>>(outlet: T, language: string): T & TextLanguages<'name' | 'address'> {
  return {
    ...outlet,
    name: localText(outlet.name, outlet.nameBn, language),
    address: localText(outlet.address, outlet.addressBn, language),
    languages: { name: localTextLanguage(outlet.nameBn, language), address: localTextLanguage(outlet.addressBn, language) },
  };
}

const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

/** Whether an outlet matches a search: every word of it appears in the name, address or phone (English or Bengali), any case. */
export function outletMatches(outlet: Pick<Outlet, 'name' | 'address' | 'phone'> & Partial<Pick<Outlet, 'nameBn' | 'addressBn'>>, search: string): boolean {
  const words = fold(search).split(' ').filter(Boolean);
  if (!words.length) return true;
  const text = fold(`${outlet.name} ${outlet.address} ${outlet.phone} ${outlet.nameBn ?? ''} ${outlet.addressBn ?? ''}`);
  return words.every((word) => text.includes(word));
}

/** A phone number as a `tel:` address: digits and a leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

// ------------------------------------------------------------------ EMI banks

/**
 * 0% EMI (docs/requirements/content-pages.md §9): which banks' instalments a product can be bought with, and what
 * a month costs. A file that imports no validation library, so pages can read its types and
 * limits; the amounts themselves are computed on the server (product page loader).
 */
export { EMI_MIN_PRICE };

/** Instalment plans run from 3 to 36 months; a bank lists at most this many of each kind. */
export const MIN_TENURE = 3;
export const MAX_TENURE = 36;
export const MAX_TENURES = 8;
/** The EMI page lists every bank: never more than this. */
export const MAX_EMI_BANKS = 40;
export const EMI_BANK_LIMITS = { name: 100, condition: 300, tenures: 60 } as const;
/** The highest minimum purchase a bank may ask, in taka. */
export const MAX_MINIMUM_PURCHASE_TAKA = 10_000_000;

export interface EmiBank {
  id: string;
  name: string;
  /** A picture under /uploads, or '' for none. */
  logo: string;
  /** Months offered on online orders (docs/requirements/content-pages.md §9: 3 and 6); empty: not online. */
  onlineTenures: number[];
  /** Months offered in the shop's outlets (6, 9 and 12); empty: not offline. */
  offlineTenures: number[];
  /** Poisha; never below EMI_MIN_PRICE (৳5,000), some banks ask ৳10,000. */
  minimumPurchase: Poisha;
  condition: string;
  /** null: Bengali pages show the English condition (docs/decisions/039). */
  conditionBn: string | null;
}

/** One tenure of a product's EMI: the monthly amount and the banks that offer it, by channel. */
export interface EmiPlan {
  months: number;
  monthly: Poisha;
  online: string[];
  offline: string[];
}

/** The least regular price a bank's EMI applies to: its own minimum, never below ৳5,000. */
export const emiMinimum = (bank: Pick<EmiBank, 'minimumPurchase'>): Poisha => Math.max(EMI_MIN_PRICE, bank.minimumPurchase);

/** 0% interest: the price over the months, rounded up to the whole taka, so the instalments cover the price. */
export const monthlyInstalment = (price: Poisha, months: number): Poisha => Math.ceil(price / months / 100) * 100;

/**
 * The EMI plans of a product at its regular price (docs/requirements/content-pages.md §9: special and discounted
 * prices get no EMI; the regular price applies): one per tenure that a bank whose minimum the
 * price reaches offers, shortest first. Empty below ৳5,000 or when no bank qualifies.
 */
export function emiPlans(regularPrice: Poisha, banks: readonly EmiBank[]): EmiPlan[] {
  const plans = new Map<number, EmiPlan>();
  const plan = (months: number) => {
    let found = plans.get(months);
    if (!found) plans.set(months, (found = { months, monthly: monthlyInstalment(regularPrice, months), online: [], offline: [] }));
    return found;
  };
  for (const bank of banks) {
    if (regularPrice < emiMinimum(bank)) continue;
    for (const months of bank.onlineTenures) plan(months).online.push(bank.name);
    for (const months of bank.offlineTenures) plan(months).offline.push(bank.name);
  }
  return [...plans.values()].sort((a, b) => a.months - b.months);
}

// ------------------------------------------------------------------ brand directory

/**
 * The brand directory's index (docs/requirements/content-pages.md §2 "Find Your Favorite Brand"): A to Z, then
 * 0-9; a brand whose name starts with anything else (another script) is listed under "#".
 */
export const LETTER_GROUPS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0-9'] as const;
export const OTHER_GROUP = '#';

/** The index entry a brand name is listed under: its first letter without accents, upper-case. */
export function brandGroup(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  if (/^[A-Z]$/.test(first)) return first;
  if (/^[0-9]$/.test(first)) return '0-9';
  return OTHER_GROUP;
}

/** The id of a group's section on the page, the target of its index link. */
export const groupAnchor = (group: string) => (group === OTHER_GROUP ? 'brands-other' : `brands-${group}`);

export interface DirectoryGroup<B> {
  group: string;
  brands: B[];
}

/**
 * Brands grouped by initial, in index order (A–Z, 0–9, then "#"), each group in the order
 * given. Groups without a brand are left out: the index shows those letters disabled.
 */
export function groupBrands<B extends { name: string }>(brands: readonly B[]): DirectoryGroup<B>[] {
  const byGroup = new Map<string, B[]>();
  for (const brand of brands) {
    const group = brandGroup(brand.name);
    const list = byGroup.get(group);
    if (list) list.push(brand);
    else byGroup.set(group, [brand]);
  }
  return [...LETTER_GROUPS, OTHER_GROUP].filter((group) => byGroup.has(group)).map((group) => ({ group, brands: byGroup.get(group)! }));
}

/** docs/requirements/content-pages.md §2: the manufacturer-info route's query parameter (`?manufacturer_id=170`). */
export const MANUFACTURER_ID_PARAM = 'manufacturer_id';

/** A brand's first page of products. */
export const brandPath = (slug: string) => `/brand/${encodeURIComponent(slug)}/1`;

/** Where a directory entry leads: a manufacturer entry to the manufacturer-info route, a brand to its page. */
export const directoryHref = (entry: { slug: string; manufacturerId?: number }) =>
  entry.manufacturerId === undefined ? brandPath(entry.slug) : `/manufacturer?${MANUFACTURER_ID_PARAM}=${entry.manufacturerId}`;
