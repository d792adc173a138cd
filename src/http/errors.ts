import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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
      return reply.status(503).header('retry-after', '2').send({ message: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' });
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

export const DATABASE_UNAVAILABLE = 'The shop cannot reach its database for a moment. Nothing was changed: please try again in a few seconds.';

// Connection failures (refused, reset, ended), and PostgreSQL's own "shutting down / starting
// up / connection lost" classes (57P01-57P03, 08xxx): a restart, not a bug.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGES = /Connection terminated|connection error|Client was closed|timeout exceeded when trying to connect|terminating connection/i;

/** Whether an error (or what caused it) says the database could not be reached, not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
