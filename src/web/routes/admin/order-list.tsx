import { data, Form, Link } from 'react-router';
import { amountToCollect, DELIVERY_OPTIONS, MAX_ORDER_SEARCH_LENGTH, ORDER_STATUSES } from '~/modules/orders/constants.ts';
import { OrderListQuerySchema } from '~/modules/orders/contracts.ts';
import { listCouriersUsed, listOrders } from '~/modules/orders/index.ts';
import { Alert } from '~/web/components/alert.tsx';
import { DistrictSelect } from '~/web/components/district-select.tsx';
import { Field, SelectField } from '~/web/components/field.tsx';
import { DetailsLink, OrderActions, StatusBadge, useOrderColumns } from '~/web/components/order-parts.tsx';
import { PagedTable } from '~/web/components/paged-table.tsx';
import { districtByKey } from '~/platform/districts.ts';
import { displayBdMobile } from '~/platform/phone.ts';
import { useLanguage, useNumerals, useT } from '~/web/i18n/use-t.ts';
import { changeOrder } from '~/web/lib/order-actions.server.ts';
import { parseQuery } from '~/web/lib/forms.server.ts';
import { assertPageExists } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/order-list';

export const meta: Route.MetaFunction = () => adminMeta('Orders');

/** The list's filters as the address carries them: the fields of the filter form, kept across pages and the export. */
const FILTER_FIELDS = ['q', 'status', 'delivery', 'courier', 'district', 'from', 'to'] as const;

/**
 * docs/requirements/core-shop.md §2, Admin Orders: every order, newest first, paged; filtered by
 * state, delivery option, courier, district and the days placed, or found by number, mobile
 * number or name (issue 24). Filters that do not parse are a 400 naming what is wrong, with the
 * whole list under it.
 */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const filters = Object.fromEntries(FILTER_FIELDS.map((field) => [field, url.searchParams.get(field) ?? '']));
  const parsed = await parseQuery(request, OrderListQuerySchema, { pageNumber: url.searchParams.get('page') ?? 1 });
  const query = parsed.ok ? parsed.data : { pageNumber: 1 };
  const [page, couriers] = await Promise.all([listOrders(context.db, query), listCouriersUsed(context.db)]);
  assertPageExists(query.pageNumber, page.pages);
  const answer = { ...page, filters, couriers, filterError: parsed.ok ? null : parsed.failure.data.message };
  return parsed.ok ? answer : data(answer, { status: 400 });
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return changeOrder(request, context);
});

export default function OrderList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const language = useLanguage();
  const { orders, filters, couriers } = loaderData;
  const orderColumns = useOrderColumns<(typeof orders)[number]>();
  const chosen = Object.entries(filters).filter(([, value]) => value !== '');
  const filtered = new URLSearchParams(chosen);
  const here = (page: number) => `/admin/orderlist?${new URLSearchParams([...chosen, ['page', String(page)]])}`;
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.orders')}</h1>
      {actionData && 'updated' in actionData && <Alert tone="success">{t('order.updated')}</Alert>}
      {actionData && 'message' in actionData && <Alert tone="danger">{actionData.message}</Alert>}
      {loaderData.filterError && <Alert tone="danger">{loaderData.filterError}</Alert>}
      <Form key={filtered.toString()} method="get" className="mb-4 grid grid-cols-2 gap-x-3 sm:grid-cols-4" aria-label={t('orders.filters')}>
        <div className="col-span-2">
          <Field label={t('orders.search')} name="q" type="search" defaultValue={filters.q} maxLength={MAX_ORDER_SEARCH_LENGTH} placeholder={t('orders.searchHint')} />
        </div>
        <SelectField label={t('order.status')} name="status" defaultValue={filters.status}>
          <option value="">{t('order.allStatuses')}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`order.status.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('orders.delivery')} name="delivery" defaultValue={filters.delivery}>
          <option value="">{t('order.allStatuses')}</option>
          {DELIVERY_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`delivery.option.${option}`)}
            </option>
          ))}
        </SelectField>
        {couriers.length > 0 && (
          <SelectField label={t('orders.courier')} name="courier" defaultValue={filters.courier}>
            <option value="">{t('order.allStatuses')}</option>
            {couriers.map((courier) => (
              <option key={courier} value={courier}>
                {courier}
              </option>
            ))}
          </SelectField>
        )}
        <DistrictSelect label={t('orders.district')} name="district" defaultValue={filters.district} any={t('order.allStatuses')} />
        <Field label={t('orders.from')} name="from" type="date" defaultValue={filters.from} />
        <Field label={t('orders.to')} name="to" type="date" defaultValue={filters.to} />
        <div className="col-span-2 mb-4 flex flex-wrap items-center gap-2 sm:col-span-4">
          <button type="submit" className="rounded bg-brand-600 px-4 py-2 text-white">
            {t('order.filter')}
          </button>
          {chosen.length > 0 && (
            <Link to="/admin/orderlist" className="px-2 py-2 text-brand-700 hover:underline">
              {t('orders.clearFilters')}
            </Link>
          )}
          <a href={`/admin/orders/export.csv?${filtered}`} download className="ml-auto rounded border border-slate-300 bg-white px-3 py-2 hover:bg-slate-50">
            {t('orders.exportCsv', { count: n.number(loaderData.totalCount) })}
          </a>
        </div>
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
          { heading: t('orders.toCollect'), className: 'whitespace-nowrap', cell: (order) => n.taka(amountToCollect(order)) },
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
