import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MIN_SUGGEST_LENGTH, StructureIdSchema, SuggestQuerySchema, SUGGESTED_CATEGORIES, SUGGESTED_PRODUCTS, SynonymInputSchema } from '~/modules/catalog/contracts.ts';
import { suggestSearch } from '~/modules/catalog/index.ts';
import { createSynonymGroup, deleteSynonymGroup, listSynonymGroups, updateSynonymGroup } from '~/modules/catalog/index.ts';
import { ERRORS, Taka, toWire, WireId } from '../wire.ts';

const SynonymGroupWireSchema = z.object({ _id: WireId, terms: z.array(z.string()) });
const IdParams = z.object({ id: StructureIdSchema });
const admin = { access: 'admin' } as const;
const tags = ['search'];
const GROUP_RULES =
  'A group is 2–20 words (each one or two words of letters and digits, at most 40 characters), stored lower-case without zero-width joiners; a search for any of them finds what any finds. A word already in another group is a 409. A change shows in searches at once.';

const SuggestionsWireSchema = z.object({
  products: z.array(z.object({ _id: WireId, slug: z.string(), name: z.string(), image: z.string(), salePrice: Taka.describe('The price charged, in taka') })),
  categories: z.array(z.object({ name: z.string(), nameBn: z.string().nullable().describe('The Bengali name; null: Bengali pages show `name`'), slug: z.string() })),
});

/** Search: suggestions as the shopper types, and the synonym groups admins keep (docs/decisions/004). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/suggest',
    {
      schema: {
        tags,
        summary: 'Suggestions as the shopper types: a few products and categories',
        description: `\`q\` is read as a search keyword is (shopping words, Bengali stems, model numbers, synonyms), its last word as the start of a word ("lap" finds laptops). At most ${SUGGESTED_PRODUCTS} products (best match first, the products of a category the keyword names first) and ${SUGGESTED_CATEGORIES} categories whose English or Bengali names have a word starting with a word of \`q\`. Fewer than ${MIN_SUGGEST_LENGTH} characters answer empty lists. Cached until the catalogue changes.`,
        querystring: SuggestQuerySchema,
        response: { 200: SuggestionsWireSchema, ...ERRORS },
      },
    },
    async (request) => toWire(await suggestSearch(app.db, request.query.q, app.cache)),
  );

  app.get(
    '/api/search/synonyms',
    { config: admin, schema: { tags, summary: 'Admin: every synonym group, by its first word', response: { 200: z.array(SynonymGroupWireSchema), ...ERRORS } } },
    async () => toWire(await listSynonymGroups(app.db)),
  );

  app.post(
    '/api/search/synonyms',
    {
      config: admin,
      schema: { tags, summary: 'Admin: add a group of words that find the same products', description: GROUP_RULES, body: SynonymInputSchema, response: { 201: SynonymGroupWireSchema, ...ERRORS } },
    },
    async (request, reply) => reply.status(201).send(toWire(await createSynonymGroup(app.db, app.cache, request.body))),
  );

  app.put(
    '/api/search/synonyms/:id',
    {
      config: admin,
      schema: { tags, summary: 'Admin: replace the words of a synonym group', description: GROUP_RULES, params: IdParams, body: SynonymInputSchema, response: { 200: SynonymGroupWireSchema, ...ERRORS } },
    },
    async (request) => toWire(await updateSynonymGroup(app.db, app.cache, request.params.id, request.body)),
  );

  app.delete(
    '/api/search/synonyms/:id',
    { config: admin, schema: { tags, summary: 'Admin: delete a synonym group', params: IdParams, response: { 200: z.object({ message: z.string() }), ...ERRORS } } },
    async (request) => {
      await deleteSynonymGroup(app.db, app.cache, request.params.id);
      return { message: 'Synonym group removed' };
    },
  );
};
