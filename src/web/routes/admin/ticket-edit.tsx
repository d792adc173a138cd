import { Fragment } from 'react';
import { Form, useNavigation } from 'react-router';
import { TICKET_STATUSES } from '~/modules/support/constants.ts';
import { MAX_REPLY_LENGTH, TicketFormSchema, TicketIdSchema } from '~/modules/support/contracts.ts';
import { getTicket, replyToTicket, setTicketStatus } from '~/modules/support/index.ts';
import { displayBdMobile } from '~/platform/fields.ts';
import { Alert } from '~/web/components/alert.tsx';
import { EditPage } from '~/web/components/admin/edit-page.tsx';
import { SubmitButton, TextAreaField } from '~/web/components/field.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/ticket-edit';

export const meta: Route.MetaFunction = ({ data }) => adminMeta(`Ticket ${data?.ticket.number ?? ''}`);

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { ticket: await orNotFound(getTicket(context.db, pathParam(TicketIdSchema, params.id))) };
});

/** A new status, or a reply (mailed to the customer when they gave an address). */
export const action = adminAction(async ({ request, params, context }: Route.ActionArgs, admin) => {
  const id = pathParam(TicketIdSchema, params.id);
  return submitForm(request, TicketFormSchema, async (input) => {
    if (input.intent === 'status') await setTicketStatus(context.db, id, input.status);
    else await replyToTicket({ db: context.db, limiter: context.auth.limiter, mailer: context.auth.mailer }, id, admin, input.message, context.origin);
    return { done: input.intent };
  });
});

export default function TicketEdit({ loaderData: { ticket }, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  const failure = actionData && 'message' in actionData ? actionData : undefined;
  const done = actionData && 'done' in actionData ? actionData.done : undefined;
  const facts: [string, React.ReactNode][] = [
    [t('admin.ticketKind'), t(`support.kind.${ticket.kind}`)],
    [t('support.name'), ticket.name],
    [
      t('support.phone'),
      <a href={`tel:${ticket.phone}`} className="text-brand-700 underline">
        {n.digits(displayBdMobile(ticket.phone))}
      </a>,
    ],
    [t('support.email'), ticket.email ?? '—'],
    ...(ticket.invoiceNumber ? [[t('support.invoice'), ticket.invoiceNumber] as [string, string]] : []),
    [t('support.sentOn'), n.dateTime(ticket.createdAt)],
  ];
  return (
    <EditPage
      back="/admin/tickets"
      width="3xl"
      heading={
        <>
          {t('support.ticketHeading', { number: ticket.number })}: {ticket.title}
        </>
      }
      // The answers and the status come first; the form is the reply under them.
      before={
        <>
          {failure && <Alert tone="danger">{failure.message}</Alert>}
          {done && <Alert tone="success">{done === 'reply' ? t('admin.replySent') : t('admin.saved')}</Alert>}
          <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded border border-slate-200 bg-white p-4 text-sm">
            {facts.map(([term, value]) => (
              <Fragment key={term}>
                <dt className="text-slate-600">{term}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
            <dt className="text-slate-600">{t('support.details')}</dt>
            <dd className="whitespace-pre-wrap">{ticket.description}</dd>
          </dl>
          <Form method="post" className="mb-6 flex items-end gap-3 rounded border border-slate-200 bg-white p-4">
            <input type="hidden" name="intent" value="status" />
            <label className="text-sm font-medium">
              {t('support.status')}
              <select name="status" defaultValue={ticket.status} key={ticket.status} className="mt-1 block rounded border border-slate-300 bg-white px-3 py-2">
                {TICKET_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`support.status.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <SubmitButton busy={busy}>{t('admin.updateStatus')}</SubmitButton>
          </Form>
          <h2 className="mb-2 text-xl font-bold">{t('support.answers')}</h2>
          {ticket.replies.length === 0 && <p className="mb-3 text-slate-600">{t('support.noAnswers')}</p>}
          <ul className="mb-4 space-y-3">
            {ticket.replies.map((reply) => (
              <li key={reply.id} className="rounded border border-slate-200 bg-white p-4">
                <p className="text-sm text-slate-600">
                  {reply.authorName} · <time dateTime={reply.createdAt}>{n.dateTime(reply.createdAt)}</time>
                </p>
                <p className="mt-1 whitespace-pre-wrap">{reply.message}</p>
              </li>
            ))}
          </ul>
        </>
      }
      formKey={String(ticket.replies.length)}
      submit={t('admin.sendReply')}
    >
      <input type="hidden" name="intent" value="reply" />
      <TextAreaField label={t('admin.reply')} name="message" required rows={5} maxLength={MAX_REPLY_LENGTH} error={failure?.errors?.message} />
      {!ticket.email && <p className="mb-3 text-sm text-slate-600">{t('admin.noEmailToReply')}</p>}
    </EditPage>
  );
}
