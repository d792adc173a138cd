import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addBuildToCart } from '~/flows/add-build-to-cart.ts';
import { getCart } from '~/modules/cart/index.ts';
import { CONFLICT_CODES } from '~/modules/pcbuilder/index.ts';
import { BuildIdParamsSchema, BuildInputSchema, ChooserApiQuerySchema, FILTER_KEYS, QuoteIdParamsSchema, SaveBuildInputSchema, SlotParamsSchema } from '~/modules/pcbuilder/contracts.ts';
import { createQuote, deleteSavedBuild, describeBuild, getQuote, getSavedBuild, listChoices, listSavedBuilds, saveBuild } from '~/modules/pcbuilder/index.ts';
import { CHOOSER_PAGE_SIZE, CHOOSER_SORTS, decodeParts, SLOT_KEYS } from '~/modules/pcbuilder/constants.ts';
import { currentUser, signedIn } from '../auth.ts';
import { writeCart } from '../guest-cart.ts';
import { ERRORS, Taka, toWire, WireId } from '../wire.ts';
import { ProductWireSchema } from './catalog.ts';

const Slot = z.enum(SLOT_KEYS);
const Parts = z.object(Object.fromEntries(SLOT_KEYS.map((key) => [key, z.string().optional()])));

const ConflictWire = z.object({
  code: z.enum(CONFLICT_CODES),
  kind: z.enum(['incompatible', 'missing']),
  slots: z.array(Slot),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});

const BuildWireSchema = z.object({
  parts: Parts.describe('The usable parts: product ids by slot'),
  items: z.array(z.object({ slot: Slot, product: ProductWireSchema })),
  unavailable: z.array(z.object({ slot: Slot, productId: z.string(), name: z.string().nullable() })).describe('Parts gone from the catalogue or not of their slot’s category'),
  conflicts: z.array(ConflictWire),
  wattage: z.number().int().describe('Estimated wattage (W): the stated TDP of the parts the power supply feeds'),
  requiredPsuWattage: z.number().int().describe('The least a power supply should give (W): the estimate plus 30%, or the graphics card’s recommendation'),
  totalPrice: Taka,
  itemCount: z.number().int(),
  missing: z.array(Slot).describe('Required slots still empty'),
});

const SavedSummaryWire = z.object({ _id: WireId, name: z.string(), parts: Parts, itemCount: z.number().int(), createdAt: z.string(), updatedAt: z.string() });
const QuoteWire = z.object({
  _id: WireId,
  number: z.string(),
  lines: z.array(z.object({ slot: Slot, productId: z.string(), name: z.string(), price: Taka })),
  totalPrice: Taka,
  wattage: z.number().int(),
  createdAt: z.string(),
  validUntil: z.string(),
});
const FacetValues = z.array(
  z.object({
    value: z.string(),
    label: z.string(),
    count: z.number().int(),
    selected: z.boolean(),
  }),
);
const ChooserWire = z.object({
  slot: Slot,
  category: z.object({ name: z.string(), slug: z.string() }).nullable(),
  products: z.array(ProductWireSchema.extend({ fits: z.boolean(), conflicts: z.array(ConflictWire) })),
  page: z.number().int(),
  pages: z.number().int(),
  totalCount: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  sort: z.enum(CHOOSER_SORTS),
  showAll: z.boolean(),
  hiddenIncompatible: z.number().int(),
  price: z.object({ min: Taka, max: Taka }).nullable(),
  availability: z.array(z.object({ value: z.enum(['7', '8', '9']), count: z.number().int(), selected: z.boolean() })),
  facets: z.array(z.object({ key: z.enum(FILTER_KEYS), values: FacetValues })),
  filtered: z.boolean(),
});

const tags = ['pcbuilder'];
const userIdOf = async (request: FastifyRequest) => (await currentUser(request))?.user.id ?? null;

