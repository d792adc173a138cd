import { z } from 'zod';

export const AVAILABILITIES = ['in_stock', 'pre_order', 'up_coming'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const SpecificationValueSchema = z.object({
  name: z.string().trim().min(1).max(100),
  value: z.string().trim().max(500),
});

export const SpecificationGroupSchema = z.object({
  name: z.string().trim().min(1).max(100),
  values: z.array(SpecificationValueSchema).max(100),
});
export type SpecificationGroup = z.infer<typeof SpecificationGroupSchema>;

/** core-shop.md §9: 30 products per page everywhere. */
export const PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;
export const MAX_KEYWORD_LENGTH = 200;
/** `GET /api/products/all` is kept for API clients but never dumps a large catalogue. */
export const ALL_PRODUCTS_BOUND = 500;

const pageNumber = z.coerce
  .number({ error: 'pageNumber must be a number' })
  .int('pageNumber must be a whole number')
  .min(1, 'pageNumber must be 1 or more')
  .max(1_000_000, 'pageNumber is too large');

export const ProductListQuerySchema = z.object({
  keyword: z
    .string()
    .max(MAX_KEYWORD_LENGTH, `keyword must be at most ${MAX_KEYWORD_LENGTH} characters`)
    .default(''),
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
  reviews: { id: string; name: string; rating: number; comment: string; createdAt: string }[];
}

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
  slug: string;
  menuOrder: number;
  homeCard: number | null;
  subCategories: { id: string; name: string; slug: string }[];
}
