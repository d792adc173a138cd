import { z } from 'zod';
import { MAX_KEYWORD_LENGTH } from '~/modules/catalog/constants.ts';
import { MAX_FILTER_VALUES, MAX_FILTER_VALUE_LENGTH, priceOrder, pricesInOrder, priceTaka, type ProductSummary } from '~/modules/catalog/contracts.ts';
import { hasControlCharacter, singleLine } from '~/platform/fields.ts';
import type { Conflict } from './compatibility.ts';
import { AVAILABILITY_CODES, CHOOSER_SORTS, MAX_BUILD_NAME_LENGTH, SLOT_KEYS, type BuildParts, type ChooserSort, type SlotKey } from './constants.ts';

const productId = z.uuid({ error: 'Invalid product id' }).transform((id) => id.toLowerCase());
const slotKey = z.enum(SLOT_KEYS, { error: `component must be one of ${SLOT_KEYS.join(', ')}` });

/** A build as a client sends it: one product id per slot; unknown slots are refused. */
export const BuildPartsSchema = z.strictObject(Object.fromEntries(SLOT_KEYS.map((key) => [key, productId.optional()])) as Record<SlotKey, z.ZodOptional<typeof productId>>);

/** `POST /api/pcbuilder/check`, `/cart` and `/quotes`. */
export const BuildInputSchema = z.strictObject({ parts: BuildPartsSchema });

/** "Save PC": a name and the parts. */
export const SaveBuildInputSchema = z.strictObject({
  name: singleLine({ label: 'Build name', min: 1, max: MAX_BUILD_NAME_LENGTH }),
  parts: BuildPartsSchema,
});
export type SaveBuildInput = z.infer<typeof SaveBuildInputSchema>;

export const BuildIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'Invalid build id' }) });
export const QuoteIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'Invalid quote id' }) });
export const SlotParamsSchema = z.strictObject({ component: slotKey });

// ---------------------------------------------------------------- the chooser

