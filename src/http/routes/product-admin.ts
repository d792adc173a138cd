import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProduct, deleteProduct, updateProduct } from '~/modules/catalog/index.ts';
import { ProductWriteSchema, slugParam, type ProductForEdit } from '~/modules/catalog/contracts.ts';
import { ERRORS, toWire } from '../wire.ts';
import { ProductDetailWireSchema } from './catalog.ts';

const WrittenProductWireSchema = ProductDetailWireSchema.omit({ reviews: true });
const tags = ['catalog'];
const admin = { access: 'admin' } as const;
const SlugParams = z.object({ slug: slugParam() });

// The wire names the price charged and the discount off it; the product's own discount is the
// edit screen's business, not the API's.
const written = (product: ProductForEdit) => {
  const { brandId: _b, categoryId: _c, subCategoryId: _s, ownDiscount: _d, ...detail } = product;
  return toWire(detail);
};

/** The product writes of docs/requirements/core-shop.md §7, admins only; each drops the cached listings and pages. */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/products',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a product (admin)',
        description:
          'Every field is optional: what is missing is a sample product’s (name "Sample name", price 0, the first category and brand), ready to be edited. Prices in taka; the product code is generated from the sub-category; the description is sanitized.',
        body: ProductWriteSchema.optional(),
        response: { 201: WrittenProductWireSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const product = await createProduct(app.db, app.cache, request.body ?? {});
      return reply.status(201).send(written(product));
    },
  );

  app.put(
    '/api/products/:slug',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Update a product (admin)',
        description:
          'The fields given change; the others stay; unknown fields (such as productCode, which the server makes) are ignored. A new sub-category draws a new product code. Answers the updated product.',
        params: SlugParams,
        body: ProductWriteSchema,
        response: { 200: WrittenProductWireSchema, ...ERRORS },
      },
    },
    async (request) => written(await updateProduct(app.db, app.cache, request.params.slug, request.body)),
  );

  app.delete(
    '/api/products/:slug',
    {
      config: admin,
      schema: { tags, summary: 'Delete a product (admin)', params: SlugParams, response: { 200: z.object({ message: z.string() }), ...ERRORS } },
    },
    async (request) => {
      await deleteProduct(app.db, app.cache, request.params.slug);
      return { message: 'Product removed' };
    },
  );
};
