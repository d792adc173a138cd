/**
 * The PC builder's slots (docs/requirements/content-pages.md §2): which catalogue category fills each, whether a
 * build needs it, and its group on the page. This file imports no zod (only the zod-free id
 * pattern), so the builder's components can read it in the browser.
 */
import { isUuid } from '~/platform/ids.ts';

export const SLOT_KEYS = [
  'cpu',
  'cpu-cooler',
  'motherboard',
  'ram',
  'storage',
  'graphics-card',
  'power-supply',
  'casing',
  'monitor',
  'casing-cooler',
  'keyboard',
  'mouse',
  'anti-virus',
  'headphone',
  'ups',
] as const;
export type SlotKey = (typeof SLOT_KEYS)[number];

export interface Slot {
  key: SlotKey;
  /** The slug of the catalogue category whose products fill the slot. */
  category: string;
  required: boolean;
  group: 'core' | 'peripherals';
}

const slot = (key: SlotKey, category: string, group: Slot['group'], required = false): Slot => ({ key, category, required, group });

/** In the page's order: Core Components, then Peripherals & Others. */
export const SLOTS: readonly Slot[] = [
  slot('cpu', 'processor', 'core', true),
  slot('cpu-cooler', 'cpu-cooler', 'core'),
  slot('motherboard', 'motherboard', 'core', true),
  slot('ram', 'ram', 'core', true),
  slot('storage', 'storage', 'core', true),
  slot('graphics-card', 'graphics-card', 'core'),
  slot('power-supply', 'power-supply', 'core'),
  slot('casing', 'casing', 'core'),
  slot('monitor', 'monitor', 'peripherals'),
  slot('casing-cooler', 'casing-cooler', 'peripherals'),
  slot('keyboard', 'keyboard', 'peripherals'),
  slot('mouse', 'mouse', 'peripherals'),
  slot('anti-virus', 'anti-virus', 'peripherals'),
  slot('headphone', 'headphone', 'peripherals'),
  slot('ups', 'ups', 'peripherals'),
];

export const slotByKey = (key: SlotKey): Slot => SLOTS.find((s) => s.key === key)!;
export const isSlotKey = (value: unknown): value is SlotKey => SLOT_KEYS.includes(value as SlotKey);
export const REQUIRED_SLOTS: readonly SlotKey[] = SLOTS.filter((s) => s.required).map((s) => s.key);

/** One product per slot, by product id. */
export type BuildParts = Partial<Record<SlotKey, string>>;

/**
 * A build written in an address (`cpu:<id>,motherboard:<id>`): the share link, the chooser's
 * context and the API's `parts` query use it. Reading is lenient about what it ignores: an
 * unknown slot or a malformed id is dropped (a page answers what it can); contracts.ts refuses
 * them where a client must be told.
 */
export function encodeParts(parts: BuildParts): string {
  return SLOT_KEYS.filter((key) => parts[key])
    .map((key) => `${key}:${parts[key]}`)
    .join(',');
}

export function decodeParts(value: string | null | undefined): BuildParts {
  const parts: BuildParts = {};
  if (!value) return parts;
  for (const pair of value.split(',').slice(0, SLOT_KEYS.length)) {
    const [key, id] = pair.split(':');
    if (isSlotKey(key) && isUuid(id)) parts[key] = id.toLowerCase();
  }
  return parts;
}

/** docs/requirements/core-shop.md §3's availability values for the chooser (docs/requirements/content-pages.md §3): 7 in stock, 8 pre order, 9 up coming. */
export const AVAILABILITY_CODES = { 7: 'in_stock', 8: 'pre_order', 9: 'up_coming' } as const;
export type AvailabilityCode = keyof typeof AVAILABILITY_CODES;

/** docs/requirements/content-pages.md §3: the chooser's sort values, as the address carries them. */
export const CHOOSER_SORTS = ['p.sort_order-ASC', 'p.price-ASC', 'p.price-DESC'] as const;
export type ChooserSort = (typeof CHOOSER_SORTS)[number];
/** docs/requirements/content-pages.md §2: Price Low to High is the one selected first. */
export const DEFAULT_CHOOSER_SORT: ChooserSort = 'p.price-ASC';
/** docs/requirements/content-pages.md §2: "Showing 1 to 20 of 78 (4 Pages)". */
export const CHOOSER_PAGE_SIZE = 20;
/** A saved build's name. */
export const MAX_BUILD_NAME_LENGTH = 100;
/** Saved builds per account. */
export const MAX_SAVED_BUILDS = 50;
/** How long a quote's prices hold. */
export const QUOTE_VALID_DAYS = 7;
