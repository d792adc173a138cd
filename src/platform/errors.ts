export const ERROR_STATUS = {
  INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** Well-formed but not acceptable now: an idempotency key reused for another request. */
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  /** The database is unreachable for a moment (a restart): try again shortly. */
  UNAVAILABLE: 503,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

/** The one error type of the domain; the HTTP layer maps `kind` to a status code. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** RATE_LIMITED: seconds until the caller may try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const unauthorized = (message = 'Not authorized, please log in') => new DomainError('UNAUTHORIZED', message);
export const forbidden = (message = 'Not authorized as an admin') => new DomainError('FORBIDDEN', message);

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const invalid = (message: string) => new DomainError('INVALID', message);
