import { z } from 'zod';
import { FONT_CATEGORIES, MAX_FILTER_PRICE_TAKA, MAX_KEYWORD_LENGTH, PAGE_SIZE, SORTS, type Sort } from './constants.ts';
import { hasControlCharacter, imagePath, multiLine, singleLine, takaAmount } from '~/platform/fields.ts';
import { latinDigits, numeric } from '~/platform/numeric.ts';
import { taka } from '~/platform/money.ts';

export const AVAILABILITIES = ['in_stock', 'pre_order', 'up_coming'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const SpecificationValueSchema = z.object({
  name: singleLine({ label: 'Specification name', min: 1, max: 100 }),
  value: singleLine({ label: 'Specification value', max: 500 }),
});

export const SpecificationGroupSchema = z.object({
  name: singleLine({ label: 'Specification group', min: 1, max: 100 }),
  values: z.array(SpecificationValueSchema).max(100),
});
export type SpecificationGroup = z.infer<typeof SpecificationGroupSchema>;

export const MAX_PAGE_SIZE = 100;
/** Words of the API under /api/products/ that no product slug may take. */
export const RESERVED_PRODUCT_SLUGS = ['all', 'top'] as const;
/** `GET /api/products/top`: the best-rated products (the earlier home page asks for them). */
export const TOP_PRODUCTS = 3;
/** `GET /api/products/all` is kept for API clients but never dumps a large catalogue. */
export const ALL_PRODUCTS_BOUND = 500;

/** A product as a cart or an order reads it: the price charged (poisha) and the stock, now. */
export interface Purchasable {
  id: string;
  slug: string;
  name: string;
  image: string;
  /** Regular price (poisha). */
  price: number;
  /** The price charged (poisha). */
  salePrice: number;
  countInStock: number;
}

const pageNumber = z.coerce
  .number({ error: 'pageNumber must be a number' })
  .int('pageNumber must be a whole number')
  .min(1, 'pageNumber must be 1 or more')
  .max(1_000_000, 'pageNumber is too large');

/** The longest slug or name a route accepts (a slug is cut at 120; a name in any form may be longer). */
export const MAX_SLUG_PARAM_LENGTH = 200;
/** A slug, or a name in any form that slugifies to one (the routes promise to accept both). */
export const slugParam = (label = 'slug') => singleLine({ label, min: 1, max: MAX_SLUG_PARAM_LENGTH });

export const ProductListQuerySchema = z.object({
  keyword: singleLine({ label: 'keyword', max: MAX_KEYWORD_LENGTH }).default(''),
  pageNumber: pageNumber.default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(PAGE_SIZE),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** A product as the API and the web read it: ids as strings, prices in poisha. */
export interface ProductSummary {
  id: string;
  slug: string;
  name: string;
  productCode: string;
  image: string;
  brand: string;
  category: string;
  subCategory: string;
  feature: string;
  /** Regular price in poisha. */
  price: number;
  /** Price charged, in poisha: the regular price less the larger of product and category discount. */
  salePrice: number;
  /** Regular price less the price charged, in poisha. */
  discount: number;
  countInStock: number;
  availability: Availability;
  rating: number;
  numReviews: number;
}

export interface ProductDetail extends ProductSummary {
  imagePreview: string;
  additionalImages: string[];
  description: string;
  keywords: string[];
  specifications: SpecificationGroup[];
  fontCategory: string;
  isBold: boolean;
  isItalic: boolean;
  isUnderline: boolean;
  createdAt: string;
}

/** A product as the PC builder reads it: its summary, its category's slug and its specifications. */
export interface ComponentProduct extends ProductSummary {
  categorySlug: string;
  specifications: SpecificationGroup[];
}

/**
 * The PC builder's chooser reads a whole category with its specifications (to compute its
 * filters and the compatibility of each part): at most this many products of one category.
 */
export const COMPONENT_CATEGORY_BOUND = 2000;

export interface ProductPage {
  products: ProductSummary[];
  page: number;
  pages: number;
  totalCount: number;
  allBrands: string[];
}

export interface CategoryNode {
  id: string;
  name: string;
  /** The Bengali name, or null: Bengali pages show `name` (localName). */
  nameBn: string | null;
  slug: string;
  menuOrder: number;
  homeCard: number | null;
  subCategories: { id: string; name: string; nameBn: string | null; slug: string }[];
}

// ---------------------------------------------------------------- listings with filters

/** Enough for any real filter; more values in one request are a mistake or an attack. */
export const MAX_FILTER_VALUES = 30;
/**
 * A search ranks at most this many matches, the newest first taken from an index (docs/decisions/008):
 * a common word costs the same at 1 000 or 100 000 products. 20 pages of 30.
 */
export const SEARCH_CANDIDATES = 600;

// A GET form sends an empty field for an empty input: that means "not set".
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** One value or several (`brand=a&brand=b`), trimmed; blanks dropped. */
const listOf = <T extends z.ZodType<unknown, string>>(field: string, item: T) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${field} must be text` })
    // Blanks go (a GET form sends empty fields), but not "\t": the item schema refuses it.
    .transform((value) => (Array.isArray(value) ? value : [value]).filter((v) => hasControlCharacter(v) || v.trim() !== ''))
    .pipe(z.array(item).max(MAX_FILTER_VALUES, `${field} accepts at most ${MAX_FILTER_VALUES} values`))
    .optional()
    .transform((value) => value ?? []);

/** A filter value is at most this long: the longest brand or processor name, with room. */
export const MAX_FILTER_VALUE_LENGTH = 60;
const text = (field: string) => singleLine({ label: `${field} values`, max: MAX_FILTER_VALUE_LENGTH });

/** A price bound as a shopper writes it (taka, in any digits: ADR 038), read into poisha: the domain sees poisha only. */
export const priceTaka = (field: string) =>
  z.preprocess(
    (value) => blankToUndefined(latinDigits(value)),
    z.coerce
      .number({ error: `${field} must be a number of taka` })
      .min(0, `${field} must be 0 or more`)
      .max(MAX_FILTER_PRICE_TAKA, `${field} must be at most ${MAX_FILTER_PRICE_TAKA}`)
      .transform(taka)
      .optional(),
  );

const listingShape = {
  brand: listOf('brand', text('brand')),
  processorBrand: listOf('processorBrand', text('processorBrand')),
  processorType: listOf('processorType', text('processorType')),
  // "16" or "16GB"
  ram: listOf(
    'ram',
    singleLine({ label: 'ram values', max: 10 })
      .regex(/^\d{1,4} *(gb)?$/i, 'ram values must be a size in GB, such as 16')
      .transform((value) => Number.parseInt(value, 10)),
  ),
  minPrice: priceTaka('minPrice'),
  maxPrice: priceTaka('maxPrice'),
  sort: z.preprocess(blankToUndefined, z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` }).optional()),
  pageNumber: z.preprocess(blankToUndefined, pageNumber.default(1)),
};

