import { Form } from 'react-router';
import { ORDER_STATUSES, RESTOCKING_STATUSES } from '~/modules/orders/constants.ts';
import { OrderListQuerySchema } from '~/modules/orders/contracts.ts';
import { listOrders } from '~/modules/orders/index.ts';
import { Alert } from '~/web/components/alert.tsx';
import { DetailsLink, OrderActions, StatusBadge, useOrderColumns } from '~/web/components/order-parts.tsx';
import { PagedTable } from '~/web/components/paged-table.tsx';
import { districtByKey } from '~/platform/districts.ts';
import { displayBdMobile } from '~/platform/phone.ts';
import { useLanguage, useNumerals, useT } from '~/web/i18n/use-t.ts';
import { changeOrder } from '~/web/lib/order-actions.server.ts';
import { assertPageExists } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/order-list';

export const meta: Route.MetaFunction = () => adminMeta('Orders');

/** docs/requirements/core-shop.md §2, Admin Orders: every order, newest first, paged, filterable by status. */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const parsed = OrderListQuerySchema.safeParse({
    pageNumber: url.searchParams.get('page') ?? 1,
    status: url.searchParams.get('status') || undefined,
  });
  const query = parsed.success ? parsed.data : { pageNumber: 1 };
  const page = await listOrders(context.db, query);
  assertPageExists(query.pageNumber, page.pages);
  return { ...page, status: query.status ?? '' };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return changeOrder(request, context);
});

export default function OrderList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const language = useLanguage();
  const { orders, status } = loaderData;
  const orderColumns = useOrderColumns<(typeof orders)[number]>();
  const here = (page: number) => `/admin/orderlist?${new URLSearchParams({ ...(status ? { status } : {}), page: String(page) })}`;
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.orders')}</h1>
      {actionData && 'updated' in actionData && <Alert tone="success">{t('order.updated')}</Alert>}
      {actionData && 'message' in actionData && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="get" className="mb-4 flex items-end gap-2">
        <div>
          <label htmlFor="order-status" className="mb-1 block text-sm font-medium">
            {t('order.status')}
          </label>
          <select
            id="order-status"
            name="status"
            defaultValue={status}
            className="rounded border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">{t('order.allStatuses')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`order.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded bg-brand-600 px-4 py-2 text-white">
          {t('order.filter')}
        </button>
      </Form>
      {/* The rows' check boxes belong to this form (form="print-selection"): a selection prints as one PDF, without JavaScript. */}
      <form id="print-selection" method="get" action="/admin/orders/invoices.pdf" className="mb-2 flex flex-wrap gap-2">
        <input type="hidden" name="lang" value={language} />
        <button type="submit" className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
          {t('orders.printInvoices')}
        </button>
        <button type="submit" formAction="/admin/orders/labels.pdf" className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50">
          {t('orders.printLabels')}
        </button>
      </form>
      <PagedTable
        rows={orders}
        rowKey={(order) => order.id}
        alignTop
        empty={<Alert tone="info">{t('orders.empty')}</Alert>}
        columns={[
          {
            heading: t('orders.selection'),
            hidden: true,
            cell: (order) => <input type="checkbox" name="ids" value={order.id} form="print-selection" aria-label={t('orders.select', { number: n.number(order.number) })} className="h-5 w-5" />,
          },
          {
            heading: t('orders.id'),
            cell: (order) => (
              <>
                <span className="font-semibold">{n.number(order.number)}</span> <StatusBadge status={order.status} />
                <span className="block font-mono text-xs text-slate-500">{order.id}</span>
              </>
            ),
          },
          {
            heading: t('orders.user'),
            cell: (order) => {
              const district = order.district ? districtByKey(order.district) : undefined;
              const past = order.pastOrders;
              return (
                <>
                  {order.user.name}
                  <a href={`tel:${order.phone}`} className="block whitespace-nowrap text-brand-700 hover:underline">
                    {n.digits(displayBdMobile(order.phone))}
                  </a>
                  {district && <span className="block text-slate-600">{district[language]}</span>}
                  <span className="block font-medium">{t(`delivery.option.${order.delivery}`)}</span>
                  <span className="block text-xs text-slate-600">
                    {past.total === 0
                      ? t('orders.firstOrder')
                      : t('orders.pastOrders', { total: past.total, delivered: past.delivered, refused: past.refused, returned: past.returned })}
                  </span>
                </>
              );
            },
          },
          ...orderColumns,
          { heading: t('orders.toCollect'), className: 'whitespace-nowrap', cell: (order) => n.taka(order.isPaid || RESTOCKING_STATUSES.includes(order.status) ? 0 : order.totalPrice) },
          {
            heading: t('admin.actions'),
            hidden: true,
            cell: (order) => (
              <div className="flex flex-wrap gap-1">
                <DetailsLink orderId={order.id} />
                <OrderActions order={order} isAdmin action={here(loaderData.page)} compact />
              </div>
            ),
          },
        ]}
        paging={{ page: loaderData.page, pages: loaderData.pages, hrefFor: here }}
      />
    </section>
  );
}
