/**
 * 0% EMI (docs/requirements/content-pages.md §9): which banks' instalments a product can be bought with, and what
 * a month costs. A file that imports no validation library, so pages can read its types and
 * limits; the amounts themselves are computed on the server (product page loader).
 */
import { EMI_MIN_PRICE } from '~/modules/catalog/constants.ts';
import type { Poisha } from '~/platform/money.ts';

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