type PriceBounds = { minPrice?: number; maxPrice?: number };
const reversed = (query: PriceBounds) => query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice;

/** API clients: bounds the wrong way round are refused, with the reason. */
export const priceOrder = (query: PriceBounds, ctx: z.RefinementCtx) => {
  if (reversed(query)) ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'minPrice must not be more than maxPrice' });
};

/** A page's filter form: a shopper who writes the bounds the wrong way round means the range between them. */
export const pricesInOrder = <Q extends PriceBounds>(query: Q): Q => (reversed(query) ? { ...query, minPrice: query.maxPrice, maxPrice: query.minPrice } : query);

/**
 * The filters, sort and page of a category or brand listing (prices written in taka, parsed
 * into poisha). The page form: unknown fields are ignored, so tracking parameters never break a
 * shared link, and price bounds the wrong way round are swapped, the other filters kept.
 */
export const ListingQuerySchema = z.object(listingShape).transform(pricesInOrder);
/** The same for API clients: unknown fields are rejected. */
export const ListingApiQuerySchema = z.strictObject(listingShape).superRefine(priceOrder);
/** A category listing for API clients: the listing query plus an optional sub-category slug. */
export const CategoryListingApiQuerySchema = z
  .strictObject({ ...listingShape, subCategory: slugParam('subCategory').optional() })
  .superRefine(priceOrder);
export type ListingQuery = z.infer<typeof ListingQuerySchema>;
/** The filters of a listing as the domain reads them: price bounds in poisha. */
export type ListingFilters = Omit<ListingQuery, 'sort' | 'pageNumber'>;

