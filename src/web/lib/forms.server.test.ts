import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GlossaryInputSchema, MAX_GLOSSARY_BENGALI_LENGTH, MAX_GLOSSARY_TERM_LENGTH } from '~/modules/catalog/contracts.ts';
import { MAX_TITLE_LENGTH, OfferInputSchema } from '~/modules/merchandising/contracts.ts';
import { RegisterFormSchema, UserIdFormSchema, UserIdSchema } from '~/modules/users/contracts.ts';
import { DomainError } from '~/platform/errors.ts';
import { formatNumber } from '~/platform/numerals.ts';
import { errorKey } from '~/web/i18n/error-keys.ts';
import { languageCookie } from '~/web/i18n/language.server.ts';
import { MESSAGE_KEYS, translator, type MessageKey } from '~/web/i18n/messages.ts';
import type { FormFailure } from './forms.ts';
import { parseFormData, submitForm } from './forms.server.ts';
import { pathParam } from './params.ts';

async function post(fields: Record<string, string>, language?: 'en' | 'bn') {
  const headers = new Headers({ 'Content-Type': 'application/x-www-form-urlencoded' });
  if (language) headers.set('Cookie', await languageCookie.serialize(language));
  return new Request('http://shop.test/form', { method: 'POST', headers, body: new URLSearchParams(fields) });
}

// What an action's `data()` answer carries: the body and its status.
const answer = (value: unknown) => {
  const { data, init } = value as { data: FormFailure; init: ResponseInit | null };
  return { body: data, status: init?.status };
};

const newUser = { name: 'Nusrat Jahan', email: 'Nusrat@Example.com', password: 'long enough', confirmPassword: 'long enough' };

describe('parseFormData', () => {
  it('returns the typed input of a valid form, and its values without passwords for refilling', async () => {
    const parsed = await parseFormData(await post(newUser), RegisterFormSchema);
    expect(parsed).toEqual({
      ok: true,
      data: { name: 'Nusrat Jahan', email: 'nusrat@example.com', password: 'long enough', confirmPassword: 'long enough' },
      values: { name: 'Nusrat Jahan', email: 'Nusrat@Example.com' },
    });
  });

  it('answers 400 with a message for each wrong field, the mismatch included', async () => {
    const parsed = await parseFormData(await post({ ...newUser, email: 'not an email', confirmPassword: 'something else' }), RegisterFormSchema);
    expect(parsed.ok).toBe(false);
    const { body, status } = answer(!parsed.ok && parsed.failure);
    expect(status).toBe(400);
    expect(body.message).toBe('Please enter a valid email address');
    expect(body.errors).toEqual({ email: 'Please enter a valid email address', confirmPassword: 'Passwords do not match' });
    expect(body.values).toEqual({ name: 'Nusrat Jahan', email: 'not an email' });
  });

  it('shows the messages in Bengali to a Bengali page', async () => {
    const parsed = await parseFormData(await post({ ...newUser, confirmPassword: 'something else' }, 'bn'), RegisterFormSchema);
    const { body } = answer(!parsed.ok && parsed.failure);
    expect(body.message).toBe('পাসওয়ার্ড দুটি মেলেনি');
    expect(body.errors?.confirmPassword).toBe('পাসওয়ার্ড দুটি মেলেনি');
  });

  it('shows a message the catalogue does not know by its issue kind in Bengali, and as written in English', async () => {
    const schema = z.object({ code: z.string().max(3, 'code must be at most 3 characters') });
    const bn = await parseFormData(await post({ code: 'abcdef' }, 'bn'), schema);
    expect(answer(!bn.ok && bn.failure).body.errors?.code).toBe(translator('bn')('error.tooLong'));
    const en = await parseFormData(await post({ code: 'abcdef' }), schema);
    expect(answer(!en.ok && en.failure).body.errors?.code).toBe('code must be at most 3 characters');
  });

  it('says what is wrong with a Bengali field in Bengali words and digits on a Bengali page', async () => {
    const errorsOf = async (fields: Record<string, string>, schema: z.ZodType) => {
      const parsed = await parseFormData(await post(fields, 'bn'), schema);
      return answer(!parsed.ok && parsed.failure).body.errors;
    };
    expect(await errorsOf({ title: 'Eid sale', titleBn: 'ঈ'.repeat(MAX_TITLE_LENGTH + 1), descriptionBn: 'a\u202Eb' }, OfferInputSchema)).toEqual({
      titleBn: `বাংলা লেখাটি সর্বোচ্চ ${formatNumber(MAX_TITLE_LENGTH, 'bn')} অক্ষরের হতে পারে`,
      descriptionBn: 'এই ঘর থেকে অদৃশ্য বা লেখার দিক বদলানো অক্ষরগুলো মুছে ফেলুন',
    });
    expect(await errorsOf({ term: 'x'.repeat(MAX_GLOSSARY_TERM_LENGTH + 1), bengali: ' ' }, GlossaryInputSchema)).toEqual({
      term: `ইংরেজি নামটি সর্বোচ্চ ${formatNumber(MAX_GLOSSARY_TERM_LENGTH, 'bn')} অক্ষরের হতে পারে`,
      bengali: translator('bn')('error.required'),
    });
    expect(await errorsOf({ term: 'Cores', bengali: 'ক'.repeat(MAX_GLOSSARY_BENGALI_LENGTH + 1) }, GlossaryInputSchema)).toEqual({
      bengali: `বাংলা লেখাটি সর্বোচ্চ ${formatNumber(MAX_GLOSSARY_BENGALI_LENGTH, 'bn')} অক্ষরের হতে পারে`,
    });
  });

  it('reads the branch of an intent union that the form names, and refuses an unknown intent', async () => {
    const schema = z.discriminatedUnion('intent', [
      z.object({ intent: z.literal('add'), productId: z.uuid() }),
      z.object({ intent: z.literal('clear') }),
    ]);
    const id = '0b9f8a56-8f4e-4a43-9d55-0f7f8c6f4b11';
    expect(await parseFormData(await post({ intent: 'add', productId: id }), schema)).toMatchObject({ ok: true, data: { intent: 'add', productId: id } });
    expect(await parseFormData(await post({ intent: 'clear', productId: 'ignored' }), schema)).toMatchObject({ ok: true, data: { intent: 'clear' } });
    const unknown = await parseFormData(await post({ intent: 'drop-table' }), schema);
    expect(answer(!unknown.ok && unknown.failure).status).toBe(400);
  });

  it('answers a malformed id with 400 and never passes it on', async () => {
    const parsed = await parseFormData(await post({ id: "1' OR '1'='1" }), UserIdFormSchema);
    const { body, status } = answer(!parsed.ok && parsed.failure);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ id: 'Invalid user id' });
  });

  it('lets values from the address win over posted fields of the same name', async () => {
    const id = '0b9f8a56-8f4e-4a43-9d55-0f7f8c6f4b11';
    expect(await parseFormData(await post({ id: 'posted' }), UserIdFormSchema, { id })).toMatchObject({ ok: true, data: { id } });
  });
});

