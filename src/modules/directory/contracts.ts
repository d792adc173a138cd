import { z } from 'zod';
import { bengaliVersion, imagePath, multiLine, singleLine, takaAmount } from '~/platform/fields.ts';
import { asciiDigits } from '~/platform/numerals.ts';
import { EMI_BANK_LIMITS, EMI_MIN_PRICE, MAX_EMI_BANKS, MAX_MINIMUM_PURCHASE_TAKA, MAX_OUTLETS, MAX_TENURE, MAX_TENURES, MIN_TENURE, OUTLET_LIMITS, type EmiBank, type Outlet } from './constants.ts';

// ------------------------------------------------------------------ brand directory

/** `?manufacturer_id=` of an old brand link: a positive whole number (anything else is not found). */
export const ManufacturerIdSchema = z.coerce
  .number({ error: 'manufacturer_id must be a whole number' })
  .int('manufacturer_id must be a whole number')
  .min(1, 'manufacturer_id must be 1 or more')
  .max(2_147_483_647, 'manufacturer_id is too large');

// ------------------------------------------------------------------ sales outlets

export { MAX_OUTLETS, OUTLET_LIMITS, type Outlet };

/** An https address (a map site, a video): no other scheme, a host with a dot. */
export const isHttpsAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** A shop's phone number as people write it: digits, spaces, hyphens, brackets, a leading +. */
export const shopPhone = (label: string, max: number) =>
  singleLine({ label, min: 1, max }).overwrite(asciiDigits).regex(/^\+?\d[\d ()-]{4,}$/, `${label} must be a phone number such as 041-720000 or 01712-345678`);

/** `POST`/`PUT /api/outlets` and the admin's outlet form. */
export const OutletInputSchema = z.strictObject({
  name: singleLine({ label: 'Branch name', min: 1, max: OUTLET_LIMITS.name }),
  address: singleLine({ label: 'Address', min: 1, max: OUTLET_LIMITS.address }),
  /** Bengali versions for Bengali pages; empty or left out: none (docs/decisions/039). */
  nameBn: bengaliVersion({ label: 'Branch name (Bengali)', max: OUTLET_LIMITS.name }).optional(),
  addressBn: bengaliVersion({ label: 'Address (Bengali)', max: OUTLET_LIMITS.address }).optional(),
  phone: shopPhone('Phone', OUTLET_LIMITS.phone),
  mapUrl: singleLine({ label: 'Map link', max: OUTLET_LIMITS.mapUrl })
    .refine((value) => value === '' || isHttpsAddress(value), 'Map link must be an https address, e.g. https://www.openstreetmap.org/…')
    .default(''),
});
export type OutletInput = z.output<typeof OutletInputSchema>;

export const OutletIdSchema = z.uuid({ error: 'Invalid outlet id' });

/** The contact page's outlet search (`?q=`) and `GET /api/outlets?q=`. */
export const OutletSearchSchema = z.object({ q: singleLine({ label: 'Search', max: OUTLET_LIMITS.search }).default('') });

/** The admin's outlet list posts a delete. */
export const OutletListFormSchema = z.object({ intent: z.literal('delete', { error: 'Unknown action' }), id: OutletIdSchema });

// ------------------------------------------------------------------ EMI banks

export { EMI_BANK_LIMITS, MAX_EMI_BANKS, MAX_TENURE, MIN_TENURE, type EmiBank };

const tenures = (label: string) =>
  z
    .array(
      z
        .number({ error: `${label} must be numbers of months` })
        .int(`${label} must be whole months`)
        .min(MIN_TENURE, `${label} must be ${MIN_TENURE} to ${MAX_TENURE} months`)
        .max(MAX_TENURE, `${label} must be ${MIN_TENURE} to ${MAX_TENURE} months`),
      { error: `${label} must be a list of months` },
    )
    .max(MAX_TENURES, `${label}: at most ${MAX_TENURES} tenures`)
    .transform((months) => [...new Set(months)].sort((a, b) => a - b));

// A form writes the months as text: "3, 6" (commas or spaces between them).
const tenuresText = (label: string) =>
  singleLine({ label, max: EMI_BANK_LIMITS.tenures })
    .overwrite(asciiDigits)
    .refine((value) => /^[\d,\s]*$/.test(value), `${label} must be months separated by commas, e.g. 3, 6`)
    .transform((value) => value.split(/[\s,]+/).filter(Boolean).map(Number))
    .pipe(tenures(label));

const minimumPurchase = takaAmount({ label: 'Minimum purchase', min: EMI_MIN_PRICE / 100, max: MAX_MINIMUM_PURCHASE_TAKA, whole: true, limits: 'sign' });

const emiBankFields = {
  name: singleLine({ label: 'Bank name', min: 1, max: EMI_BANK_LIMITS.name }),
  logo: imagePath({ label: 'Logo' }).default(''),
  minimumPurchase,
  condition: multiLine({ label: 'Condition', max: EMI_BANK_LIMITS.condition }).default(''),
  /** The condition in Bengali for Bengali pages; empty or left out: none (docs/decisions/039). */
  conditionBn: bengaliVersion({ label: 'Condition (Bengali)', max: EMI_BANK_LIMITS.condition, multiLine: true }).optional(),
};

const someTenure = (bank: { onlineTenures: number[]; offlineTenures: number[] }, context: z.RefinementCtx) => {
  if (!bank.onlineTenures.length && !bank.offlineTenures.length) {
    context.addIssue({ code: 'custom', path: ['onlineTenures'], message: 'Give at least one tenure, online or offline' });
  }
};

/** `POST`/`PUT /api/emi-banks`: months as lists of numbers, the minimum purchase in taka. */
export const EmiBankInputSchema = z
  .strictObject({ ...emiBankFields, onlineTenures: tenures('Online tenures').default([]), offlineTenures: tenures('Offline tenures').default([]) })
  .superRefine(someTenure);
export type EmiBankInput = z.output<typeof EmiBankInputSchema>;

/** The admin's bank form: the same fields, the months written as "3, 6". */
export const EmiBankFormSchema = z
  .strictObject({ ...emiBankFields, onlineTenures: tenuresText('Online tenures').default([]), offlineTenures: tenuresText('Offline tenures').default([]) })
  .superRefine(someTenure);

export const EmiBankIdSchema = z.uuid({ error: 'Invalid bank id' });

/** The admin's bank list posts a delete. */
export const EmiBankListFormSchema = z.object({ intent: z.literal('delete', { error: 'Unknown action' }), id: EmiBankIdSchema });
