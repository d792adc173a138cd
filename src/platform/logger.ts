import type { DestinationStream, LoggerOptions } from 'pino';

const REDACTED = '[redacted]';

// Headers and fields that carry a credential, wherever a log line puts them.
const SECRET_FIELDS = ['password', 'currentPassword', 'confirmPassword', 'passwordHash', 'token', 'accessToken', 'refreshToken', 'secret'];
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/**
 * Errors are logged by an allow-list of fields. A failed query's error carries the statement's
 * parameters (drizzle puts them in its message, `params` and stack; PostgreSQL quotes values in
 * its message and `detail`), and they can hold a password hash or a token. So a database error
 * is logged as the database's message with every quoted part masked, its SQLSTATE code and the
 * names of the constraint, table and column involved; never its query, parameters or detail.
 */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const database = databaseError(error);
  if (database) {
    const field = (name: string) => {
      const value = (database as unknown as Record<string, unknown>)[name];
      return typeof value === 'string' ? value : undefined;
    };
    return {
      type: 'DatabaseError',
      message: database.message.replace(/"[^"]*"/g, '"…"'),
      code: field('code'),
      constraint: field('constraint'),
      table: field('table'),
      column: field('column'),
    };
  }
  if (isQueryError(error)) return { type: 'DatabaseError', message: 'query failed' };
  const code = (error as { code?: unknown }).code;
  return { type: error.name, message: error.message, code: typeof code === 'string' ? code : undefined, stack: error.stack };
}

// drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>", the driver's error as cause.
const isQueryError = (error: Error) => 'params' in error || error.message.startsWith('Failed query:');

// pg's and PGlite's errors: a five-character SQLSTATE `code` and fields such as `severity`.
function databaseError(error: Error): Error | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in e) return e;
  }
  return undefined;
}

/** The pino options of the server: level, redaction of credentials, errors without query values. */
export function loggerOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError },
    ...(stream ? { stream } : {}),
  };
}
