import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { slugParam } from '~/modules/catalog/contracts.ts';
import { ReviewInputSchema } from '~/modules/reviews/contracts.ts';
import { addReview } from '~/modules/reviews/index.ts';
import { signedIn } from '../auth.ts';
import { ERRORS } from '../wire.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/products/:id/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary: 'Review a product (signed-in users, one review per product)',
        description:
          'Bearer token or session cookie. `rating` is a whole number from 1 (Poor) to 5 (Excellent), as a number or a decimal string ("5"); `comment` 1–2000 characters. Answers 409 when the user has already reviewed the product.',
        // The product's id, or its slug (the same lookup as GET /api/products/{slugOrId}).
        params: z.object({ id: slugParam('id') }),
        body: ReviewInputSchema,
        response: { 201: z.object({ message: z.string() }), ...ERRORS },
      },
    },
    async (request, reply) => {
      await addReview(app.db, app.cache, signedIn(request).user, request.params.id, request.body);
      return reply.status(201).send({ message: 'Review added' });
    },
  );
};
