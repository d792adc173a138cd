import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_PRODUCTS_BOUND, AVAILABILITIES, ProductListQuerySchema, slugParam, TOP_PRODUCTS } from '~/modules/catalog/contracts.ts';
import { getCategoryTree, getProduct, listAllProducts, listProducts, listTopProducts } from '~/modules/catalog/index.ts';
import { listReviews } from '~/modules/reviews/index.ts';
import { ERRORS, Taka, toWire, WireId } from '../wire.ts';

/** A product in lists (docs/requirements/core-shop.md §3): `price` the regular price, `salePrice` what is charged. */
export const ProductWireSchema = z.object({
  _id: WireId,
  slug: z.string(),
  name: z.string(),
  productCode: z.string(),
  image: z.string(),
  brand: z.string(),
  category: z.string(),
  subCategory: z.string(),
  feature: z.string(),
  price: Taka,
  salePrice: Taka,
  discount: Taka,
  countInStock: z.number().int(),
  availability: z.enum(AVAILABILITIES),
  rating: z.number(),
  numReviews: z.number().int(),
});

const SpecificationsWire = z.array(z.object({ name: z.string(), values: z.array(z.object({ name: z.string(), value: z.string() })) }));

export const ProductDetailWireSchema = ProductWireSchema.extend({
  imagePreview: z.string(),
  additionalImages: z.array(z.string()),
  description: z.string().describe('Sanitized HTML'),
  keywords: z.array(z.string()),
  specifications: SpecificationsWire,
  fontCategory: z.string(),
  isBold: z.boolean(),
  isItalic: z.boolean(),
  isUnderline: z.boolean(),
  createdAt: z.string(),
  reviews: z.array(z.object({ _id: WireId, name: z.string(), rating: z.number().int(), comment: z.string(), createdAt: z.string() })),
});

/** A page of products: the product list shape of GET /api/products. */
export const ProductPageWireSchema = z.object({
  products: z.array(ProductWireSchema),
  page: z.number().int(),
  pages: z.number().int(),
  totalCount: z.number().int(),
  allBrands: z.array(z.string()),
});

const tags = ['catalog'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'A page of products, newest first, or ranked by relevance for a keyword',
        description:
          '`keyword` matches whole words of the name, brand, category and sub-category (English or Bengali names), keywords and key features; the products of a category or sub-category the keyword names come first. The keyword is read as shoppers type it: shopping words ("price", "dam", "koto", "in bd", "দাম", "কত") are ignored unless there is nothing else, a Bengali word also matches its stem ("ল্যাপটপের"), letters and digits match joined or apart ("rtx4060", "RTX 4060"), and words of a synonym group (`/api/search/synonyms`) match each other. `price` is the regular price in taka, `salePrice` what is charged, `discount` the difference.',
        querystring: ProductListQuerySchema,
        response: {
          200: ProductPageWireSchema.extend({
            correctedKeyword: z.string().nullable().optional().describe('The keyword searched instead, when the one given found nothing'),
            capped: z.boolean().optional().describe('More products match than a search ranks'),
            suggestions: z
              .object({
                keyword: z.string().nullable().describe('A keyword that finds products, or null'),
                categories: z.array(z.object({ name: z.string(), nameBn: z.string().nullable(), slug: z.string() })).describe('The categories closest to the keyword, else the first of the menu'),
                onlyShoppingWords: z.boolean().describe('The keyword held nothing but shopping words ("price", "dam", "কত")'),
              })
              .nullable()
              .optional()
              .describe('Only when a search found nothing: where to go instead'),
          }),
          ...ERRORS,
        },
      },
    },
    async (request) => toWire(await listProducts(app.db, request.query, {}, app.cache)),
  );

  app.get(
    '/api/products/all',
    {
      schema: {
        tags,
        summary: `The newest ${ALL_PRODUCTS_BOUND} products`,
        description: `Kept for API compatibility. Never an unbounded dump: at most ${ALL_PRODUCTS_BOUND} products, newest first. Use GET /api/products to page through a catalogue.`,
        response: { 200: z.array(ProductWireSchema) },
      },
    },
    async () => toWire(await listAllProducts(app.db)),
  );

  app.get(
    '/api/products/top',
    {
      schema: {
        tags,
        summary: `The ${TOP_PRODUCTS} best-rated products`,
        description: 'By rating, then number of reviews, then newest; only products with at least one review.',
        response: { 200: z.array(ProductWireSchema) },
      },
    },
    async () => toWire(await listTopProducts(app.db)),
  );

  app.get(
    '/api/products/:slugOrId',
    {
      schema: {
        tags,
        summary: 'One product by slug or id, with its reviews',
        params: z.object({ slugOrId: slugParam('slugOrId') }),
        response: { 200: ProductDetailWireSchema, ...ERRORS },
      },
    },
    async (request) => {
      const product = await getProduct(app.db, request.params.slugOrId, app.cache);
      return toWire({ ...product, reviews: await listReviews(app.db, app.cache, product.id) });
    },
  );

  app.get(
    '/api/categories',
    {
      schema: {
        tags,
        summary: 'The category tree in menu order, with sub-categories',
        response: {
          200: z.array(
            z.object({
              _id: WireId,
              name: z.string(),
              nameBn: z.string().nullable().describe('The Bengali name; null: Bengali pages show `name`'),
              slug: z.string(),
              menuOrder: z.number().int(),
              homeCard: z.number().int().nullable(),
              subCategories: z.array(z.object({ _id: WireId, name: z.string(), nameBn: z.string().nullable(), slug: z.string() })),
            }),
          ),
        },
      },
    },
    async () => toWire(await getCategoryTree(app.db, app.cache)),
  );
};
