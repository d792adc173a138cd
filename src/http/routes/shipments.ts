import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applyCourierStatus, bookWithCourier, NO_COURIER_API, orderOfParcel, shipByHand } from '~/flows/ship-order.ts';
import { ManualShipmentSchema, OrderIdSchema } from '~/modules/orders/contracts.ts';
import { getOrderFor } from '~/modules/orders/index.ts';
import { getSettingsCached } from '~/modules/settings/index.ts';
import { MAX_BULK_PARCELS } from '~/platform/courier.ts';
import { DomainError, invalid, notFound } from '~/platform/errors.ts';
import { singleLine } from '~/platform/fields.ts';
import { signedIn } from '../auth.ts';
import { ERRORS, toWire } from '../wire.ts';
import { IdParams, OrderWireSchema } from './orders.ts';

const tags = ['shipments'];

/** Steadfast's webhook (its panel's "Webhook Integration"): a JSON POST per change, with the Bearer token set there. */
const SteadfastWebhookSchema = z.object({
  notification_type: z.enum(['delivery_status', 'tracking_update'], { error: 'Unknown notification_type' }),
  consignment_id: z.union([z.number().int(), singleLine({ label: 'consignment_id', min: 1, max: 40 })]).optional(),
  invoice: singleLine({ label: 'invoice', min: 1, max: 40 }).optional(),
  status: singleLine({ label: 'status', min: 1, max: 60 }).optional(),
  tracking_message: singleLine({ label: 'tracking_message', max: 500 }).optional(),
});

/**
 * Handing packed orders to a courier (ADR 042): by hand (any courier, its code typed) or through
 * the courier's API when one is set up (one order, or a selection); and the courier's webhook,
 * which brings its word on each parcel back.
 */
export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders/:id/shipment',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: hand a packed order to a courier',
        description:
          'With `courierName` and `trackingCode` (and `trackingUrl`, optional) the parcel is recorded as given to that courier; with an empty body it is booked through the courier API the shop set up (`COURIER_PROVIDER`). Booked, the order becomes shipped. A booking the courier refused answers the order with `shipment.state` `failed` and its `error`, the order’s state unchanged. Not packed or already booked: 409.',
        params: IdParams,
        body: ManualShipmentSchema.partial(),
        response: { 200: OrderWireSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { id } = request.params;
      const { courierName, trackingCode, trackingUrl } = request.body;
      if (courierName !== undefined || trackingCode !== undefined) {
        if (!courierName || !trackingCode) throw invalid('Give the courier and its tracking code, or neither to book through the courier API');
        await shipByHand(app.db, user, id, { courierName, trackingCode, trackingUrl });
      }
      else if (!app.courier) throw invalid(NO_COURIER_API);
      else {
        const [result] = await bookWithCourier(app.db, app.courier, user, [id]);
        // Refused before any courier was asked (not packed, booked already): nothing was written.
        if (!result.booked && result.refusal) throw result.refusal;
      }
      return toWire(await getOrderFor(app.db, user, id));
    },
  );

  app.post(
    '/api/shipments',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: `Admin: book a selection of packed orders through the courier API at once (at most ${MAX_BULK_PARCELS})`,
        body: z.object({ orderIds: z.array(OrderIdSchema, { error: 'orderIds must be a list of order ids' }).min(1, 'Choose the orders to book').max(MAX_BULK_PARCELS, `At most ${MAX_BULK_PARCELS} orders are booked at once`) }),
        response: {
          200: z.array(z.object({ orderId: z.string(), booked: z.boolean(), trackingCode: z.string().nullable().optional(), error: z.string().optional() })),
          ...ERRORS,
        },
      },
    },
    async (request) => {
      if (!app.courier) throw invalid(NO_COURIER_API);
      const results = await bookWithCourier(app.db, app.courier, signedIn(request).user, request.body.orderIds);
      return results.map(({ orderId, ...result }) => (result.booked ? { orderId, booked: true, trackingCode: result.trackingCode } : { orderId, booked: false, error: result.error }));
    },
  );

  app.post(
    '/api/couriers/steadfast/webhook',
    {
      schema: {
        tags,
        summary: 'Steadfast’s webhook: its word on a parcel (Bearer token: STEADFAST_WEBHOOK_TOKEN)',
        body: SteadfastWebhookSchema,
        response: { 200: z.object({ status: z.literal('success'), message: z.string() }), ...ERRORS },
      },
      // Before the body is read: without the token nothing of it is looked at.
      preValidation: async (request) => {
        const token = app.config.courier.kind === 'steadfast' ? app.config.courier.webhookToken : null;
        if (!token || !app.courier) throw notFound('Not found');
        const sent = Buffer.from(request.headers.authorization ?? '');
        const expected = Buffer.from(`Bearer ${token}`);
        if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw new DomainError('UNAUTHORIZED', 'The webhook token is missing or wrong');
      },
    },
    async (request) => {
      const { consignment_id: consignment, invoice, status } = request.body;
      const orderId = await orderOfParcel(app.db, app.courier!, { consignmentId: consignment === undefined ? undefined : String(consignment), invoice });
      if (request.body.notification_type === 'delivery_status' && status) {
        const shop = { id: null, name: (await getSettingsCached(app.db, app.cache)).shopName, isAdmin: true } as const;
        await applyCourierStatus(app.db, app.cache, shop, orderId, status);
      }
      return { status: 'success' as const, message: 'Webhook received successfully.' };
    },
  );
};
