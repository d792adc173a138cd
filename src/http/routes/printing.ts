import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OrderIdSchema } from '~/modules/orders/contracts.ts';
import { getOrder, getOrderFor, trackLink } from '~/modules/orders/index.ts';
import { invoicePdf, labelPdf, MAX_PRINTED_ORDERS, printableOrder, printableShop, type Lang } from '~/modules/printing/index.ts';
import { getSettingsCached } from '~/modules/settings/index.ts';
import { signedIn } from '../auth.ts';
import { ERRORS } from '../wire.ts';

const LangQuery = z.object({ lang: z.enum(['en', 'bn'], { error: 'lang must be en or bn' }).default('en') });
const IdParams = z.object({ id: OrderIdSchema });
/** A selection from the admin list: `ids=a&ids=b`, or one `ids=a,b`. */
const SelectionQuery = LangQuery.extend({
  ids: z
    .union([z.string(), z.array(z.string())], { error: 'Choose the orders to print' })
    .transform((ids) => [...new Set((Array.isArray(ids) ? ids : [ids]).flatMap((id) => id.split(',')).filter(Boolean))])
    .pipe(z.array(OrderIdSchema).min(1, 'Choose the orders to print').max(MAX_PRINTED_ORDERS, `At most ${MAX_PRINTED_ORDERS} orders print at once`)),
});
const PDF = { 200: z.any().describe('application/pdf'), ...ERRORS };
const tags = ['printing'];

/**
 * The invoice and the parcel label as PDF (issue 24), made on the server: an order's invoice for
 * its customer and the shop, its label and any selection of either for the shop. Private
 * (`no-store`): they carry a name, an address and a mobile number.
 */
export const printingRoutes: FastifyPluginAsyncZod = async (app) => {
  const pdf = async (orders: Awaited<ReturnType<typeof getOrder>>[], lang: Lang, make: typeof invoicePdf) => {
    const shop = printableShop(await getSettingsCached(app.db, app.cache), lang);
    return make(
      orders.map((order) => printableOrder(order, shop, lang, trackLink(app.config.publicOrigin, order.number, order.shippingAddress.phone))),
      lang,
    );
  };
  const send = (reply: { header: (name: string, value: string) => unknown }, name: string, body: Buffer) => {
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', `inline; filename="${name}.pdf"`);
    reply.header('cache-control', 'private, no-store');
    return body;
  };

  app.get(
    '/order/:id/invoice.pdf',
    { config: { access: 'user' }, schema: { tags, summary: 'An order’s invoice as PDF (its customer or staff), in English or Bengali', params: IdParams, querystring: LangQuery, response: PDF } },
    async (request, reply) => {
      const order = await getOrderFor(app.db, signedIn(request).user, request.params.id);
      return send(reply, `invoice-${order.number}`, await pdf([order], request.query.lang, invoicePdf));
    },
  );

  app.get(
    '/order/:id/label.pdf',
    { config: { access: 'admin' }, schema: { tags, summary: 'An order’s parcel label as PDF (staff)', params: IdParams, querystring: LangQuery, response: PDF } },
    async (request, reply) => {
      const order = await getOrder(app.db, request.params.id);
      return send(reply, `label-${order.number}`, await pdf([order], request.query.lang, labelPdf));
    },
  );

  for (const [kind, make] of [
    ['invoices', invoicePdf],
    ['labels', labelPdf],
  ] as const) {
    app.get(
      `/admin/orders/${kind}.pdf`,
      { config: { access: 'admin' }, schema: { tags, summary: `The ${kind} of a selection of orders as one PDF, a page each (staff)`, querystring: SelectionQuery, response: PDF } },
      async (request, reply) => {
        const orders = await Promise.all(request.query.ids.map((id) => getOrder(app.db, id)));
        return send(reply, kind, await pdf(orders, request.query.lang, make));
      },
    );
  }
};
