import { z } from 'zod';
import { DISTRICT_KEYS } from '~/platform/districts.ts';
import { bengaliVersion, emailAddress, singleLine, takaAmount } from '~/platform/fields.ts';
import { asciiDigits } from '~/platform/numerals.ts';
import { numeric } from '~/platform/numeric.ts';

export const MAX_SHOP_NAME_LENGTH = 60;
export const MAX_SETTING_TEXT_LENGTH = 200;
/** The hotline as the header writes it: a number or two, with spaces and dashes. */
export const MAX_HOTLINE_LENGTH = 40;
/** The support hours and the delivery promise are short lines. */
export const MAX_SETTING_LINE_LENGTH = 100;
/** No fee or threshold above this many taka is a real one (it would be a typo). */
export const MAX_SETTING_TAKA = 10_000_000;
/** A tax rate in percent, with up to two decimals (stored in basis points). */
export const MAX_TAX_RATE_PERCENT = 100;
/** The seed's 3-day window to confirm an order is the default; a shop may give up to a month. */
export const MAX_CONFIRMATION_DAYS = 30;
/** A return window of at most 30 days. */
export const MAX_RETURN_HOURS = 720;

const fee = (label: string) => takaAmount({ label, max: MAX_SETTING_TAKA, poisha: true, limits: 'taka' });

const text = (label: string, max = MAX_SETTING_TEXT_LENGTH) => singleLine({ label, min: 1, max });

/**
 * The shop settings an admin edits (issue 9): the shop's own facts the header and footer show,
 * and the pricing defaults the server computes orders with (docs/requirements/README.md). Amounts in
 * taka on the way in, poisha inside; the tax rate in percent (basis points in the table).
 */
export const SettingsInputSchema = z.object({
  shopName: text('Shop name', MAX_SHOP_NAME_LENGTH),
  // Stored in ASCII digits, whatever was typed: pages write it in their own (ADR 038), and tel: links need ASCII.
  phone: text('Hotline', MAX_HOTLINE_LENGTH).overwrite(asciiDigits),
  email: emailAddress({ label: 'E-mail' }),
  address: text('Address'),
  supportHours: text('Support hours', MAX_SETTING_LINE_LENGTH),
  deliveryPromise: text('Delivery promise', MAX_SETTING_LINE_LENGTH),
  /** Bengali versions for Bengali pages; empty or left out: none, Bengali pages show the English one. */
  addressBn: bengaliVersion({ label: 'Address (Bengali)', max: MAX_SETTING_TEXT_LENGTH }).optional(),
  supportHoursBn: bengaliVersion({ label: 'Support hours (Bengali)', max: MAX_SETTING_LINE_LENGTH }).optional(),
  deliveryPromiseBn: bengaliVersion({ label: 'Delivery promise (Bengali)', max: MAX_SETTING_LINE_LENGTH }).optional(),
  freeShippingThreshold: fee('Free-shipping threshold'),
  shippingFee: fee('Shipping fee'),
  shopDistrict: z.enum(DISTRICT_KEYS, { error: 'Choose one of the 64 districts' }),
  /** Empty or null: the flat fee everywhere. */
  localShippingFee: z.preprocess((value) => (value === '' || value === undefined ? null : value), fee('Local shipping fee').nullable()),
  /** Empty or null: express delivery is not offered; left out (an API client that predates it): unchanged. */
  expressFee: z.preprocess((value) => (value === '' ? null : value), fee('Express delivery fee').nullable()).optional(),
  /** Left out (an API client that predates it): unchanged. */
  confirmationDays: numeric(
    'Days to confirm an order must be a whole number',
    z
      .number({ error: 'Days to confirm an order must be a whole number' })
      .int('Days to confirm an order must be a whole number')
      .min(1, 'Days to confirm an order must be at least 1')
      .max(MAX_CONFIRMATION_DAYS, `Days to confirm an order must be at most ${MAX_CONFIRMATION_DAYS}`),
  ).optional(),
  /** Left out (an API client that predates it): unchanged. 0: no returns by the customer. */
  returnHours: numeric(
    'Hours to ask for a return must be a whole number',
    z
      .number({ error: 'Hours to ask for a return must be a whole number' })
      .int('Hours to ask for a return must be a whole number')
      .min(0, 'Hours to ask for a return must be 0 or more')
      .max(MAX_RETURN_HOURS, `Hours to ask for a return must be at most ${MAX_RETURN_HOURS}`),
  ).optional(),
  /** Percent, up to two decimals. */
  taxRate: numeric(
    'Tax rate must be a percentage',
    z
      .number({ error: 'Tax rate must be a percentage' })
      .min(0, 'Tax rate must be 0 or more')
      .max(MAX_TAX_RATE_PERCENT, `Tax rate must be at most ${MAX_TAX_RATE_PERCENT}%`)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Tax rate must have at most two decimals'),
  ),
});
export type SettingsInput = z.infer<typeof SettingsInputSchema>;
