import { Link } from 'react-router';
import { TICKET_STATUSES } from '~/modules/support/constants.ts';
import { TicketListQuerySchema } from '~/modules/support/contracts.ts';
import { listTickets } from '~/modules/support/index.ts';
import { displayBdMobile } from '~/platform/fields.ts';
import { FilterLinks } from '~/web/components/admin/admin-list.tsx';
import { PagedTable } from '~/web/components/paged-table.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { assertPageExists } from '~/web/lib/params.ts';
import { adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/ticket-list';

export const meta: Route.MetaFunction = () => adminMeta('Tickets');

/** Complaints and service requests, newest first, by status. */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  const parsed = TicketListQuerySchema.safeParse({ status: url.searchParams.get('status') || undefined, pageNumber: url.searchParams.get('page') ?? 1 });
  const query = parsed.success ? parsed.data : { pageNumber: 1 };
  const page = await listTickets(context.db, query);
  assertPageExists(query.pageNumber, page.pages);
  return { ...page, status: query.status ?? null };
});

export default function TicketList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const { tickets, status } = loaderData;
  const href = (s: string | null, page = 1) => `/admin/tickets?${new URLSearchParams({ ...(s ? { status: s } : {}), page: String(page) })}`;
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.tickets')}</h1>
      <FilterLinks
        label={t('support.status')}
        links={[null, ...TICKET_STATUSES].map((s) => ({ href: href(s), label: s ? t(`support.status.${s}`) : t('admin.all'), current: s === status }))}
      />
      <PagedTable
        rows={tickets}
        rowKey={(ticket) => ticket.id}
        empty={<p className="rounded border border-slate-200 bg-white p-6">{t('admin.noTickets')}</p>}
        columns={[
          {
            heading: t('admin.ticketNumber'),
            cell: (ticket) => (
              <>
                <Link to={`/admin/tickets/${ticket.id}`} className="font-semibold text-brand-700 hover:underline">
                  #{n.number(ticket.number)}
                </Link>
                <span className="block text-xs text-slate-500">{t(`support.kind.${ticket.kind}`)}</span>
              </>
            ),
          },
          { heading: t('support.subject'), cell: (ticket) => ticket.title },
          { heading: t('support.name'), cell: (ticket) => ticket.name },
          { heading: t('support.phone'), cell: (ticket) => n.digits(displayBdMobile(ticket.phone)) },
          { heading: t('support.status'), cell: (ticket) => t(`support.status.${ticket.status}`) },
          { heading: t('support.sentOn'), cell: (ticket) => <time dateTime={ticket.createdAt}>{n.dateTime(ticket.createdAt)}</time> },
        ]}
        paging={{ page: loaderData.page, pages: loaderData.pages, hrefFor: (page) => href(status, page) }}
      />
    </section>
  );
}
