export const ERROR_STATUS = {
  INVALID: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  OUT_OF_STOCK: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;

/** The one error type of the domain; the HTTP layer maps `kind` to a status code. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const invalid = (message: string) => new DomainError('INVALID', message);
