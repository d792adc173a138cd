import { customType } from 'drizzle-orm/pg-core';

/** Postgres full-text document; written by services with to_tsvector, never read back. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