describe('pathParam', () => {
  it('is a 404 for a malformed id in the address', () => {
    let thrown: unknown;
    try {
      pathParam(UserIdSchema, 'not-a-uuid');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
    expect(pathParam(UserIdSchema, '0b9f8a56-8f4e-4a43-9d55-0f7f8c6f4b11')).toBe('0b9f8a56-8f4e-4a43-9d55-0f7f8c6f4b11');
  });
});

describe('submitForm', () => {
  it('runs the submit with the typed input and returns its answer', async () => {
    const result = await submitForm(await post(newUser), RegisterFormSchema, (input) => ({ registered: input.email }));
    expect(result).toEqual({ registered: 'nusrat@example.com' });
  });

  it('answers a domain error with its status and its message in the page language', async () => {
    const taken = new DomainError('CONFLICT', 'An account with this email already exists. Please sign in or reset your password.');
    const en = answer(await submitForm(await post(newUser), RegisterFormSchema, () => Promise.reject(taken)));
    expect(en).toEqual({ status: 409, body: { message: taken.message, values: { name: 'Nusrat Jahan', email: 'Nusrat@Example.com' } } });
    const bn = answer(await submitForm(await post(newUser, 'bn'), RegisterFormSchema, () => Promise.reject(taken)));
    expect(bn.body.message).toBe(translator('bn')('error.emailTaken'));
  });

  it('lets any other failure through to the error boundary', async () => {
    await expect(submitForm(await post(newUser), RegisterFormSchema, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  });
});

describe('error keys', () => {
  it.each([
    ['Passwords do not match', 'error.passwordsDoNotMatch'],
    ['Name must be at most 100 characters', 'error.nameTooLong'],
    ['Password must be at least 8 characters', 'error.passwordTooShort'],
    ['Too many attempts. Please try again in 1 minute.', 'error.tooManyAttempts'],
    ['Comment must be at most 2000 characters', 'error.commentTooLong'],
    ['“laptop” is already in another group', 'error.synonymTaken'],
    ['A group needs at least 2 different words', 'error.synonymTooFew'],
    ['At most 20 words in a group', 'error.synonymTooMany'],
    ['Each word must be one or two words of letters and digits', 'error.synonymWord'],
    ['Quantity must be a whole number from 1 to 999', 'error.quantity'],
  ] as const)('maps “%s” to %s, and the English catalogue says the same', (message, key) => {
    const found = errorKey(message);
    expect(found?.key).toBe(key);
    if (!message.includes('1 minute')) expect(translator('en')(key as MessageKey, found?.values)).toBe(message);
  });

  it('has a Bengali text for every error key', () => {
    const en = translator('en');
    const bn = translator('bn');
    const keys = MESSAGE_KEYS.filter((key) => key.startsWith('error.'));
    expect(keys.length).toBeGreaterThan(30);
    for (const key of keys) expect(bn(key), key).not.toBe(en(key));
  });
});
