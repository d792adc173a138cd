import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminListQuerySchema, MAX_ACTIVE_OFFERS, NoticeIdSchema, NoticeInputSchema, NoticeUpdateSchema, OfferIdSchema, OfferInputSchema, OfferUpdateSchema } from '~/modules/merchandising/contracts.ts';
import { createNotice, createOffer, deleteNotice, deleteOffer, getNotice, getOffer, listActiveNotices, listActiveOffers, listNotices, listOffers, updateNotice, updateOffer } from '~/modules/merchandising/index.ts';
import { ERRORS, toWire, WireId } from '../wire.ts';

const bengali = (what: string) => z.string().nullable().describe(`${what} in Bengali; null: Bengali pages show the English one`);
const OfferWireSchema = z.object({ _id: WireId, title: z.string(), description: z.string(), titleBn: bengali('The title'), descriptionBn: bengali('The description'), imageUrl: z.string(), isActive: z.boolean() });
const NoticeWireSchema = z.object({ _id: WireId, title: z.string(), description: z.string(), titleBn: bengali('The title'), descriptionBn: bengali('The description'), isActive: z.boolean() });
const paged = <T extends z.ZodType>(name: string, item: T) =>
  z.object({ [name]: z.array(item), page: z.number().int(), pages: z.number().int(), totalCount: z.number().int() });
const MessageSchema = z.object({ message: z.string() });
const tags = ['merchandising'];
const admin = { access: 'admin' } as const;

/**
 * Offers (the home carousel) and notices (the scrolling line), docs/requirements/core-shop.md §7. Everybody reads
 * the active ones; every write, and the lists with inactive ones, are for admins (401 signed
 * out, 403 for customers: the access hook, before the body is read).
 */
export const merchandisingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/offers',
    { schema: { tags, summary: 'The active offers of the home carousel, in carousel order', response: { 200: z.array(OfferWireSchema) } } },
    async () => toWire(await listActiveOffers(app.db)),
  );

  app.get(
    '/api/offers/all',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: every offer, active or not, in S.L order, 10 a page',
        querystring: AdminListQuerySchema,
        response: { 200: paged('offers', OfferWireSchema), ...ERRORS },
      },
    },
    async (request) => {
      const { items, ...page } = await listOffers(app.db, request.query.pageNumber);
      return { offers: toWire(items), ...page };
    },
  );

  app.get(
    '/api/offers/:id',
    { config: admin, schema: { tags, summary: 'Admin: one offer (the edit screen)', params: z.object({ id: OfferIdSchema }), response: { 200: OfferWireSchema, ...ERRORS } } },
    async (request) => toWire(await getOffer(app.db, request.params.id)),
  );

  app.post(
    '/api/offers',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: create an offer (active unless isActive is false)',
        description: `At most ${MAX_ACTIVE_OFFERS} offers may be active at once (409).`,
        body: OfferInputSchema,
        response: { 201: OfferWireSchema, ...ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(toWire(await createOffer(app.db, app.cache, request.body))),
  );

  app.put(
    '/api/offers/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: change an offer: any of title, description, imageUrl, isActive (the status radio sends isActive)',
        params: z.object({ id: OfferIdSchema }),
        body: OfferUpdateSchema,
        response: { 200: OfferWireSchema, ...ERRORS },
      },
    },
    async (request) => toWire(await updateOffer(app.db, app.cache, request.params.id, request.body)),
  );

  app.delete(
    '/api/offers/:id',
    { config: admin, schema: { tags, summary: 'Admin: delete an offer', params: z.object({ id: OfferIdSchema }), response: { 200: MessageSchema, ...ERRORS } } },
    async (request) => {
      await deleteOffer(app.db, app.cache, request.params.id);
      return { message: 'Offer removed' };
    },
  );

  app.get(
    '/api/notices',
    { schema: { tags, summary: 'The active notices; the home page scrolls the first', response: { 200: z.array(NoticeWireSchema) } } },
    async () => toWire(await listActiveNotices(app.db)),
  );

  app.get(
    '/api/notices/all',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: every notice, active or not, in S.L order, 10 a page',
        querystring: AdminListQuerySchema,
        response: { 200: paged('notices', NoticeWireSchema), ...ERRORS },
      },
    },
    async (request) => {
      const { items, ...page } = await listNotices(app.db, request.query.pageNumber);
      return { notices: toWire(items), ...page };
    },
  );

  app.get(
    '/api/notices/:id',
    { config: admin, schema: { tags, summary: 'Admin: one notice (the edit screen)', params: z.object({ id: NoticeIdSchema }), response: { 200: NoticeWireSchema, ...ERRORS } } },
    async (request) => toWire(await getNotice(app.db, request.params.id)),
  );

  app.post(
    '/api/notices',
    {
      config: admin,
      schema: { tags, summary: 'Admin: create a notice (active unless isActive is false)', body: NoticeInputSchema, response: { 201: NoticeWireSchema, ...ERRORS } },
    },
    async (request, reply) => reply.status(201).send(toWire(await createNotice(app.db, app.cache, request.body))),
  );

  app.put(
    '/api/notices/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Admin: change a notice: any of title, description, isActive',
        params: z.object({ id: NoticeIdSchema }),
        body: NoticeUpdateSchema,
        response: { 200: NoticeWireSchema, ...ERRORS },
      },
    },
    async (request) => toWire(await updateNotice(app.db, app.cache, request.params.id, request.body)),
  );

  app.delete(
    '/api/notices/:id',
    { config: admin, schema: { tags, summary: 'Admin: delete a notice', params: z.object({ id: NoticeIdSchema }), response: { 200: MessageSchema, ...ERRORS } } },
    async (request) => {
      await deleteNotice(app.db, app.cache, request.params.id);
      return { message: 'Notice removed' };
    },
  );
};
