import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, storeImage } from '~/modules/media/index.ts';
import { DomainError, invalid } from '~/platform/errors.ts';
import { ERRORS, ErrorSchema } from '../wire.ts';

const UploadWireSchema = z.object({
  url: z.string().describe('The picture, up to 1200 px wide (WebP)'),
  srcset: z.string().describe('The same picture at 1200, 600 and 300 px, for a responsive img'),
  thumbnails: z.object({ '55x55': z.string(), '140x90': z.string() }),
  width: z.number().int(),
  height: z.number().int(),
});

const FIELD = 'image';
const tooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', `The picture is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);

/**
 * `POST /api/upload` (docs/requirements/core-shop.md §7): one picture in the multipart field `image`, admins only.
 * The multipart parser lives in this plugin alone, so no other route takes multipart bodies, and
 * it reads the body only inside the handler, after the access hook has let an admin through.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    // Per request: one file and a few small fields; per file: MAX_UPLOAD_BYTES.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/api/upload',
    {
      config: { access: 'admin' },
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ['uploads'],
        summary: 'Upload a picture (admin)',
        description: `Multipart form data with one file in the field \`${FIELD}\`: a JPEG, PNG, GIF or WebP picture (told by its content), at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB and 40 million pixels. It is re-encoded as WebP under a name the server makes; the answer names the picture, its smaller widths and its thumbnails.`,
        consumes: ['multipart/form-data'],
        response: { 200: UploadWireSchema, ...ERRORS, 413: ErrorSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw invalid(`Send the picture as multipart/form-data in the field ${FIELD}`);
      let bytes: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== FIELD) {
            part.file.resume();
            throw invalid(`Send the picture in the field ${FIELD}`);
          }
          bytes = await part.toBuffer();
        }
      } catch (error) {
        if (error instanceof DomainError) throw error;
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 413) throw tooLarge();
        if (status && status >= 400 && status < 500) throw invalid('The upload could not be read');
        throw error;
      }
      if (!bytes || bytes.length === 0) throw invalid(`Choose a picture to upload (field ${FIELD})`);
      return storeImage(app.storage, bytes);
    },
  );
};
