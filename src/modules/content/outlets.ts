/**
 * The contact page's sales outlets (docs/requirements/content-pages.md §2): limits and the search rule, in a
 * file that imports no validation library, so the page filters as the visitor types with the very rule the
 * server filters by when the form is sent without JavaScript.
 */
import { localText, localTextLanguage, type TextLanguages } from '~/platform/local-text.ts';

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
