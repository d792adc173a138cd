/** What a buyer reads when the database is away for a moment (a restart): on the API and on pages. */
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
