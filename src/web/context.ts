import type { CartOwner } from '~/modules/cart/contracts.ts';
import type { IssuedSession, SessionUser } from '~/modules/users/contracts.ts';
import type { AuthDeps } from '~/modules/users/index.ts';
import type { Cache } from '~/platform/cache.ts';
import type { Config } from '~/platform/config.ts';
import type { Db } from '~/platform/db/index.ts';
import type { CourierApi } from '~/platform/courier.ts';
import type { BackgroundJob } from '~/platform/jobs.ts';

/** What the server hands every loader and action: the same services the API uses, in-process. */
// A type alias, not an interface: AppLoadContext has an index signature interfaces don't satisfy.
export type WebContext = {
  db: Db;
  config: Config;
  auth: AuthDeps;
  cache: Cache;
  /** Sends the transactional outbox's mail once a use case has committed (ADR 018). */
  mailQueue: BackgroundJob;
  /** Sends the SMS outbox's messages once a use case has committed (ADR 037). */
  smsQueue: BackgroundJob;
  /** The courier booked through its API (ADR 042), or null: parcels are handed over by hand. */
  courier: CourierApi | null;
  /** The signed-in user of this request, or null. */
  user: SessionUser | null;
  sessionId: string | null;
  /** The refresh cookie was there but no longer valid: the session has ended. */
  sessionExpired: boolean;
  clientIp: string;
  /** The Content-Security-Policy nonce of this response, for React Router's inline scripts. */
  cspNonce: string;
  /** The request's logger (the server's pino, with its redaction and error serializer). */
  log: { error(details: object, message: string): void };
  /**
   * Set when a loader or action of this request found the database away (a restart): the page
   * answers 503 with a message to try again, not an error page (entry.server.tsx).
   */
  databaseUnavailable?: boolean;
  /** The shop's public origin (PUBLIC_URL, or the configured listening address); never the request's Host. */
  origin: string;
  /** Sets the session cookies of a new sign-in on this response and moves the guest cart into the account. */
  startSession(session: IssuedSession): Promise<void>;
  /** Clears the session cookies on this response. */
  endSession(): void;
  /** Whose cart this request works on: the user's, else the guest's by cookie; null for a guest without one. */
  cartOwner(): CartOwner | null;
  /** Runs a cart write for this request's owner; a guest without a cart gets one (its cookie once the write succeeds). */
  writeCart<T>(write: (owner: CartOwner) => Promise<T>): Promise<T>;
};

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends WebContext {}
}
