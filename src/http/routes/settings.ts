import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SettingsInputSchema } from '~/modules/settings/contracts.ts';
import { getSettingsCached, updateSettings, type ShopSettings } from '~/modules/settings/index.ts';
import { ERRORS, Taka, toWire } from '../wire.ts';

const SettingsWireSchema = z.object({
  shopName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  supportHours: z.string(),
  deliveryPromise: z.string(),
  addressBn: z.string().nullable().describe('The address in Bengali; null: Bengali pages show the English one'),
  supportHoursBn: z.string().nullable().describe('The support hours in Bengali; null: Bengali pages show the English one'),
  deliveryPromiseBn: z.string().nullable().describe('The delivery promise in Bengali; null: Bengali pages show the English one'),
  freeShippingThreshold: Taka.describe('Shipping is free when the items price is over this (taka)'),
  shippingFee: Taka.describe('The flat shipping fee (taka)'),
  shopDistrict: z.string().describe('The district the shop delivers from: a key of the 64 districts (khulna, dhaka, ...)'),
  localShippingFee: Taka.nullable().describe('The fee inside the shop’s own district (taka); null: the flat fee everywhere'),
  taxRate: z.number().describe('Percent'),
  expressFee: Taka.nullable().describe('Express delivery’s fee (taka), whatever the items cost; null: express is not offered (left out of a PUT: unchanged)'),
  confirmationDays: z.number().int().describe('Days an order may stay placed, never confirmed, before it is cancelled and its stock put back (1 to 30; left out of a PUT: unchanged)'),
  returnHours: z.number().int().describe('Hours after delivery within which the customer may ask for a return (0 to 720, 0: none; left out of a PUT: unchanged)'),
});

const toSettingsWire = (settings: ShopSettings) => {
  const { taxRateBasisPoints, ...rest } = settings;
  return toWire({ ...rest, taxRate: taxRateBasisPoints / 100 });
};
const tags = ['settings'];

/** The shop's own facts and pricing defaults: everybody reads them (the footer, checkout); admins change them. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    { schema: { tags, summary: 'The shop’s name, hotline, e-mail, address, hours, delivery promise and shipping and tax defaults', response: { 200: SettingsWireSchema, ...ERRORS } } },
    async () => toSettingsWire(await getSettingsCached(app.db, app.cache)),
  );

  app.put(
    '/api/settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: change the shop settings (every field; amounts in taka, the tax rate in percent)',
        description: '`shopDistrict` is a district key (`khulna`, `dhaka`, ...); `localShippingFee` null or "" charges the flat fee there too.',
        body: SettingsInputSchema,
        response: { 200: SettingsWireSchema, ...ERRORS },
      },
    },
    async (request) => toSettingsWire(await updateSettings(app.db, app.cache, request.body)),
  );
};
