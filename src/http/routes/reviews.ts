import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '~/modules/users/contracts.ts';
import { ReviewInputSchema } from '~/modules/reviews/contracts.ts';
import { addReview } from '~/modules/reviews/service.ts';
import { requireUser } from '../auth.ts';

// Who is asking is settled before the body is validated: a visitor gets 401, not a 400 about fields.
const authors = new WeakMap<FastifyRequest, SessionUser>();

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a product (signed-in users, one review per product)',
        description:
          'Bearer token or session cookie. `rating` is a whole number from 1 (Poor) to 5 (Excellent); `comment` 1–2000 characters. Answers 409 when the user has already reviewed the product.',
        params: z.object({ id: z.string().min(1).max(200) }),
        body: ReviewInputSchema,
      },
      preValidation: async (request) => {
        authors.set(request, await requireUser(request));
      },
    },
    async (request, reply) => {
      await addReview(app.db, authors.get(request)!, request.params.id, request.body);
      return reply.status(201).send({ message: 'Review added' });
    },
  );
};
