import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GlossaryInputSchema, MAX_GLOSSARY_BENGALI_LENGTH, MAX_GLOSSARY_TERM_LENGTH, StructureIdSchema } from '~/modules/catalog/contracts.ts';
import { createGlossaryEntry, deleteGlossaryEntry, listGlossary, updateGlossaryEntry } from '~/modules/catalog/index.ts';
import { ERRORS, toWire, WireId } from '../wire.ts';

const GlossaryEntryWireSchema = z.object({ _id: WireId, term: z.string().describe('A specification group or field name in English'), bengali: z.string() });
const IdParams = z.object({ id: StructureIdSchema });
const admin = { access: 'admin' } as const;
const tags = ['catalog'];
const RULES = `\`term\` (1–${MAX_GLOSSARY_TERM_LENGTH} characters) is a specification group or field name as products have it ("Processor", "Warranty"); \`bengali\` (1–${MAX_GLOSSARY_BENGALI_LENGTH}) what Bengali product, compare and PC-builder pages show for it. A term is unique whatever its case: one already there is a 409. A change shows at once.`;

/** The specification glossary admins keep (docs/decisions/039). */
export const glossaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/spec-glossary',
    { config: admin, schema: { tags, summary: 'Admin: every specification glossary entry, by its English name', response: { 200: z.array(GlossaryEntryWireSchema), ...ERRORS } } },
    async () => toWire(await listGlossary(app.db)),
  );

  app.post(
    '/api/spec-glossary',
    {
      config: admin,
      schema: { tags, summary: 'Admin: add the Bengali of a specification name', description: RULES, body: GlossaryInputSchema, response: { 201: GlossaryEntryWireSchema, ...ERRORS } },
    },
    async (request, reply) => reply.status(201).send(toWire(await createGlossaryEntry(app.db, app.cache, request.body))),
  );

  app.put(
    '/api/spec-glossary/:id',
    {
      config: admin,
      schema: { tags, summary: 'Admin: change a specification glossary entry', description: RULES, params: IdParams, body: GlossaryInputSchema, response: { 200: GlossaryEntryWireSchema, ...ERRORS } },
    },
    async (request) => toWire(await updateGlossaryEntry(app.db, app.cache, request.params.id, request.body)),
  );

  app.delete(
    '/api/spec-glossary/:id',
    { config: admin, schema: { tags, summary: 'Admin: delete a specification glossary entry', params: IdParams, response: { 200: z.object({ message: z.string() }), ...ERRORS } } },
    async (request) => {
      await deleteGlossaryEntry(app.db, app.cache, request.params.id);
      return { message: 'Glossary entry removed' };
    },
  );
};
