import { data } from 'react-router';
import type { z } from 'zod';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '~/platform/db/unavailable.ts';
import { DomainError, ERROR_STATUS } from '~/platform/errors.ts';
import { localizeError } from '~/web/i18n/error-keys.ts';
import { languageOf } from '~/web/i18n/language.server.ts';
import { translator } from '~/web/i18n/messages.ts';
import type { FormFailure } from './forms.ts';

/** The parsed form, or the 400 answer that says what is wrong with it. */
export type ParsedForm<S extends z.ZodType> =
  | { ok: true; data: z.output<S>; values: Record<string, string> }
  | { ok: false; failure: ReturnType<typeof data<FormFailure>> };

// Files and repeated keys are not used by these forms: the last text value of a name counts.
async function readFields(request: Request): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    // Not a form at all (another content type, a broken body): the client's fault, a 400 page.
    if (error instanceof TypeError) throw data(null, { status: 400 });
    throw error;
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
  return fields;
}

/** Drops password fields (and the reset token) before a form is sent back for refilling. */
export const withoutSecrets = (fields: Record<string, string>) => Object.fromEntries(Object.entries(fields).filter(([key]) => !/password|token/i.test(key)));

/**
 * Reads a posted form and validates it with a contract's schema: the one way an action reads
 * its input. `fixed` adds values that do not come from the form (an id from the address) and
 * wins over a posted field of the same name. On failure the answer is a 400 with a message per
 * field in the page's language, ready to return from the action.
 */
export async function parseFormData<S extends z.ZodType>(request: Request, schema: S, fixed: Record<string, unknown> = {}): Promise<ParsedForm<S>> {
  return validate(request, schema, await readFields(request), fixed);
}

/** A form sent by GET (its fields in the query string), read and answered like `parseFormData`. */
export async function parseQuery<S extends z.ZodType>(request: Request, schema: S, fixed: Record<string, unknown> = {}): Promise<ParsedForm<S>> {
  return validate(request, schema, Object.fromEntries(new URL(request.url).searchParams), fixed);
}

async function validate<S extends z.ZodType>(request: Request, schema: S, fields: Record<string, string>, fixed: Record<string, unknown>): Promise<ParsedForm<S>> {
  const language = await languageOf(request);
  const values = withoutSecrets(fields);
  const parsed = schema.safeParse({ ...fields, ...fixed });
  if (parsed.success) return { ok: true, data: parsed.data, values };
  const t = translator(language);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '';
    errors[field] ??= localizeError(t, language, { message: issue.message, code: issue.code });
  }
  const message = localizeError(t, language, { message: parsed.error.issues[0].message, code: parsed.error.issues[0].code });
  return { ok: false, failure: data<FormFailure>({ message, errors, values }, { status: 400 }) };
}

/**
 * An action in one call: parse the form with `schema`, run `submit` with the typed input, and
 * answer a failing form (400) or a domain error (its status) with the form's failure.
 */
export async function submitForm<S extends z.ZodType, R>(
  request: Request,
  schema: S,
  submit: (input: z.output<S>) => Promise<R> | R,
  fixed?: Record<string, unknown>,
) {
  const parsed = await parseFormData(request, schema, fixed);
  if (!parsed.ok) return parsed.failure;
  try {
    return await submit(parsed.data);
  } catch (error) {
    return failure(request, error, parsed.values);
  }
}

/** Seconds a visitor's browser is asked to wait after the database was away (503). */
const UNAVAILABLE_RETRY_SECONDS = 2;

/**
 * Turns a domain error into the action's answer: its status and the message in the page's
 * language. The database away for a moment (a restart) is a 503 that says to try again.
 */
export async function failure(request: Request, cause: unknown, values?: Record<string, string>) {
  const error = isDatabaseUnavailable(cause) ? new DomainError('UNAVAILABLE', DATABASE_UNAVAILABLE, UNAVAILABLE_RETRY_SECONDS) : cause;
  if (!(error instanceof DomainError)) throw error;
  const language = await languageOf(request);
  const headers: HeadersInit = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
  const message = localizeError(translator(language), language, { message: error.message, kind: error.kind });
  return data<FormFailure>({ message, values }, { status: ERROR_STATUS[error.kind], headers });
}
