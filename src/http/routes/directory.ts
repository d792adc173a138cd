import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EmiBankIdSchema, EmiBankInputSchema, OutletIdSchema, OutletInputSchema, OutletSearchSchema } from '~/modules/directory/contracts.ts';
import { createEmiBank, deleteEmiBank, getEmiBank, listEmiBanks, updateEmiBank } from '~/modules/directory/index.ts';
import { createOutlet, deleteOutlet, getOutlet, searchOutlets, updateOutlet } from '~/modules/directory/index.ts';
import { ERRORS, Taka, toWire, WireId } from '../wire.ts';

const OutletWireSchema = z.object({
  _id: WireId,
  name: z.string().describe('The branch name'),
  address: z.string(),
  nameBn: z.string().nullable().describe('The branch name in Bengali; null: Bengali pages show the English one'),
  addressBn: z.string().nullable().describe('The address in Bengali; null: Bengali pages show the English one'),
  phone: z.string(),
  mapUrl: z.string().describe('An https address on a map site, or empty'),
});
const outletTags = ['outlets'];

const EmiBankWireSchema = z.object({
  _id: WireId,
  name: z.string(),
  logo: z.string().describe('A picture under /uploads, or empty'),
  onlineTenures: z.array(z.number().int()).describe('Months offered on online orders; empty: not online'),
  offlineTenures: z.array(z.number().int()).describe('Months offered in the outlets; empty: not offline'),
  minimumPurchase: Taka.describe('The least regular price the EMI applies to, in taka (at least 5,000)'),
  condition: z.string(),
  conditionBn: z.string().nullable().describe('The condition in Bengali; null: Bengali pages show the English one'),
});
const emiTags = ['emi'];
const admin = { access: 'admin' } as const;

/**
 * The EMI page's banks (docs/requirements/content-pages.md §2, §9) and the contact page's sales outlets (docs/requirements/content-pages.md §2): everybody reads them; admins write
 * them (401 signed out, 403 for customers: the access hook, before the body is read).
 */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/outlets',
    {
      schema: {
        tags: outletTags,
        summary: 'The sales outlets by branch name; `q` keeps those whose name, address or phone holds every word of it',
        querystring: OutletSearchSchema,
        response: { 200: z.array(OutletWireSchema), ...ERRORS },
      },
    },
    async (request) => toWire(await searchOutlets(app.db, request.query.q)),
  );

  app.get(
    '/api/outlets/:id',
    { schema: { tags: outletTags, summary: 'One outlet', params: z.object({ id: OutletIdSchema }), response: { 200: OutletWireSchema, ...ERRORS } } },
    async (request) => toWire(await getOutlet(app.db, request.params.id)),
  );

  app.post(
    '/api/outlets',
    {
      config: admin,
      schema: { tags: outletTags, summary: 'Admin: add an outlet', body: OutletInputSchema, response: { 201: OutletWireSchema, ...ERRORS } },
    },
    async (request, reply) => reply.status(201).send(toWire(await createOutlet(app.db, app.cache, request.body))),
  );

  app.put(
    '/api/outlets/:id',
    {
      config: admin,
      schema: {
        tags: outletTags,
        summary: 'Admin: change an outlet (every field)',
        params: z.object({ id: OutletIdSchema }),
        body: OutletInputSchema,
        response: { 200: OutletWireSchema, ...ERRORS },
      },
    },
    async (request) => toWire(await updateOutlet(app.db, app.cache, request.params.id, request.body)),
  );

  app.delete(
    '/api/outlets/:id',
    {
      config: admin,
      schema: { tags: outletTags, summary: 'Admin: delete an outlet', params: z.object({ id: OutletIdSchema }), response: { 200: z.object({ message: z.string() }), ...ERRORS } },
    },
    async (request) => {
      await deleteOutlet(app.db, app.cache, request.params.id);
      return { message: 'Outlet removed' };
    },
  );

  app.get(
    '/api/emi-banks',
    { schema: { tags: emiTags, summary: 'The banks of the 0% EMI page, by name', response: { 200: z.array(EmiBankWireSchema), ...ERRORS } } },
    async () => toWire(await listEmiBanks(app.db)),
  );

  app.get(
    '/api/emi-banks/:id',
    { schema: { tags: emiTags, summary: 'One EMI bank', params: z.object({ id: EmiBankIdSchema }), response: { 200: EmiBankWireSchema, ...ERRORS } } },
    async (request) => toWire(await getEmiBank(app.db, request.params.id)),
  );

  app.post(
    '/api/emi-banks',
    {
      config: admin,
      schema: {
        tags: emiTags,
        summary: 'Admin: add an EMI bank',
        description: 'Tenures are months (3 to 36); at least one, online or offline. `minimumPurchase` is whole taka, at least 5,000. The logo is a picture uploaded to the shop.',
        body: EmiBankInputSchema,
        response: { 201: EmiBankWireSchema, ...ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(toWire(await createEmiBank(app.db, app.cache, request.body))),
  );

  app.put(
    '/api/emi-banks/:id',
    {
      config: admin,
      schema: {
        tags: emiTags,
        summary: 'Admin: change an EMI bank (every field)',
        params: z.object({ id: EmiBankIdSchema }),
        body: EmiBankInputSchema,
        response: { 200: EmiBankWireSchema, ...ERRORS },
      },
    },
    async (request) => toWire(await updateEmiBank(app.db, app.cache, request.params.id, request.body)),
  );

  app.delete(
    '/api/emi-banks/:id',
    {
      config: admin,
      schema: { tags: emiTags, summary: 'Admin: delete an EMI bank', params: z.object({ id: EmiBankIdSchema }), response: { 200: z.object({ message: z.string() }), ...ERRORS } },
    },
    async (request) => {
      await deleteEmiBank(app.db, app.cache, request.params.id);
      return { message: 'Bank removed' };
    },
  );
};
