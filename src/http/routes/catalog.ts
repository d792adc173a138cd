import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ALL_PRODUCTS_BOUND, ProductListQuerySchema, type ProductSummary } from '~/modules/catalog/contracts.ts';
import { getProduct, listAllProducts, listCategoryTree, listProducts } from '~/modules/catalog/service.ts';
import { listReviews } from '~/modules/reviews/service.ts';
import { SHARED_DATA_TTL_MS } from '~/platform/cache.ts';
import { toTaka } from '~/platform/money.ts';

/** The wire form of a product (core-shop.md §3): `_id` as a string and prices in taka. */
export function toApiProduct<T extends ProductSummary>({ id, price, salePrice, ...rest }: T) {
  return { _id: id, ...rest, price: toTaka(price), salePrice: toTaka(salePrice), discount: toTaka(price - salePrice) };
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A page of products, newest first, or ranked by relevance for a keyword',
        description:
          '`keyword` matches whole words of the name, brand, category, keywords and key features. `price` is the regular price in taka, `salePrice` what is charged, `discount` the difference.',
        querystring: ProductListQuerySchema,
      },
    },
    async (request) => {
      const page = await listProducts(app.db, request.query, {}, app.cache);
      return { ...page, products: page.products.map(toApiProduct) };
    },
  );

  app.get(
    '/api/products/all',
    {
      schema: {
        tags: ['catalog'],
        summary: `The newest ${ALL_PRODUCTS_BOUND} products`,
        description: `Kept for API compatibility. Never an unbounded dump: at most ${ALL_PRODUCTS_BOUND} products, newest first. Use GET /api/products to page through a catalogue.`,
      },
    },
    async () => (await listAllProducts(app.db)).map(toApiProduct),
  );

  app.get(
    '/api/products/:slugOrId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product by slug or id, with its reviews',
        params: z.object({ slugOrId: z.string().min(1).max(200) }),
      },
    },
    async (request) => {
      const product = await getProduct(app.db, request.params.slugOrId);
      const reviews = await listReviews(app.db, product.id);
      return { ...toApiProduct(product), reviews: reviews.map(({ id, ...r }) => ({ _id: id, ...r })) };
    },
  );

  app.get(
    '/api/categories',
    { schema: { tags: ['catalog'], summary: 'The category tree in menu order, with sub-categories' } },
    async () =>
      (await app.cache.get('catalog:tree', SHARED_DATA_TTL_MS, () => listCategoryTree(app.db))).map(({ id, subCategories, ...c }) => ({
        _id: id,
        ...c,
        subCategories: subCategories.map(({ id: subId, ...s }) => ({ _id: subId, ...s })),
      })),
  );
};
