import { Link } from 'react-router';
import { TicketTokenSchema } from '~/modules/support/contracts.ts';
import { findTicketByToken } from '~/modules/support/index.ts';
import { Alert } from '~/web/components/alert.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import type { Route } from './+types/ticket';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Ticket ${data.ticket.number}` : 'Not found' },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

/** The customer's ticket, opened by the unguessable link of the confirmation and the mails. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ticket = await orNotFound(findTicketByToken(context.db, pathParam(TicketTokenSchema, params.token)));
  return {
    sent: new URL(request.url).searchParams.has('sent'),
    ticket: { number: ticket.number, kind: ticket.kind, status: ticket.status, title: ticket.title, createdAt: ticket.createdAt, hasEmail: ticket.email !== null },
    replies: ticket.replies.map((r) => ({ id: r.id, message: r.message, createdAt: r.createdAt })),
  };
}

export default function TicketPage({ loaderData: { sent, ticket, replies } }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  return (
    <section className="mx-auto max-w-2xl">
      {sent && (
        <Alert tone="success">
          {t('support.received', { number: ticket.number })} {ticket.hasEmail ? t('support.mailed') : ''}
        </Alert>
      )}
      <h1 className="my-4 text-2xl font-bold">{t('support.ticketHeading', { number: ticket.number })}</h1>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded border border-slate-200 bg-white p-4">
        <dt className="text-slate-600">{t('support.subject')}</dt>
        <dd>{ticket.title}</dd>
        <dt className="text-slate-600">{t('support.status')}</dt>
        <dd>{t(`support.status.${ticket.status}`)}</dd>
        <dt className="text-slate-600">{t('support.sentOn')}</dt>
        <dd>
          <time dateTime={ticket.createdAt}>{n.date(ticket.createdAt)}</time>
        </dd>
      </dl>
      <h2 className="mb-2 text-xl font-bold">{t('support.answers')}</h2>
      {replies.length === 0 && <p className="text-slate-600">{t('support.noAnswers')}</p>}
      <ul className="space-y-3">
        {replies.map((reply) => (
          <li key={reply.id} className="rounded border border-slate-200 bg-white p-4">
            <time dateTime={reply.createdAt} className="text-sm text-slate-600">
              {n.dateTime(reply.createdAt)}
            </time>
            <p className="mt-1 whitespace-pre-wrap">{reply.message}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link to="/" className="text-brand-700 hover:underline">
          ← {t('support.backToShop')}
        </Link>
      </p>
    </section>
  );
}
