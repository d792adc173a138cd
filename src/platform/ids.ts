/**
 * A UUID as the tables' ids are written (any case). This file imports nothing (no zod), so
 * browser code can read it too; `fields.ts` passes it on to the contracts.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a UUID: an id a lookup may try before it reads the value as a slug. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);
