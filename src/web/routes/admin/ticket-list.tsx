import { Link } from 'react-router';
import { TICKET_STATUSES } from '~/modules/content/constants.ts';
import { TicketListQuerySchema } from '~/modules/content/contracts.ts';
import { listTickets } from '~/modules/content/tickets-service.ts';
import { displayBdMobile } from '~/platform/fields.ts';
import { Pager } from '~/web/components/pager.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { assertPageExists } from '~/web/lib/params.ts';
import { adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/ticket-list';

export const meta: Route.MetaFunction = () => [{ title: 'Tickets | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

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
      <nav aria-label={t('support.status')} className="mb-4 flex flex-wrap gap-2 text-sm">
        {[null, ...TICKET_STATUSES].map((s) => (
          <Link
            key={s ?? 'all'}
            to={href(s)}
            aria-current={s === status ? 'page' : undefined}
            className={`rounded border px-3 py-1 ${s === status ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white hover:bg-slate-50'}`}
          >
            {s ? t(`support.status.${s}`) : t('admin.all')}
          </Link>
        ))}
      </nav>
      {tickets.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6">{t('admin.noTickets')}</p>
      ) : (
        <table className="w-full border border-slate-200 bg-white text-sm">
          <thead className="bg-slate-50 text-left">
            <tr>
              <th className="px-3 py-2">{t('admin.ticketNumber')}</th>
              <th className="px-3 py-2">{t('support.subject')}</th>
              <th className="px-3 py-2">{t('support.name')}</th>
              <th className="px-3 py-2">{t('support.phone')}</th>
              <th className="px-3 py-2">{t('support.status')}</th>
              <th className="px-3 py-2">{t('support.sentOn')}</th>
            </tr>
          </thead>
          <tbody>
            {tickets.map((ticket) => (
              <tr key={ticket.id} className="border-t border-slate-200">
                <td className="px-3 py-2">
                  <Link to={`/admin/tickets/${ticket.id}`} className="font-semibold text-brand-700 hover:underline">
                    #{n.number(ticket.number)}
                  </Link>
                  <span className="block text-xs text-slate-500">{t(`support.kind.${ticket.kind}`)}</span>
                </td>
                <td className="px-3 py-2">{ticket.title}</td>
                <td className="px-3 py-2">{ticket.name}</td>
                <td className="px-3 py-2">{n.digits(displayBdMobile(ticket.phone))}</td>
                <td className="px-3 py-2">{t(`support.status.${ticket.status}`)}</td>
                <td className="px-3 py-2">
                  <time dateTime={ticket.createdAt}>{n.dateTime(ticket.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={loaderData.page} pages={loaderData.pages} hrefFor={(n) => href(status, n)} />
    </section>
  );
}
