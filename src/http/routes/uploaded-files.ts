import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '~/platform/errors.ts';
import { isStorageKey, UPLOADS_PREFIX } from '~/platform/storage.ts';

/** A stored file never changes under its name (every upload gets a new one): cache it for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `GET /uploads/<key>`: a stored file, streamed from whichever storage holds it (local disk or
 * an S3 bucket), so pages load pictures from the shop's own origin (CSP img-src 'self') and
 * several app processes on one bucket serve each other's uploads. A path that is not a key the
 * server could have made (`..`, encoded slashes, upper case) is a 404 before storage is asked.
 */
export const uploadedFileRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${UPLOADS_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const missing = () => notFound(`No such file: ${UPLOADS_PREFIX}/${isStorageKey(key) ? key : '…'}`);
    if (!isStorageKey(key)) throw missing();
    const file = await app.storage.get(key);
    if (!file) throw missing();
    reply.header('cache-control', CACHE_CONTROL).header('etag', file.etag);
    if (request.headers['if-none-match'] === file.etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    return reply.header('content-type', file.contentType).header('content-length', file.size).send(file.body);
  });
};
