import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BrandInputSchema, BrandUpdateSchema, CategoryInputSchema, CategoryUpdateSchema, StructureIdSchema, SubCategoryInputSchema, SubCategoryUpdateSchema } from '~/modules/catalog/contracts.ts';
import { createBrand, createCategory, createSubCategory, deleteBrand, deleteSubCategory, updateBrand, updateSubCategory } from '~/modules/catalog/index.ts';
import { changeCategory, removeCategory } from '~/flows/category-structure.ts';
import { ERRORS, Taka, toWire, WireId } from '../wire.ts';

const SubCategoryWireSchema = z.object({
  _id: WireId,
  categoryId: z.string(),
  name: z.string(),
  nameBn: z.string().nullable().describe('The Bengali name; null: Bengali pages show `name`'),
  slug: z.string(),
  formerSlugs: z.array(z.string()).describe('Slugs it had before: their addresses redirect to the current one'),
  menuOrder: z.number().int(),
  productCount: z.number().int(),
});
const CategoryWireSchema = z.object({
  _id: WireId,
  name: z.string(),
  nameBn: z.string().nullable().describe('The Bengali name; null: Bengali pages show `name`'),
  slug: z.string(),
  formerSlugs: z.array(z.string()).describe('Slugs it had before: their addresses redirect to the current one'),
  menuOrder: z.number().int(),
  homeCard: z.number().int().nullable().describe('Position among the home page’s four featured cards, or null'),
  discount: Taka.describe('Flat discount in taka on every product of the category'),
  returnable: z.boolean().describe('Whether its products may be returned (software and licences: false)'),
  productCount: z.number().int(),
  subCategories: z.array(SubCategoryWireSchema),
});
const BrandWireSchema = z.object({
  _id: WireId,
  name: z.string(),
  slug: z.string(),
  formerSlugs: z.array(z.string()),
  logo: z.string().describe('An uploaded picture (`/uploads/…`), or empty'),
  productCount: z.number().int(),
});
const MessageSchema = z.object({ message: z.string() });
const IdParams = z.object({ id: StructureIdSchema });
const admin = { access: 'admin' } as const;
const tags = ['catalog structure'];
const SLUG_RULES =
  'A slug is made by the shop’s one slug rule from `slug` (or from `name` when a new row gives none); a slug another row holds is a 409. A changed slug keeps the old one in `formerSlugs`: old addresses redirect to the new one.';
const DELETE_RULE = 'Refused with a 409 while products are filed under it: move or delete them first.';

/**
 * The catalogue's structure for admins (issue 9): categories, their sub-categories, brands.
 * Every call is admin-only (401 signed out, 403 customers: the access hook). Reads are the
 * public `GET /api/categories` and `GET /api/brands`. A write shows in the shop at once.
 */
export const structureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/categories',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: create a category',
        description: `${SLUG_RULES} \`homeCard\` 1–4 features it on the home page; each position holds one category (409). \`discount\` in taka.`,
        body: CategoryInputSchema,
        response: { 201: CategoryWireSchema, ...ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(toWire(await createCategory(app.db, app.cache, request.body))),
  );

  app.put(
    '/api/categories/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: change a category: any of name, nameBn, slug, menuOrder, homeCard, discount, returnable',
        description: `${SLUG_RULES} An empty \`nameBn\` removes the Bengali name.`,
        params: IdParams,
        body: CategoryUpdateSchema,
        response: { 200: CategoryWireSchema, ...ERRORS },
      },
    },
    async (request) => toWire(await changeCategory(app.db, app.cache, request.params.id, request.body)),
  );

  app.delete(
    '/api/categories/:id',
    { config: admin, schema: { tags, summary: 'Admin: delete a category with its sub-categories', description: DELETE_RULE, params: IdParams, response: { 200: MessageSchema, ...ERRORS } } },
    async (request) => {
      await removeCategory(app.db, app.cache, request.params.id);
      return { message: 'Category removed' };
    },
  );

  app.post(
    '/api/categories/:id/subcategories',
    {
      config: admin,
      schema: { tags, summary: 'Admin: add a sub-category to a category', description: SLUG_RULES, params: IdParams, body: SubCategoryInputSchema, response: { 201: SubCategoryWireSchema, ...ERRORS } },
    },
    async (request, reply) => reply.status(201).send(toWire(await createSubCategory(app.db, app.cache, request.params.id, request.body))),
  );

  app.put(
    '/api/subcategories/:id',
    {
      config: admin,
      schema: { tags, summary: 'Admin: change a sub-category: any of name, nameBn, slug, menuOrder', description: SLUG_RULES, params: IdParams, body: SubCategoryUpdateSchema, response: { 200: SubCategoryWireSchema, ...ERRORS } },
    },
    async (request) => toWire(await updateSubCategory(app.db, app.cache, request.params.id, request.body)),
  );

  app.delete(
    '/api/subcategories/:id',
    { config: admin, schema: { tags, summary: 'Admin: delete a sub-category', description: DELETE_RULE, params: IdParams, response: { 200: MessageSchema, ...ERRORS } } },
    async (request) => {
      await deleteSubCategory(app.db, app.cache, request.params.id);
      return { message: 'Sub-category removed' };
    },
  );

  app.post(
    '/api/brands',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: create a brand',
        description: `${SLUG_RULES} \`logo\`: a picture uploaded with POST /api/upload (\`/uploads/…\`), or empty.`,
        body: BrandInputSchema,
        response: { 201: BrandWireSchema, ...ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(toWire(await createBrand(app.db, app.cache, request.body))),
  );

  app.put(
    '/api/brands/:id',
    {
      config: admin,
      schema: { tags, summary: 'Admin: change a brand: any of name, slug, logo', description: SLUG_RULES, params: IdParams, body: BrandUpdateSchema, response: { 200: BrandWireSchema, ...ERRORS } },
    },
    async (request) => toWire(await updateBrand(app.db, app.cache, request.params.id, request.body)),
  );

  app.delete(
    '/api/brands/:id',
    { config: admin, schema: { tags, summary: 'Admin: delete a brand', description: DELETE_RULE, params: IdParams, response: { 200: MessageSchema, ...ERRORS } } },
    async (request) => {
      await deleteBrand(app.db, app.cache, request.params.id);
      return { message: 'Brand removed' };
    },
  );
};
