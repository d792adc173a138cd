import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CartItemInputSchema } from '~/modules/cart/contracts.ts';
import { getCart, removeItem, setItem } from '~/modules/cart/index.ts';
import { currentUser } from '../auth.ts';
import { cartOwner, writeCart } from '../guest-cart.ts';
import { ERRORS, Taka, toWire, WireId } from '../wire.ts';

/** docs/requirements/core-shop.md §3's cart item, with what the server found on re-reading the product. */
const CartLineWireSchema = z.object({
  product: WireId.describe('The product id'),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  price: Taka.describe('The regular price now, as on a product'),
  salePrice: Taka.describe('The price charged now'),
  previousSalePrice: Taka.nullable().describe('The price charged when the line was chosen, when it has changed since'),
  qty: z.number().int(),
  countInStock: z.number().int(),
  outOfStock: z.boolean(),
  short: z.boolean().describe('Fewer left in stock than `qty`'),
  lineTotal: Taka.describe('`salePrice` × the quantity that can be ordered now'),
});
const CartWireSchema = z.object({
  items: z.array(CartLineWireSchema),
  totalItems: z.number().int().describe('Units that can be ordered now'),
  totalPrice: Taka.describe('Their price now'),
  hasChanges: z.boolean().describe('Some line changed price, ran out or runs short'),
});

const tags = ['cart'];
const description =
  "A signed-in user's cart (Bearer token or session cookie), else a guest's cart kept by the httpOnly `haat_cart` cookie, which the first item sets. A guest cart moves into the account at sign-in or registration. Prices and stock are re-read on every call.";

const userIdOf = async (request: FastifyRequest) => (await currentUser(request))?.user.id ?? null;

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cart',
    { schema: { tags, summary: 'The cart, priced now', description, response: { 200: CartWireSchema, ...ERRORS } } },
    async (request) => toWire(await getCart(app.db, cartOwner(request, await userIdOf(request)))),
  );

  app.post(
    '/api/cart/items',
    {
      schema: {
        tags,
        summary: 'Put a product in the cart with a quantity (replaces the quantity of a product already there)',
        description: `${description} \`qty\` is a whole number from 1 to the stock (at most 999). An unknown product is a 404; out of stock or more than the stock a 409.`,
        body: CartItemInputSchema,
        response: { 200: CartWireSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const cart = await writeCart(request, reply, await userIdOf(request), async (owner) => {
        await setItem(app.db, owner, request.body.productId, request.body.qty);
        return getCart(app.db, owner);
      });
      return toWire(cart);
    },
  );

  app.delete(
    '/api/cart/items/:productId',
    {
      schema: {
        tags,
        summary: 'Take a product out of the cart',
        description,
        params: z.object({ productId: z.uuid({ error: 'Invalid product id' }) }),
        response: { 200: CartWireSchema, ...ERRORS },
      },
    },
    async (request) => {
      const owner = cartOwner(request, await userIdOf(request));
      if (owner) await removeItem(app.db, owner, request.params.productId);
      return toWire(await getCart(app.db, owner));
    },
  );
};
