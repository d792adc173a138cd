import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '~/modules/orders/index.ts';
import { AddressIdSchema, AddressInputSchema } from '~/modules/orders/contracts.ts';
import { signedIn } from '../auth.ts';
import { ERRORS, toWire, WireId } from '../wire.ts';

const AddressWireSchema = z.object({
  _id: WireId,
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  district: z.string().describe('A district key: dhaka, khulna, coxs-bazar, ... (64)'),
  phone: z.string().describe('E.164, +8801712345678'),
  isDefault: z.boolean().describe('The address checkout uses'),
});
const AddressListSchema = z.array(AddressWireSchema);
const IdParams = z.object({ id: AddressIdSchema });
const tags = ['addresses'];
const config = { access: 'user' } as const;

/** The signed-in customer's address book (checkout's shipping step uses the default). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/addresses', { config, schema: { tags, summary: 'Own saved addresses, the default first', response: { 200: AddressListSchema, ...ERRORS } } }, async (request) =>
    toWire(await listAddresses(app.db, signedIn(request).user.id)),
  );

  app.post(
    '/api/addresses',
    {
      config,
      schema: {
        tags,
        summary: 'Save an address and make it the default',
        description: 'All fields required but `country` (Bangladesh). `phone`: a Bangladeshi mobile number (01[3-9] and 8 digits, with or without +880/880), stored as +880…; `postalCode`: 4 digits; `district`: one of the 64 district keys. At most 20 addresses.',
        body: AddressInputSchema,
        response: { 201: AddressWireSchema, ...ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(toWire(await addAddress(app.db, signedIn(request).user.id, request.body))),
  );

  app.put(
    '/api/addresses/:id',
    { config, schema: { tags, summary: 'Replace a saved address', params: IdParams, body: AddressInputSchema, response: { 200: AddressWireSchema, ...ERRORS } } },
    async (request) => toWire(await updateAddress(app.db, signedIn(request).user.id, request.params.id, request.body)),
  );

  app.put(
    '/api/addresses/:id/default',
    { config, schema: { tags, summary: 'Make a saved address the default', params: IdParams, response: { 200: AddressListSchema, ...ERRORS } } },
    async (request) => {
      const userId = signedIn(request).user.id;
      await setDefaultAddress(app.db, userId, request.params.id);
      return toWire(await listAddresses(app.db, userId));
    },
  );

  app.delete(
    '/api/addresses/:id',
    { config, schema: { tags, summary: 'Delete a saved address', params: IdParams, response: { 200: AddressListSchema, ...ERRORS } } },
    async (request) => {
      const userId = signedIn(request).user.id;
      await deleteAddress(app.db, userId, request.params.id);
      return toWire(await listAddresses(app.db, userId));
    },
  );
};
