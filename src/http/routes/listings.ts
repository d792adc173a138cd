import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CategoryListingApiQuerySchema, ListingApiQuerySchema, SlugParamsSchema } from '~/modules/catalog/contracts.ts';
import { PAGE_SIZE, SORTS } from '~/modules/catalog/constants.ts';
import { getBrand, getListingCategory, listBrands, listFilteredProducts } from '~/modules/catalog/index.ts';
import { ERRORS, Taka, toWire, WireId } from '../wire.ts';
import { ProductPageWireSchema } from './catalog.ts';

const FILTERS_DESCRIPTION = `Filters (repeat a field for several values, e.g. \`brand=asus&brand=hp\`): \`brand\` (name or slug, any case), \`processorBrand\` (Intel, AMD, ...), \`processorType\` (Intel Core i3/i5/i7/i9, AMD Ryzen 3/5/7/9), \`ram\` (GB, e.g. 16), \`minPrice\` and \`maxPrice\` (sale price in taka). \`sort\`: newest, price_asc or price_desc; the default is price_asc when any filter is set, else newest. ${PAGE_SIZE} products a page; \`pageNumber\` past the last page answers an empty page. \`facets\` give, for each filter, its values with the number of products each would list given the other filters, and the price range (taka) of the products the other filters leave. Unknown query fields are rejected.`;

const FacetValues = z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int(), selected: z.boolean() }));
const Named = z.object({ _id: WireId, name: z.string(), slug: z.string() });

/** A filtered listing: the product page of GET /api/products plus the filters applied and the facets. */
const ListingWireSchema = ProductPageWireSchema.extend({
  sort: z.enum(SORTS),
  filtered: z.boolean(),
  filters: z.object({
    brand: z.array(z.string()),
    processorBrand: z.array(z.string()),
    processorType: z.array(z.string()),
    ram: z.array(z.number().int()),
    minPrice: Taka.optional(),
    maxPrice: Taka.optional(),
  }),
  facets: z.object({
    brand: FacetValues,
    processorBrand: FacetValues,
    processorType: FacetValues,
    ram: FacetValues,
    price: z.object({ min: Taka, max: Taka }).nullable(),
  }),
});

const tags = ['catalog'];

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories/:slug/products',
    {
      schema: {
        tags,
        summary: 'A page of a category’s products with filters, sort and facet counts',
        description: `\`subCategory\` (a sub-category slug) narrows the listing. ${FILTERS_DESCRIPTION}`,
        params: SlugParamsSchema,
        querystring: CategoryListingApiQuerySchema,
        response: { 200: ListingWireSchema.extend({ category: Named, subCategory: Named.optional() }), ...ERRORS },
      },
    },
    async (request) => {
      const { subCategory: subSlug, ...query } = request.query;
      const { category, subCategory } = await getListingCategory(app.db, request.params.slug, subSlug, app.cache);
      const page = await listFilteredProducts(app.db, { categoryId: category.id, subCategoryId: subCategory?.id }, query, app.cache);
      return toWire({ ...page, category, subCategory: subCategory ?? undefined });
    },
  );

  app.get(
    '/api/brands',
    {
      schema: {
        tags,
        summary: 'Every brand by name, with whether it has products (its page lists them)',
        response: { 200: z.array(Named.extend({ hasProducts: z.boolean(), logo: z.string().describe('An uploaded picture (`/uploads/…`), or empty') })) },
      },
    },
    async () => toWire(await listBrands(app.db)),
  );

  app.get(
    '/api/brands/:slug/products',
    {
      schema: {
        tags,
        summary: 'A page of one brand’s products with filters, sort and facet counts',
        description: FILTERS_DESCRIPTION,
        params: SlugParamsSchema,
        querystring: ListingApiQuerySchema,
        response: { 200: ListingWireSchema.extend({ brand: Named }), ...ERRORS },
      },
    },
    async (request) => {
      const brand = await getBrand(app.db, request.params.slug, app.cache);
      return toWire({ ...(await listFilteredProducts(app.db, { brandId: brand.id }, request.query, app.cache)), brand });
    },
  );
};
