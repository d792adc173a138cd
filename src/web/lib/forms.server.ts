import { data } from 'react-router';
import type { z } from 'zod';
import { DomainError, ERROR_STATUS } from '~/platform/errors.ts';

export interface FormFailure {
  message: string;
  /** The values the person typed, to refill the form (never passwords). */
  values?: Record<string, string>;
}

/** The fields of a posted form as strings (files and repeated keys are not used by these forms). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
  return fields;
}

/** Validates with the same schema the API uses; the first problem becomes the message. */
export function parseForm<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.infer<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new DomainError('INVALID', parsed.error.issues[0].message);
  return parsed.data;
}

/** Turns a domain error into the action's answer: the status and a message the form shows. */
export function failure(error: unknown, values?: Record<string, string>) {
  if (error instanceof DomainError) {
    const headers: HeadersInit = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
    return data<FormFailure>({ message: error.message, values }, { status: ERROR_STATUS[error.kind], headers });
  }
  throw error;
}

/** Drops password fields before a form is sent back for refilling. */
export const withoutSecrets = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => !/password/i.test(key)));