export const pcBuilderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/pcbuilder/check',
    {
      schema: {
        tags,
        summary: 'Price and check a build',
        description:
          'Body `{ parts: { cpu, motherboard, ram, ... } }` with a product id per slot. Answers the parts priced now, the compatibility conflicts (socket, memory type, cooler socket, power supply wattage, casing size, graphics card length, a processor without graphics), the estimated wattage, the total and the required slots still empty. Unknown slots are refused; a product that is gone or of another category comes back in `unavailable`.',
        body: BuildInputSchema,
        response: { 200: BuildWireSchema, ...ERRORS },
      },
    },
    async (request) => toWire(await describeBuild(app.db, request.body.parts)),
  );

  app.get(
    '/api/pcbuilder/components/:component',
    {
      schema: {
        tags,
        summary: 'The chooser: a page of the products that fit a slot',
        description: `\`component\` is a slot (${SLOT_KEYS.join(', ')}). By default only products that fit \`parts\` (\`cpu:<id>,motherboard:<id>\`) are listed; \`all=1\` lists every product, each with \`fits\` and its conflicts. Filters: \`minPrice\`, \`maxPrice\` (taka), \`availability\` (7 in stock, 8 pre order, 9 up coming), \`search\` (whole words), and the slot's own (${FILTER_KEYS.join(', ')}; repeat a field for several values). \`sort\`: ${CHOOSER_SORTS.join(', ')}. ${CHOOSER_PAGE_SIZE} a page (\`page\`). Unknown query fields are rejected.`,
        params: SlotParamsSchema,
        querystring: ChooserApiQuerySchema,
        response: { 200: ChooserWire, ...ERRORS },
      },
    },
    async (request) => {
      const { parts, ...query } = request.query;
      return toWire(await listChoices(app.db, request.params.component, query, decodeParts(parts), app.cache));
    },
  );

  app.post(
    '/api/pcbuilder/cart',
    {
      schema: {
        tags,
        summary: 'Add a whole build to the cart',
        description:
          "Every part, one of each, into the signed-in user's cart or the guest's (`haat_cart` cookie). The required slots (CPU, motherboard, RAM, storage) must be filled (400 naming the missing ones); a part out of stock is a 409 naming it; nothing is added then.",
        body: BuildInputSchema,
        response: { 200: z.object({ added: z.number().int(), totalItems: z.number().int(), totalPrice: Taka }), ...ERRORS },
      },
    },
    async (request, reply) => {
      const result = await writeCart(request, reply, await userIdOf(request), async (owner) => {
        const added = await addBuildToCart(app.db, owner, request.body.parts);
        return { added, cart: await getCart(app.db, owner) };
      });
      return toWire({ added: result.added, totalItems: result.cart.totalItems, totalPrice: result.cart.totalPrice });
    },
  );

  app.post(
    '/api/pcbuilder/quotes',
    {
      schema: {
        tags,
        summary: 'Get a quote for a build',
        description: 'A numbered quote of the parts at the prices charged now, valid for 7 days. Read it again by its id.',
        body: BuildInputSchema,
        response: { 201: QuoteWire, ...ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(toWire(await createQuote(app.db, request.body.parts, await userIdOf(request)))),
  );

  app.get(
    '/api/pcbuilder/quotes/:id',
    { schema: { tags, summary: 'A quote', params: QuoteIdParamsSchema, response: { 200: QuoteWire, ...ERRORS } } },
    async (request) => toWire(await getQuote(app.db, request.params.id)),
  );

  app.get(
    '/api/pcbuilder/builds',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'My saved PCs', response: { 200: z.array(SavedSummaryWire), ...ERRORS } },
    },
    async (request) => toWire(await listSavedBuilds(app.db, signedIn(request).user.id)),
  );

  app.post(
    '/api/pcbuilder/builds',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Save a PC to my account',
        description: 'A name (1–100 characters) and the parts. Parts that are gone or of another category are not saved; an empty build is a 400; an account keeps up to 50.',
        body: SaveBuildInputSchema,
        response: { 201: SavedSummaryWire, ...ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(toWire(await saveBuild(app.db, signedIn(request).user.id, request.body))),
  );

  app.get(
    '/api/pcbuilder/builds/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One of my saved PCs, priced and checked now',
        description: "Another account's build answers 404, as a missing one does.",
        params: BuildIdParamsSchema,
        response: { 200: SavedSummaryWire.extend({ build: BuildWireSchema }), ...ERRORS },
      },
    },
    async (request) => toWire(await getSavedBuild(app.db, signedIn(request).user.id, request.params.id)),
  );

  app.delete(
    '/api/pcbuilder/builds/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Delete one of my saved PCs', params: BuildIdParamsSchema, response: { 200: z.object({ message: z.string() }), ...ERRORS } },
    },
    async (request) => {
      await deleteSavedBuild(app.db, signedIn(request).user.id, request.params.id);
      return { message: 'Saved PC removed' };
    },
  );
};
