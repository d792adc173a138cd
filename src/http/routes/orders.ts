import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelOrder, changeOrderStatus } from '~/flows/change-order-status.ts';
import { placeOrder } from '~/flows/place-order.ts';
import { askReturn, receiveReturnedItems } from '~/flows/return-order.ts';
import { DELIVERY_OPTIONS, REFUND_METHODS, RETURN_STATES, SHIPMENT_STATES } from '~/modules/orders/constants.ts';
import { IdempotencyKeySchema, ORDER_EVENT_KINDS, ORDER_STATUSES, OrderIdSchema, OrderInputSchema, OrderListQuerySchema, OrderStatusChangeSchema, RefundSchema, ReturnDecisionSchema, ReturnRequestSchema } from '~/modules/orders/contracts.ts';
import { decideReturn, getOrderFor, listMyOrders, listOrders, markDelivered, markPaid } from '~/modules/orders/index.ts';
import { signedIn } from '../auth.ts';
import { ERRORS, ErrorSchema, Taka, toWire, WireId } from '../wire.ts';

const UserRefSchema = z.object({ _id: WireId, name: z.string(), email: z.string() });
const When = z.string().nullable().describe('ISO date and time, or null when it has not happened');

/** docs/requirements/core-shop.md §3's order, with its number, its cancellation and its status history. */
export const OrderWireSchema = z.object({
  _id: WireId,
  number: z.number().int().describe('The order number people quote'),
  user: UserRefSchema,
  orderItems: z.array(z.object({ name: z.string(), qty: z.number().int(), image: z.string(), price: Taka.describe('Charged per unit'), product: WireId.nullable() })),
  shippingAddress: z.object({
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
    district: z.string().nullable().describe('A district key (see the address book)'),
    phone: z.string().describe('E.164, +8801712345678'),
  }),
  paymentMethod: z.string(),
  delivery: z.enum(DELIVERY_OPTIONS).describe('standard (the courier), express (its own fee, within 24 working hours of confirmation) or pickup (at an outlet, free)'),
  pickupOutlet: z
    .object({ _id: WireId, name: z.string(), nameBn: z.string().nullable(), address: z.string(), addressBn: z.string().nullable(), phone: z.string() })
    .nullable()
    .describe('The outlet a pick-up order waits at, as it was when ordered; null for a delivery'),
  shipment: z
    .object({
      courier: z.string(),
      state: z.enum(SHIPMENT_STATES).describe('booking (asked, no answer yet), booked (on its way) or failed (see error; retried by itself when retrying can help)'),
      trackingCode: z.string().nullable().describe('What the customer quotes to the courier; null when the courier did not say'),
      trackingUrl: z.string().nullable().describe('The courier’s tracking page for this parcel, or null'),
      courierStatus: z.string().nullable().describe('The courier’s last word on the parcel'),
      error: z.string().nullable().describe('Why the last booking failed'),
    })
    .nullable()
    .describe('The parcel with a courier; null until a packed order is handed to one'),
  itemsPrice: Taka,
  shippingPrice: Taka,
  taxPrice: Taka,
  totalPrice: Taka,
  isPaid: z.boolean(),
  paidAt: When,
  isDelivered: z.boolean(),
  deliveredAt: When,
  isCancelled: z.boolean(),
  cancelledAt: When,
  status: z.enum(ORDER_STATUSES).describe('placed → confirmed → packed → shipped → delivered; cancelled (before shipping), refused (at the door), returned (after delivery)'),
  createdAt: z.string(),
  history: z.array(
    z.object({
      kind: z.enum(ORDER_EVENT_KINDS).describe('A state entered, or paid (the cash collected)'),
      by: z.string(),
      at: z.string(),
      note: z.string().nullable().describe('Why, or what the customer should know; null when none was given'),
    }),
  ),
  orderReturn: z
    .object({
      _id: WireId,
      state: z.enum(RETURN_STATES).describe('requested (by the customer), approved or refused (by the shop), received (units back in stock, refund paid)'),
      reason: z.string().describe('The customer’s reason'),
      lines: z.array(z.object({ line: z.number().int().describe('The order line, 1 for the first of orderItems'), qty: z.number().int() })),
      decisionNote: z.string().nullable().describe('The shop’s word on its decision'),
      refund: z
        .object({ method: z.enum(REFUND_METHODS), amount: Taka.describe('Paid back'), charges: Taka.describe('Kept by the shop'), reference: z.string().nullable().describe('The wallet transaction or bank reference') })
        .nullable(),
      requestedAt: z.string(),
      decidedAt: When,
      receivedAt: When,
    })
    .nullable()
    .describe('The customer’s latest return of this order, or null'),
});

