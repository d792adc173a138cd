import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryListingApiQuerySchema,
  ListingApiQuerySchema,
  PAGE_SIZE,
  SlugParamsSchema,
  type ListingPage,
} from '~/modules/catalog/contracts.ts';
import { getBrand, getListingCategory, listBrands, listFilteredProducts } from '~/modules/catalog/listing.ts';
import { toTaka } from '~/platform/money.ts';
import { toApiProduct } from './catalog.ts';

const FILTERS_DESCRIPTION = `Filters (repeat a field for several values, e.g. \`brand=asus&brand=hp\`): \`brand\` (name or slug, any case), \`processorBrand\` (Intel, AMD, ...), \`processorType\` (Intel Core i3/i5/i7/i9, AMD Ryzen 3/5/7/9), \`ram\` (GB, e.g. 16), \`minPrice\` and \`maxPrice\` (sale price in taka). \`sort\`: newest, price_asc or price_desc; the default is price_asc when any filter is set, else newest. ${PAGE_SIZE} products a page; \`pageNumber\` past the last page answers an empty page. \`facets\` give, for each filter, its values with the number of products each would list given the other filters, and the price range (taka) of the products the other filters leave. Unknown query fields are rejected.`;

/** The wire form of a filtered listing: products as in GET /api/products, prices in taka. */
function toApiListing(page: ListingPage) {
  const { price } = page.facets;
  return {
    ...page,
    products: page.products.map(toApiProduct),
    facets: { ...page.facets, price: price && { min: toTaka(price.min), max: toTaka(price.max) } },
  };
}

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories/:slug/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A page of a category’s products with filters, sort and facet counts',
        description: `\`subCategory\` (a sub-category slug) narrows the listing. ${FILTERS_DESCRIPTION}`,
        params: SlugParamsSchema,
        querystring: CategoryListingApiQuerySchema,
      },
    },
    async (request) => {
      const { subCategory: subSlug, ...query } = request.query;
      const { category, subCategory } = await getListingCategory(app.db, request.params.slug, subSlug);
      const page = await listFilteredProducts(app.db, { categoryId: category.id, subCategoryId: subCategory?.id }, query, app.cache);
      return {
        ...toApiListing(page),
        category: { _id: category.id, name: category.name, slug: category.slug },
        subCategory: subCategory && { _id: subCategory.id, name: subCategory.name, slug: subCategory.slug },
      };
    },
  );

  app.get(
    '/api/brands',
    { schema: { tags: ['catalog'], summary: 'Every brand by name, with whether it has products (its page lists them)' } },
    async () => (await listBrands(app.db)).map(({ id, ...brand }) => ({ _id: id, ...brand })),
  );

  app.get(
    '/api/brands/:slug/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A page of one brand’s products with filters, sort and facet counts',
        description: FILTERS_DESCRIPTION,
        params: SlugParamsSchema,
        querystring: ListingApiQuerySchema,
      },
    },
    async (request) => {
      const brand = await getBrand(app.db, request.params.slug);
      const page = await listFilteredProducts(app.db, { brandId: brand.id }, request.query, app.cache);
      return { ...toApiListing(page), brand: { _id: brand.id, name: brand.name, slug: brand.slug } };
    },
  );
};