export const SlugParamsSchema = z.strictObject({ slug: slugParam() });

export interface FacetValue {
  /** What the filter field carries: a brand slug, "Intel", "Intel Core i5", "16". */
  value: string;
  label: string;
  /** Products with this value among those the other filters leave. */
  count: number;
  selected: boolean;
}

export interface ListingFacets {
  brand: FacetValue[];
  processorBrand: FacetValue[];
  processorType: FacetValue[];
  ram: FacetValue[];
  /** Lowest and highest sale price (poisha) of the products the other filters leave; null when none. */
  price: { min: number; max: number } | null;
}

export interface ListingPage extends ProductPage {
  /** The sort applied: the one asked for, else price low to high when filtered, else newest. */
  sort: Sort;
  /** Whether any filter is set. */
  filtered: boolean;
  filters: ListingFilters;
  facets: ListingFacets;
}

export interface SearchPage extends ProductPage {
  /** The keyword searched instead, when the one given found nothing and looked misspelt. */
  correctedKeyword: string | null;
  /** More products match than a search ranks: the first SEARCH_CANDIDATES are shown. */
  capped: boolean;
  /**
   * When nothing is found: a keyword that finds products (a closer spelling), or null, and the
   * categories closest to what was typed (else the first of the menu); `onlyShoppingWords`: the
   * keyword said nothing but "price", "dam", ... Null when products are found.
   */
  suggestions: { keyword: string | null; categories: CategoryLink[]; onlyShoppingWords: boolean } | null;
}

// ---------------------------------------------------------------- admin writes (issue 9)

export const MAX_PRODUCT_NAME_LENGTH = 200;
export const MAX_PRICE_TAKA = 100_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_FEATURE_LENGTH = 5_000;
/** A description is rich text (HTML): long tables fit, a book does not. */
export const MAX_DESCRIPTION_LENGTH = 100_000;
export const MAX_ADDITIONAL_IMAGES = 10;
export const MAX_SPECIFICATION_GROUPS = 30;

const picture = (label: string) => imagePath({ label });
const FONT_CATEGORY_REFUSED = 'fontCategory must be sans, serif, mono, one of the editor’s font families (Arial to Rockwell) or empty';

const moneyTaka = (label: string) => takaAmount({ label, max: MAX_PRICE_TAKA, invalid: 'a number of taka' });

const wholeNumber = (label: string, max: number) =>
  numeric(`${label} must be a number`, z.number().int(`${label} must be a whole number`).min(0, `${label} must be 0 or more`).max(max, `${label} must be at most ${max}`));

/** A category, sub-category or brand named by id, slug or name in any form. */
const reference = (label: string) => singleLine({ label, max: MAX_SLUG_PARAM_LENGTH });

const SpecificationsSchema = z.array(SpecificationGroupSchema).max(MAX_SPECIFICATION_GROUPS, `At most ${MAX_SPECIFICATION_GROUPS} specification groups`);
const AdditionalImagesSchema = z.array(picture('Additional image')).max(MAX_ADDITIONAL_IMAGES, `At most ${MAX_ADDITIONAL_IMAGES} additional images`);

const productWriteShape = {
  name: singleLine({ label: 'Name', min: 1, max: MAX_PRODUCT_NAME_LENGTH }),
  /** Slugified by the one slug rule; a taken slug is a 409. */
  slug: singleLine({ label: 'Slug', max: MAX_SLUG_PARAM_LENGTH }),
  price: moneyTaka('Price'),
  /** The product's own flat discount in taka (the category's applies when larger). */
  discount: moneyTaka('Discount'),
  image: picture('Image'),
  imagePreview: picture('Image preview'),
  additionalImages: AdditionalImagesSchema,
  brand: reference('Brand'),
  category: reference('Category'),
  /** Empty: no sub-category. */
  subCategory: reference('Sub Category'),
  countInStock: wholeNumber('Count In Stock', MAX_STOCK),
  availability: z.enum(AVAILABILITIES, { error: `Availability must be one of ${AVAILABILITIES.join(', ')}` }),
  feature: multiLine({ label: 'Key Features', max: MAX_FEATURE_LENGTH }),
  /** Rich text; sanitized (ADR 007) before it is stored. */
  description: multiLine({ label: 'Description', max: MAX_DESCRIPTION_LENGTH }),
  specifications: SpecificationsSchema,
  fontCategory: z
    .string({ error: FONT_CATEGORY_REFUSED })
    // Clients of the call table write the editor's names in any case: 'arial' is Arial.
    .transform((name) => FONT_CATEGORIES.find((known) => known.toLowerCase() === name.trim().toLowerCase()) ?? name)
    .pipe(z.enum(FONT_CATEGORIES, { error: FONT_CATEGORY_REFUSED })),
  isBold: z.boolean({ error: 'isBold must be true or false' }),
  isItalic: z.boolean({ error: 'isItalic must be true or false' }),
  isUnderline: z.boolean({ error: 'isUnderline must be true or false' }),
};