const OrderSummaryWireSchema = z.object({
  _id: WireId,
  number: z.number().int(),
  user: UserRefSchema,
  itemNames: z.array(z.string()),
  totalQty: z.number().int(),
  totalPrice: Taka,
  isPaid: z.boolean(),
  paidAt: When,
  isDelivered: z.boolean(),
  deliveredAt: When,
  isCancelled: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
});

const AdminOrderSummaryWireSchema = OrderSummaryWireSchema.extend({
  delivery: z.enum(DELIVERY_OPTIONS),
  phone: z.string().describe('The shipping address’s mobile number, E.164'),
  district: z.string().nullable().describe('A district key, or null'),
  pastOrders: z
    .object({ total: z.number().int(), delivered: z.number().int(), refused: z.number().int(), returned: z.number().int() })
    .describe('The other orders to this mobile number, and how many were delivered, refused at the door and returned'),
});

export const IdParams = z.object({ id: OrderIdSchema });
const tags = ['orders'];
const ORDER_ERRORS = { ...ERRORS, 422: ErrorSchema, 503: ErrorSchema };

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Place an order, cash on delivery',
        description: [
          'The spec\'s payload (`orderItems`, `shippingAddress`, `paymentMethod`, prices). Only each item\'s `product` id and `qty` are read: names, images and every price sent are ignored and computed by the server from the catalogue and the shop settings.',
          '`delivery` is `standard` (the default), `express` (a 400 when the shop offers none) or `pickup` with `pickupOutlet` (an outlet id from `GET /api/outlets`; missing or unknown is a 400); `shippingPrice` follows it.',
          '`paymentMethod` must be `Cash on Delivery` (the default); another is a 400. `shippingAddress.phone` (a Bangladeshi mobile number) may be left out when the account has a default address with one; `district` is read from the city when left out.',
          'Stock is taken in the same transaction as the order: more than the stock is a 409 naming the product, and nothing changes. The cart is emptied.',
          'Send an `Idempotency-Key` header to retry safely: the same key answers the same order (header `idempotent-replayed: true`); the same key with a different body is a 422.',
        ].join(' '),
        headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
        body: OrderInputSchema,
        response: { 201: OrderWireSchema, ...ORDER_ERRORS },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const body = request.body;
      const { order, replayed } = await placeOrder(
        app.db,
        { cache: app.cache, mailQueue: app.mailQueue, smsQueue: app.smsQueue, origin: app.config.publicOrigin },
        {
          customer: user,
          items: body.orderItems.map((item) => ({ productId: item.product, qty: item.qty })),
          shipTo: { sent: body.shippingAddress },
          paymentMethod: body.paymentMethod,
          delivery: { delivery: body.delivery, pickupOutlet: body.pickupOutlet },
          idempotencyKey: request.headers['idempotency-key'] ?? null,
        },
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(toWire(order));
    },
  );

  app.get(
    '/api/orders',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: all orders, newest first, 20 a page, optionally one status',
        description: 'Answers the list (docs/requirements/core-shop.md §7); the page count and total are in the `x-pages` and `x-total-count` headers.',
        querystring: OrderListQuerySchema,
        response: { 200: z.array(AdminOrderSummaryWireSchema), ...ERRORS },
      },
    },
    async (request, reply) => {
      const page = await listOrders(app.db, request.query);
      reply.header('x-page', String(page.page)).header('x-pages', String(page.pages)).header('x-total-count', String(page.totalCount));
      return toWire(page.orders);
    },
  );

  // Registered before /api/orders/:id; find-my-way prefers the static segment anyway.
  app.get(
    '/api/orders/myorders',
    { config: { access: 'user' }, schema: { tags, summary: 'Own orders, newest first (up to 100)', response: { 200: z.array(OrderSummaryWireSchema), ...ERRORS } } },
    async (request) => toWire(await listMyOrders(app.db, signedIn(request).user.id)),
  );

  app.get(
    '/api/orders/:id',
    {
      config: { access: 'user' },
      schema: { tags, summary: "An order: the customer's own, or any for an admin (someone else's is a 404)", params: IdParams, response: { 200: OrderWireSchema, ...ERRORS } },
    },
    async (request) => toWire(await getOrderFor(app.db, signedIn(request).user, request.params.id)),
  );

  app.put(
    '/api/orders/:id/pay',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Admin: the cash of a cash-on-delivery order was collected', params: IdParams, response: { 200: OrderWireSchema, ...ERRORS } },
    },
    async (request) => {
      const { user } = signedIn(request);
      await markPaid(app.db, user, request.params.id);
      return toWire(await getOrderFor(app.db, user, request.params.id));
    },
  );

  app.put(
    '/api/orders/:id/deliver',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: mark delivered (an unpaid cash-on-delivery order is paid at delivery)',
        params: IdParams,
        response: { 200: OrderWireSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      await markDelivered(app.db, user, request.params.id);
      return toWire(await getOrderFor(app.db, user, request.params.id));
    },
  );

  app.put(
    '/api/orders/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: move an order to another state, with a note the customer sees; a change the state machine does not allow is a 409 naming the current state',
        params: IdParams,
        body: OrderStatusChangeSchema,
        response: { 200: OrderWireSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      await changeOrderStatus(app.db, app.cache, user, request.params.id, request.body);
      return toWire(await getOrderFor(app.db, user, request.params.id));
    },
  );

  app.post(
    '/api/orders/:id/returns',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The customer asks to return units of their delivered order within the shop’s hours after delivery (settings: returnHours), with a reason; software and licences cannot be returned; one return an order',
        params: IdParams,
        body: ReturnRequestSchema,
        response: { 201: OrderWireSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      await askReturn(app.db, user, request.params.id, request.body);
      return reply.status(201).send(toWire(await getOrderFor(app.db, user, request.params.id)));
    },
  );

  app.put(
    '/api/orders/:id/returns',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Admin: approve or refuse an asked return, with a note the customer reads', params: IdParams, body: ReturnDecisionSchema, response: { 200: OrderWireSchema, ...ERRORS } },
    },
    async (request) => {
      const { user } = signedIn(request);
      await decideReturn(app.db, user, request.params.id, request.body);
      return toWire(await getOrderFor(app.db, user, request.params.id));
    },
  );

  app.post(
    '/api/orders/:id/returns/refund',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Admin: the approved return’s units arrived and the refund was paid (method, amount, charges kept, reference); the units go back into stock once, and an order returned whole becomes returned',
        params: IdParams,
        body: RefundSchema,
        response: { 200: OrderWireSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      await receiveReturnedItems(app.db, app.cache, user, request.params.id, request.body);
      return toWire(await getOrderFor(app.db, user, request.params.id));
    },
  );

  app.put(
    '/api/orders/:id/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Cancel: the customer their own unpaid order before it is packed, an admin any order before it is shipped; stock comes back once',
        params: IdParams,
        response: { 200: OrderWireSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      await cancelOrder(app.db, app.cache, user, request.params.id);
      return toWire(await getOrderFor(app.db, user, request.params.id));
    },
  );

  app.get(
    '/api/config/paypal',
    {
      schema: {
        tags,
        summary: 'Kept for API clients of the earlier shop: there is no card or wallet payment, so no client id (cash on delivery only)',
        response: { 200: z.string() },
      },
    },
    async () => '',
  );
};
