import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebContext } from '~/web/context.ts';

/**
 * Hands every request the API did not claim to React Router (server-side rendering, loaders,
 * actions). In production the built client assets are served with long-lived cache headers;
 * in development Vite runs in middleware mode inside this same server.
 */
export async function registerWeb(app: FastifyInstance, mode: 'production' | 'development', context: WebContext) {
  const buildDir = context.config.BUILD_DIR;
  let loadBuild: () => Promise<ServerBuild>;
  if (mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register(import('@fastify/middie'));
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    // Fingerprinted file names: cache for a year.
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client/assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      decorateReply: false,
    });
    const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
    loadBuild = async () => build;
  }
  const handle = createRequestHandler(loadBuild, mode);

  await app.register(async (web) => {
    // Page forms post url-encoded or multipart bodies: React Router reads them from the raw stream.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));
    web.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const response = await handle(toWebRequest(request, reply), context);
        return reply.send(response);
      },
    });
  });
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // Abort loaders when the client goes away. Not on the request's own 'close': that fires as
  // soon as a posted body has been read.
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream) : undefined,
    // @ts-expect-error -- Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
    duplex: hasBody ? 'half' : undefined,
  });
}
