import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listActiveNotices, listActiveOffers } from '~/modules/merchandising/service.ts';
import { toWire, WireId } from '../wire.ts';

const OfferWireSchema = z.object({ _id: WireId, title: z.string(), description: z.string(), imageUrl: z.string(), isActive: z.boolean() });
const NoticeWireSchema = z.object({ _id: WireId, title: z.string(), description: z.string(), isActive: z.boolean() });
const tags = ['merchandising'];

// Public reads of the home page's offers and notices. Admin management (create, edit, toggle,
// delete, and listing inactive ones) comes with the admin issue; until then everybody gets the
// active ones only.
export const merchandisingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/offers',
    { schema: { tags, summary: 'The active offers of the home carousel, in carousel order', response: { 200: z.array(OfferWireSchema) } } },
    async () => toWire(await listActiveOffers(app.db)),
  );

  app.get(
    '/api/notices',
    { schema: { tags, summary: 'The active notices; the home page scrolls the first', response: { 200: z.array(NoticeWireSchema) } } },
    async () => toWire(await listActiveNotices(app.db)),
  );
};
