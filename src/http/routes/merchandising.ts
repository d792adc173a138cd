import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listActiveNotices, listActiveOffers } from '~/modules/merchandising/service.ts';

const toApi = <T extends { id: string }>({ id, ...rest }: T) => ({ _id: id, ...rest });

// Public reads of the home page's offers and notices. Admin management (create, edit, toggle,
// delete, and listing inactive ones) comes with the admin issue; until then everybody gets the
// active ones only.
export const merchandisingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/offers',
    { schema: { tags: ['merchandising'], summary: 'The active offers of the home carousel, in carousel order' } },
    async () => (await listActiveOffers(app.db)).map(toApi),
  );

  app.get(
    '/api/notices',
    { schema: { tags: ['merchandising'], summary: 'The active notices; the home page scrolls the first' } },
    async () => (await listActiveNotices(app.db)).map(toApi),
  );
};
