import { Link } from 'react-router';
import { returnableUntil } from '~/modules/orders/constants.ts';
import { OrderIdSchema } from '~/modules/orders/contracts.ts';
import { getOrderFor } from '~/modules/orders/index.ts';
import { getSettingsCached } from '~/modules/settings/index.ts';
import { Alert } from '~/web/components/alert.tsx';
import { AddressLines, DeliveryLabel, OrderActions, OrderHistory, ShipmentLine, StatusBadge, Totals } from '~/web/components/order-parts.tsx';
import { ReturnPanel } from '~/web/components/order-return.tsx';
import { courierLabel } from '~/flows/ship-order.ts';
import { useHydrated } from '~/web/hooks/use-media.ts';
import { useLanguage, useNumerals, useT } from '~/web/i18n/use-t.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { changeOrder } from '~/web/lib/order-actions.server.ts';
import { requireUser } from '~/web/lib/session.server.ts';
import type { Route } from './+types/order';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Order ${data.order.number} | Haat` : 'Order | Haat' },
  { name: 'robots', content: 'noindex' },
];

/** An order, to its customer or an admin; anyone else (and a malformed id) gets the 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  const id = pathParam(OrderIdSchema, params.id);
  const order = await orNotFound(getOrderFor(context.db, user, id));
  // Decided here, not in the browser, so the page the server drew and the hydrated one agree.
  const until = returnableUntil(order, (await getSettingsCached(context.db, context.cache)).returnHours);
  return {
    order,
    isAdmin: user.isAdmin,
    courier: user.isAdmin && context.courier ? courierLabel(context.courier) : null,
    placed: new URL(request.url).searchParams.has('placed'),
    returnUntil: until && until > new Date() ? until : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return changeOrder(request, context);
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const hydrated = useHydrated();
  const language = useLanguage();
  const { order, isAdmin, courier, placed, returnUntil } = loaderData;
  return (
    <section className="print:text-black">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">
          {t('order.title', { number: order.number })} <StatusBadge status={order.status} />
        </h1>
        <div className="flex flex-wrap gap-2 print:hidden">
          {hydrated && (
            <button type="button" onClick={() => window.print()} className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
              {t('order.print')}
            </button>
          )}
          {/* Made on the server (src/modules/printing): plain links, downloaded or opened by the phone's viewer. */}
          <a href={`/order/${order.id}/invoice.pdf?lang=${language}`} className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
            {t('order.invoicePdf')}
          </a>
          {isAdmin && (
            <a href={`/order/${order.id}/label.pdf?lang=${language}`} className="rounded border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50">
              {t('order.labelPdf')}
            </a>
          )}
        </div>
      </div>
      {placed && !actionData && <Alert tone="success">{t(order.user.email ? 'order.placed' : 'order.placedSms')}</Alert>}
      {actionData && 'updated' in actionData && <Alert tone="success">{t('order.updated')}</Alert>}
      {actionData && 'message' in actionData && <Alert tone="danger">{actionData.message}</Alert>}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid grid-cols-1 gap-4">
          <section className="rounded border border-slate-200 bg-white p-4">
            <h2 className="mb-2 text-lg font-semibold">{t('checkout.shipping')}</h2>
            <p>
              <strong>{t('order.name')}:</strong> {order.user.name}
            </p>
            {order.user.email && (
              <p className="mb-2">
                <strong>{t('order.email')}:</strong>{' '}
                <a href={`mailto:${order.user.email}`} className="text-brand-700 wrap-anywhere hover:underline">
                  {order.user.email}
                </a>
              </p>
            )}
            <AddressLines address={order.shippingAddress} />
            <StateLine
              done={order.deliveredAt}
              doneText={(date) => t('order.delivered', { date })}
              notText={t('order.notDelivered')}
              cancelled={order.cancelledAt}
            />
          </section>
          <section className="rounded border border-slate-200 bg-white p-4">
            <h2 className="mb-2 text-lg font-semibold">{t('checkout.deliveryMethod')}</h2>
            <DeliveryLabel delivery={order.delivery} pickupOutlet={order.pickupOutlet} />
            <ShipmentLine shipment={order.shipment} isAdmin={isAdmin} />
            <h2 className="mt-3 mb-2 text-lg font-semibold">{t('checkout.paymentMethod')}</h2>
            <p>{order.paymentMethod === 'Cash on Delivery' ? t('checkout.cashOnDelivery') : order.paymentMethod}</p>
            <StateLine
              done={order.paidAt}
              doneText={(date) => t('order.paid', { date })}
              notText={t('order.notPaid')}
              cancelled={order.cancelledAt}
            />
          </section>
          <section className="rounded border border-slate-200 bg-white p-4">
            <h2 className="mb-2 text-lg font-semibold">{t('checkout.orderItems')}</h2>
            <ul className="divide-y divide-slate-200">
              {order.orderItems.map((line, i) => (
                <li key={i} className="flex items-center gap-3 py-2">
                  {line.image && (
                    <img src={line.image} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 object-contain" />
                  )}
                  <span className="min-w-0 flex-1">{line.name}</span>
                  <span className="text-sm whitespace-nowrap">
                    {t('order.qty', { qty: line.qty, price: n.taka(line.price), total: n.taka(line.price * line.qty) })}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <ReturnPanel order={order} isAdmin={isAdmin} until={returnUntil} action={`/order/${order.id}`} />
          <section className="rounded border border-slate-200 bg-white p-4 print:hidden">
            <h2 className="mb-2 text-lg font-semibold">{t('order.history')}</h2>
            <OrderHistory history={order.history} />
          </section>
        </div>
        <aside aria-label={t('checkout.orderSummary')} className="h-fit rounded border border-slate-200 bg-white p-4">
          <h2 className="mb-3 text-lg font-semibold">{t('checkout.orderSummary')}</h2>
          <Totals {...order} />
          <div className="print:hidden">
            <OrderActions order={order} isAdmin={isAdmin} action={`/order/${order.id}`} courier={courier} />
            {isAdmin && (
              <Link to="/admin/orderlist" className="mt-3 block text-sm text-brand-700 hover:underline">
                {t('admin.orders')}
              </Link>
            )}
          </div>
        </aside>
      </div>
    </section>
  );
}

/** "Paid on …" / "Delivered on …" in green, or "Not Paid" in red (docs/requirements/core-shop.md: date or a red cross). */
function StateLine({
  done,
  doneText,
  notText,
  cancelled,
}: {
  done: Date | null;
  doneText: (date: string) => string;
  notText: string;
  cancelled: Date | null;
}) {
  const t = useT();
  const n = useNumerals();
  if (done) return <Alert tone="success">{doneText(n.date(done))}</Alert>;
  if (cancelled) return <Alert tone="info">{t('order.cancelled', { date: n.date(cancelled) })}</Alert>;
  return <Alert tone="danger">✘ {notText}</Alert>;
}