/**
 * `POST /api/products` and `PUT /api/products/{slug}` (docs/requirements/core-shop.md §7): every field optional.
 * A create fills what is missing with a sample product's values; an update keeps them. The
 * product code is the server's (generated from the sub-category), so a sent `productCode` is
 * ignored like any other unknown field.
 */
export const ProductWriteSchema = z.object(productWriteShape).partial();
export type ProductWrite = z.infer<typeof ProductWriteSchema>;

// A form sends lists as JSON text and a checkbox as "on" or nothing (unchecked means false).
const jsonText = <T extends z.ZodType>(label: string, schema: T) =>
  singleLine({ label, max: 200_000 })
    .transform((text, context) => {
      try {
        return JSON.parse(text || '[]') as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: `${label} could not be read` });
        return z.NEVER;
      }
    })
    .pipe(schema);
const checkbox = z.literal('on', { error: 'A checkbox is on or absent' }).optional().transform((value) => value === 'on');

/** The admin Edit Product form: the same fields as the API, as a form posts them. */
export const ProductFormSchema = z.object({
  ...productWriteShape,
  specifications: jsonText('Specification', SpecificationsSchema),
  additionalImages: jsonText('Additional Images', AdditionalImagesSchema),
  isBold: checkbox,
  isItalic: checkbox,
  isUnderline: checkbox,
});

export const AdminProductListQuerySchema = z.object({
  keyword: singleLine({ label: 'keyword', max: MAX_KEYWORD_LENGTH }).default(''),
  pageNumber: pageNumber.default(1),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

/** A product as the edit screen reads it: the detail plus the ids it refers to and its own discount. */
export interface ProductForEdit extends ProductDetail {
  brandId: string;
  categoryId: string;
  subCategoryId: string | null;
  /** The product's own flat discount (poisha), not the one charged. */
  ownDiscount: number;
}

/** The admin product list's two forms: Create Product, and a confirmed Delete. */
export const AdminProductListFormSchema = z.discriminatedUnion(
  'intent',
  [z.object({ intent: z.literal('create') }), z.object({ intent: z.literal('delete'), slug: slugParam() })],
  { error: 'Unknown action' },
);

// ---------------------------------------------------------------- catalogue structure (issue 9)

export const MAX_STRUCTURE_NAME_LENGTH = 100;
export const MAX_MENU_ORDER = 10_000;
export { FONT_CATEGORIES, HOME_CARD_POSITIONS } from './constants.ts';

const structureName = (label: string) => singleLine({ label, min: 1, max: MAX_STRUCTURE_NAME_LENGTH });
/** Empty: no Bengali name (a Bengali page shows the English one). */
const bengaliName = singleLine({ label: 'Bengali name', max: MAX_STRUCTURE_NAME_LENGTH });
/** Slugified by the one slug rule; empty on create: made from the name; empty on update: unchanged. */
const structureSlug = singleLine({ label: 'Slug', max: MAX_SLUG_PARAM_LENGTH });
const menuOrder = wholeNumber('Menu order', MAX_MENU_ORDER);
/** A home card position 1..4, or none (null, or an empty form field). */
const homeCard = z.preprocess(
  (value) => (value === '' ? null : value),
  z.union([z.null(), numeric('Home card must be 1, 2, 3, 4 or none', z.number().int('Home card must be 1, 2, 3, 4 or none').min(1, 'Home card must be 1, 2, 3, 4 or none').max(4, 'Home card must be 1, 2, 3, 4 or none'))], {
    error: 'Home card must be 1, 2, 3, 4 or none',
  }),
);

/** true or false; the admin form's select sends them as text. */
const returnable = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], { error: 'Returnable must be true or false' });

