import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountToCollect } from '~/modules/orders/constants.ts';
import { OrderFiltersSchema } from '~/modules/orders/contracts.ts';
import { exportOrders, type ExportedOrder } from '~/modules/orders/index.ts';
import { csvStream } from '~/platform/csv.ts';
import { districtByKey } from '~/platform/districts.ts';
import { toTaka } from '~/platform/money.ts';
import { formatDateTime } from '~/platform/numerals.ts';
import { displayBdMobile } from '~/platform/phone.ts';
import { ERRORS } from '../wire.ts';

/** The export's columns and how each reads an order: one list, so a header never drifts from its cells. */
const COLUMNS: readonly [string, (order: ExportedOrder) => string | number | boolean | null][] = [
  ['Order number', (o) => o.number],
  ['Placed (Dhaka time)', (o) => formatDateTime(o.createdAt, 'en')],
  ['Status', (o) => o.status],
  ['Paid', (o) => (o.isPaid ? 'yes' : 'no')],
  ['Customer', (o) => o.customerName],
  ['Email', (o) => o.customerEmail],
  ['Mobile', (o) => displayBdMobile(o.shippingAddress.phone)],
  ['District', (o) => (o.shippingAddress.district ? (districtByKey(o.shippingAddress.district)?.en ?? o.shippingAddress.district) : '')],
  ['Address', (o) => o.shippingAddress.address],
  ['City', (o) => o.shippingAddress.city],
  ['Postal code', (o) => o.shippingAddress.postalCode],
  ['Delivery', (o) => o.delivery],
  ['Pick-up outlet', (o) => o.pickupOutlet?.name ?? ''],
  ['Courier', (o) => o.courier],
  ['Tracking code', (o) => o.trackingCode],
  ['Items', (o) => o.lines.map((line) => `${line.qty} × ${line.name}`).join('; ')],
  ['Items (Tk)', (o) => toTaka(o.itemsPrice)],
  ['Delivery fee (Tk)', (o) => toTaka(o.shippingPrice)],
  ['Tax (Tk)', (o) => toTaka(o.taxPrice)],
  ['Total (Tk)', (o) => toTaka(o.totalPrice)],
  ['To collect (Tk)', (o) => toTaka(amountToCollect(o))],
];

/**
 * `/admin/orders/export.csv` (issue 24): every order the admin list's filters keep, as a
 * spreadsheet, streamed a batch at a time however many there are. Cells a spreadsheet would run
 * as formulas are written as text (platform/csv.ts).
 */
export const orderExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/orders/export.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Admin: the orders the list’s filters keep, as CSV (UTF-8, Excel-ready)',
        querystring: OrderFiltersSchema,
        response: { 200: z.any().describe('text/csv'), ...ERRORS },
      },
    },
    async (request, reply) => {
      async function* rows() {
        for await (const batch of exportOrders(app.db, request.query)) yield batch.map((order) => COLUMNS.map(([, cell]) => cell(order)));
      }
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="orders-${day}.csv"`);
      reply.header('cache-control', 'private, no-store');
      return reply.send(csvStream(COLUMNS.map(([name]) => name), rows()));
    },
  );
};
