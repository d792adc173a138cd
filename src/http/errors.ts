import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '~/platform/db/unavailable.ts';
import { DomainError, ERROR_STATUS } from '~/platform/errors.ts';

/**
 * One place maps every error to `{ message, code }`: domain errors by kind, validation errors
 * as 400 with the field named, Fastify's own client errors as they are; 5xx never leak internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      // A service we depend on did not answer (the file store): the caller gets a plain message, the log the cause.
      if (ERROR_STATUS[error.kind] >= 500) request.log.error({ err: error }, 'request failed: a service is unavailable');
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(ERROR_STATUS[error.kind]).send({ message: error.message, code: error.kind });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return field ? `${field}: ${issue.message}` : issue.message;
        })
        .join('; ');
      return reply.status(400).send({ message, code: 'INVALID' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: error.code ?? 'INVALID' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      // A page (the session is read before React Router renders anything): a page that says so.
      if (!request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html')) {
        return reply.type('text/html; charset=utf-8').send(UNAVAILABLE_PAGE);
      }
      return reply.send({ message: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

  const unknownEndpoint = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  app.setNotFoundHandler(unknownEndpoint);
  // Claims /api/* before the storefront's catch-all, so API clients never get an HTML page.
  app.all('/api/*', unknownEndpoint);
}

/** Seconds a client is asked to wait after a 503 before trying again. */
export const RETRY_AFTER_SECONDS = 2;

// No script, no style of its own (the CSP allows neither inline): the message and a way back.
const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please try again in a moment</title></head>
<body><main><h1>Please try again in a moment</h1><p>${DATABASE_UNAVAILABLE}</p><p><a href="/">Back to the shop</a></p></main></body></html>`;