const categoryShape = {
  name: structureName('Name'),
  nameBn: bengaliName.default(''),
  slug: structureSlug.default(''),
  menuOrder: menuOrder.default(0),
  homeCard: homeCard.default(null),
  /** A flat discount in taka on every product of the category (the product's own applies when larger). */
  discount: moneyTaka('Discount').default(0),
  /** Whether its products may be returned (the seed's refund policy: software and licences cannot). */
  returnable: returnable.default(true),
};

/** `POST /api/categories` and the admin category form. */
export const CategoryInputSchema = z.object(categoryShape);
export type CategoryInput = z.infer<typeof CategoryInputSchema>;
/** `PUT /api/categories/{id}`: any of the fields; the others stay. */
export const CategoryUpdateSchema = z.object({
  name: categoryShape.name.optional(),
  nameBn: bengaliName.optional(),
  slug: structureSlug.optional(),
  menuOrder: menuOrder.optional(),
  homeCard: homeCard.optional(),
  discount: moneyTaka('Discount').optional(),
  returnable: returnable.optional(),
});
export type CategoryUpdate = z.infer<typeof CategoryUpdateSchema>;

/** `POST /api/categories/{id}/subcategories` and the admin sub-category form. */
export const SubCategoryInputSchema = z.object({
  name: structureName('Name'),
  nameBn: bengaliName.default(''),
  slug: structureSlug.default(''),
  menuOrder: menuOrder.default(0),
});
export type SubCategoryInput = z.infer<typeof SubCategoryInputSchema>;
export const SubCategoryUpdateSchema = z.object({
  name: structureName('Name').optional(),
  nameBn: bengaliName.optional(),
  slug: structureSlug.optional(),
  menuOrder: menuOrder.optional(),
});
export type SubCategoryUpdate = z.infer<typeof SubCategoryUpdateSchema>;

/** `POST /api/brands` and the admin brand form: the logo is an upload (`POST /api/upload`). */
export const BrandInputSchema = z.object({
  name: structureName('Name'),
  slug: structureSlug.default(''),
  logo: imagePath({ label: 'Logo' }).default(''),
});
export type BrandInput = z.infer<typeof BrandInputSchema>;
export const BrandUpdateSchema = z.object({
  name: structureName('Name').optional(),
  slug: structureSlug.optional(),
  logo: imagePath({ label: 'Logo' }).optional(),
});
export type BrandUpdate = z.infer<typeof BrandUpdateSchema>;

/** A category's, sub-category's or brand's id from an address or a form. */
export const StructureIdSchema = z.uuid({ error: 'Invalid id' });

/** The admin category and brand lists' one form: a confirmed Delete. */
export const StructureDeleteFormSchema = z.object({ intent: z.literal('delete', { error: 'Unknown action' }), id: StructureIdSchema });

/** A category as the admin screens read it. */
export interface AdminCategory {
  id: string;
  name: string;
  nameBn: string | null;
  slug: string;
  formerSlugs: string[];
  menuOrder: number;
  homeCard: number | null;
  /** Poisha. */
  discount: number;
  returnable: boolean;
  productCount: number;
  subCategories: AdminSubCategory[];
}

export interface AdminSubCategory {
  id: string;
  categoryId: string;
  name: string;
  nameBn: string | null;
  slug: string;
  formerSlugs: string[];
  menuOrder: number;
  productCount: number;
}

export interface AdminBrand {
  id: string;
  name: string;
  slug: string;
  formerSlugs: string[];
  logo: string;
  productCount: number;
}

/** The admin category screen's forms: Save the category, or a confirmed Delete of one of its sub-categories. */
export const CategoryFormSchema = z.discriminatedUnion(
  'intent',
  [CategoryInputSchema.extend({ intent: z.literal('save') }), StructureDeleteFormSchema],
  { error: 'Unknown action' },
);

// ---------------------------------------------------------------- search synonyms (docs/decisions/004)

