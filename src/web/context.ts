import type { Config } from '~/platform/config.ts';
import type { Db } from '~/platform/db/index.ts';

/** What the server hands every loader and action: the same services the API uses, in-process. */
// A type alias, not an interface: AppLoadContext has an index signature interfaces don't satisfy.
export type WebContext = {
  db: Db;
  config: Config;
};

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends WebContext {}
}