/** The chooser's filters beyond price and availability; each slot uses those that fit it (chooser.ts). */
export const FILTER_KEYS = [
  'brand',
  'socket',
  'cores',
  'threads',
  'clock',
  'cache',
  'memory',
  'capacity',
  'form',
  'chipset',
  'type',
  'wattage',
  'efficiency',
  'size',
  'refresh',
  'connectivity',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

const listOf = (field: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${field} must be text` })
    .transform((value) => (Array.isArray(value) ? value : [value]).filter((v) => hasControlCharacter(v) || v.trim() !== ''))
    .pipe(z.array(singleLine({ label: `${field} values`, max: MAX_FILTER_VALUE_LENGTH })).max(MAX_FILTER_VALUES, `${field} accepts at most ${MAX_FILTER_VALUES} values`))
    .optional()
    .transform((value) => value ?? []);

const AVAILABILITY_VALUES = Object.keys(AVAILABILITY_CODES) as ['7', '8', '9'];

const chooserShape = {
  search: z.preprocess(blankToUndefined, singleLine({ label: 'search', max: MAX_KEYWORD_LENGTH }).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(CHOOSER_SORTS, { error: `sort must be one of ${CHOOSER_SORTS.join(', ')}` }).optional()),
  page: z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be 1 or more').max(1_000_000, 'page is too large').default(1),
  ),
  minPrice: priceTaka('minPrice'),
  maxPrice: priceTaka('maxPrice'),
  availability: z
    .union([z.string(), z.array(z.string())], { error: 'availability must be 7, 8 or 9' })
    .transform((value) => (Array.isArray(value) ? value : [value]).filter((v) => v !== ''))
    .pipe(z.array(z.enum(AVAILABILITY_VALUES, { error: 'availability must be 7 (in stock), 8 (pre order) or 9 (up coming)' })).max(3))
    .optional()
    .transform((value) => value ?? []),
  /** "1": offer every part, compatible or not. */
  all: z.preprocess(blankToUndefined, z.enum(['0', '1'], { error: 'all must be 0 or 1' }).optional()),
  /** The build the offer is checked against (`cpu:<id>,ram:<id>`); the page reads the shopper's own. */
  parts: z.preprocess(
    blankToUndefined,
    singleLine({ label: 'parts', max: 40 * SLOT_KEYS.length })
      .regex(new RegExp(`^((${SLOT_KEYS.join('|')}):[0-9a-fA-F-]{36})(,(${SLOT_KEYS.join('|')}):[0-9a-fA-F-]{36})*$`), 'parts must be slot:id pairs separated by commas')
      .optional(),
  ),
  ...(Object.fromEntries(FILTER_KEYS.map((key) => [key, listOf(key)])) as Record<FilterKey, ReturnType<typeof listOf>>),
};

/**
 * The chooser page's address: unknown fields are ignored (a shared link with tracking still
 * works), and price bounds the wrong way round are swapped.
 */
export const ChooserQuerySchema = z.object({ component: slotKey, ...chooserShape }).transform(pricesInOrder);
/** The same for API clients (the slot in the path): unknown fields are refused. */
export const ChooserApiQuerySchema = z.strictObject(chooserShape).superRefine(priceOrder);
export type ChooserQuery = Omit<z.infer<typeof ChooserApiQuerySchema>, 'parts'>;

// ---------------------------------------------------------------- what the services answer

/** A saved build's part: the product it named, and the name the product had then. */
export interface SavedPart {
  slot: SlotKey;
  productId: string;
  name: string;
}

export interface BuildItem {
  slot: SlotKey;
  product: ProductSummary;
}

/** A part of a build that cannot be used: gone from the catalogue, or not of its slot's category. */
export interface UnavailablePart {
  slot: SlotKey;
  productId: string;
  /** The name it had when saved, when known. */
  name: string | null;
}

export interface Build {
  /** The usable parts, by slot. */
  parts: BuildParts;
  items: BuildItem[];
  unavailable: UnavailablePart[];
  conflicts: Conflict[];
  /** "Estimated Wattage (BETA)", in watts. */
  wattage: number;
  /** The least a power supply for it should give, in watts. */
  requiredPsuWattage: number;
  /** The price charged for every part now (poisha). */
  totalPrice: number;
  itemCount: number;
  /** Required slots still empty. */
  missing: SlotKey[];
}

export interface SavedBuildSummary {
  id: string;
  name: string;
  parts: BuildParts;
  itemCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface SavedBuild extends SavedBuildSummary {
  build: Build;
}

export interface QuoteLine {
  slot: SlotKey;
  productId: string;
  name: string;
  /** poisha, the price charged when quoted */
  price: number;
}

export interface Quote {
  id: string;
  /** "PCQ-1001" */
  number: string;
  lines: QuoteLine[];
  /** poisha */
  totalPrice: number;
  wattage: number;
  createdAt: Date;
  validUntil: Date;
}

export interface FacetValue {
  value: string;
  label: string;
  /** A bucket's label, translated by the page: "up to {max}", "{min} to {max}", "above {min}". */
  bucket?: { kind: 'upTo' | 'range' | 'above'; min?: string; max?: string };
  /** Buckets keep their own order (lowest first). */
  rank?: number;
  count: number;
  selected: boolean;
}

export interface ChooserFacet {
  key: FilterKey;
  values: FacetValue[];
}

export interface ChooserProduct extends ProductSummary {
  /** The part fits what is already chosen. */
  fits: boolean;
  /** Why it does not. */
  conflicts: Conflict[];
}

export interface ChooserPage {
  slot: SlotKey;
  category: { name: string; slug: string } | null;
  products: ChooserProduct[];
  page: number;
  pages: number;
  totalCount: number;
  /** Positions of the first and last product shown (1-based; 0 when none). */
  from: number;
  to: number;
  sort: ChooserSort;
  showAll: boolean;
  /** Parts of the other filters' result left out because they do not fit the build. */
  hiddenIncompatible: number;
  price: { min: number; max: number } | null;
  availability: { value: '7' | '8' | '9'; count: number; selected: boolean }[];
  facets: ChooserFacet[];
  filtered: boolean;
}

// ---------------------------------------------------------------- the builder page's forms

const slotField = z.enum(SLOT_KEYS, { error: 'Unknown component' });

/** The builder page's forms: put a product in a slot, empty a slot or the whole build, buy, save or quote it. */
export const PcBuilderFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('choose'), slot: slotField, productId }),
  z.object({ intent: z.literal('remove'), slot: slotField }),
  z.object({ intent: z.literal('clear') }),
  z.object({ intent: z.literal('cart') }),
  z.object({ intent: z.literal('save'), name: SaveBuildInputSchema.shape.name }),
  z.object({ intent: z.literal('quote') }),
  // From the profile's list of saved PCs.
  z.object({ intent: z.literal('delete-build'), buildId: z.uuid({ error: 'Invalid build id' }) }),
]);