export const MIN_SYNONYM_TERMS = 2;
export const MAX_SYNONYM_TERMS = 20;
export const MAX_SYNONYM_TERM_LENGTH = 40;
// One word or two (a group is found by a word of the keyword or two neighbouring ones), hyphens inside words allowed.
const SYNONYM_WORD = String.raw`[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*`;
const SYNONYM_TERM = new RegExp(`^${SYNONYM_WORD}(?: ${SYNONYM_WORD})?$`, 'u');
const SYNONYM_TERM_MESSAGE = 'Each word must be one or two words of letters and digits';

/** A synonym term as the search reads it: lower-case, single spaces, no zero-width joiners. */
export const normalizeSynonymTerm = (term: string) => term.replace(/[\u200C\u200D]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

const synonymTerm = singleLine({ label: 'Word', min: 1, max: MAX_SYNONYM_TERM_LENGTH })
  .transform(normalizeSynonymTerm)
  .refine((term) => SYNONYM_TERM.test(term), SYNONYM_TERM_MESSAGE);

const synonymTerms = z
  .array(synonymTerm, { error: 'terms must be a list of words' })
  .max(MAX_SYNONYM_TERMS, `At most ${MAX_SYNONYM_TERMS} words in a group`)
  .transform((terms) => [...new Set(terms)])
  .refine((terms) => terms.length >= MIN_SYNONYM_TERMS, `A group needs at least ${MIN_SYNONYM_TERMS} different words`);

/** `POST /api/search/synonyms`, `PUT /api/search/synonyms/{id}`: a group of words that find the same products. */
export const SynonymInputSchema = z.object({ terms: synonymTerms }).strict();
export type SynonymInput = z.infer<typeof SynonymInputSchema>;

/** The admin form: the words of a group separated by commas. */
export const SynonymFormSchema = z.object({
  terms: z
    .string({ error: 'Words are required' })
    .max(MAX_SYNONYM_TERMS * (MAX_SYNONYM_TERM_LENGTH + 2), 'Too many words')
    .transform((text) => text.split(/[,،\n]/).map((t) => t.trim()).filter(Boolean))
    .pipe(synonymTerms),
});

export interface SynonymGroup {
  id: string;
  terms: string[];
}

// ---------------------------------------------------------------- suggestions (docs/decisions/004)

/** `GET /api/search/suggest`: the most of each kind (the shortest keyword is MIN_SUGGEST_LENGTH). */
export { MIN_SUGGEST_LENGTH } from './constants.ts';
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 4;

export const SuggestQuerySchema = z.object({
  q: singleLine({ label: 'q', max: MAX_KEYWORD_LENGTH }).default(''),
});

/** A category (or sub-category, under its category) a search points to. */
export interface CategoryLink {
  name: string;
  nameBn: string | null;
  slug: string;
}

export interface SearchSuggestions {
  products: { id: string; slug: string; name: string; image: string; salePrice: number }[];
  categories: CategoryLink[];
}

/** The admin synonym list's one form: a confirmed Delete. */
export const SynonymDeleteFormSchema = z.object({ intent: z.literal('delete', { error: 'Unknown action' }), id: StructureIdSchema });

// ---------------------------------------------------------------- specification glossary (docs/decisions/039)

/** A glossary term is a specification group or field name: as long as those may be. */
export const MAX_GLOSSARY_TERM_LENGTH = 100;
export const MAX_GLOSSARY_BENGALI_LENGTH = 100;

/** `POST /api/spec-glossary`, `PUT /api/spec-glossary/{id}` and the admin's form: an English name and its Bengali. */
export const GlossaryInputSchema = z
  .object({
    term: singleLine({ label: 'English name', min: 1, max: MAX_GLOSSARY_TERM_LENGTH }).overwrite((term) => term.replace(/\s+/g, ' ')),
    bengali: singleLine({ label: 'Bengali', min: 1, max: MAX_GLOSSARY_BENGALI_LENGTH }).overwrite((text) => text.replace(/\s+/g, ' ')),
  })
  .strict();
export type GlossaryInput = z.infer<typeof GlossaryInputSchema>;

export interface GlossaryEntry {
  id: string;
  term: string;
  bengali: string;
}

/** The admin glossary list's one form: a confirmed Delete. */
export const GlossaryDeleteFormSchema = z.object({ intent: z.literal('delete', { error: 'Unknown action' }), id: StructureIdSchema });
