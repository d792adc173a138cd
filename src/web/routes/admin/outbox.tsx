import { Link } from 'react-router';
import { listOutbox } from '~/modules/mail/index.ts';
import { listSms, type SmsState } from '~/modules/sms/index.ts';
import { displayBdMobile } from '~/platform/phone.ts';
import { Pager } from '~/web/components/pager.tsx';
import type { MessageKey } from '~/web/i18n/messages.ts';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { assertPageExists, pageParam } from '~/web/lib/params.ts';
import { adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/outbox';

export const meta: Route.MetaFunction = () => adminMeta('Outbox');

const stamp = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Mail the shop sent while no SMTP server is configured, and every SMS with how its sending went
 * (`?show=sms`), newest first. Sign-in codes show only while SMS stay in the outbox (ADR 037).
 */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  const params = new URL(request.url).searchParams;
  const page = pageParam(params.get('page') ?? undefined);
  if (params.get('show') === 'sms') {
    const sms = await listSms(context.db, page, { revealSecrets: context.config.sms.kind === 'outbox' });
    assertPageExists(page, sms.pages);
    const messages = sms.messages.map((m) => ({ ...m, to: displayBdMobile(m.to), createdAt: m.createdAt.toISOString(), sentAt: stamp(m.sentAt) }));
    return { show: 'sms' as const, page, pages: sms.pages, messages, mails: [] };
  }
  const outbox = await listOutbox(context.db, page);
  assertPageExists(page, outbox.pages);
  return { show: 'mail' as const, page, pages: outbox.pages, messages: [], mails: outbox.mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
});

const STATE_KEYS: Record<SmsState, MessageKey> = {
  pending: 'admin.smsPending',
  sending: 'admin.smsSending',
  sent: 'admin.smsSent',
  failed: 'admin.smsFailed',
  unconfirmed: 'admin.smsUnconfirmed',
};

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const { show } = loaderData;
  const tab = (active: boolean) => `rounded px-3 py-1.5 ${active ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white hover:bg-brand-50'}`;
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold">{t('admin.outbox')}</h1>
      <nav aria-label={t('admin.outbox')} className="mb-4 flex gap-2">
        <Link to="/admin/outbox" className={tab(show === 'mail')} aria-current={show === 'mail' ? 'page' : undefined}>
          {t('admin.outboxMail')}
        </Link>
        <Link to="/admin/outbox?show=sms" className={tab(show === 'sms')} aria-current={show === 'sms' ? 'page' : undefined}>
          {t('admin.outboxSms')}
        </Link>
      </nav>
      {show === 'mail' ? (
        <>
          <p className="mb-4 text-sm text-slate-600">{t('admin.outboxIntro')}</p>
          {loaderData.mails.length === 0 && <p className="rounded border border-slate-200 bg-white p-6">{t('admin.outboxEmpty')}</p>}
          <ul className="space-y-3">
            {loaderData.mails.map((mail) => (
              <li key={mail.id}>
                <article className="rounded border border-slate-200 bg-white p-4" aria-label={mail.subject}>
                  <header className="mb-2 text-sm text-slate-600">
                    <time dateTime={mail.createdAt}>{n.dateTime(mail.createdAt)}</time> · {t('admin.to')} {mail.to}
                  </header>
                  <h2 className="font-semibold">{mail.subject}</h2>
                  <pre className="mt-2 font-sans text-sm whitespace-pre-wrap">{linkify(mail.text)}</pre>
                </article>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600">{t('admin.smsIntro')}</p>
          {loaderData.messages.length === 0 && <p className="rounded border border-slate-200 bg-white p-6">{t('admin.smsEmpty')}</p>}
          <ul className="space-y-3">
            {loaderData.messages.map((sms) => (
              <li key={sms.id}>
                <article className="rounded border border-slate-200 bg-white p-4" aria-label={`${t('admin.smsTo')} ${sms.to}`}>
                  <header className="mb-2 flex flex-wrap gap-x-2 text-sm text-slate-600">
                    <time dateTime={sms.createdAt}>{n.dateTime(sms.createdAt)}</time>
                    <span>
                      · {t('admin.to')} <span className="font-medium text-slate-900">{sms.to}</span>
                    </span>
                    <span>
                      · {t(STATE_KEYS[sms.state])} ({t('admin.smsAttempts', { count: sms.attempts })})
                    </span>
                  </header>
                  <pre className="font-sans text-sm whitespace-pre-wrap">{linkify(sms.text)}</pre>
                  {sms.lastError && <p className="mt-2 text-sm text-red-700">{sms.lastError}</p>}
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager page={loaderData.page} pages={loaderData.pages} hrefFor={(n) => (show === 'sms' ? `/admin/outbox?show=sms&page=${n}` : `/admin/outbox?page=${n}`)} />
    </section>
  );
}

/** Links in a stored mail become clickable, so an admin can follow a reset link in a demo. */
function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    /^https?:\/\//.test(part) ? (
      <a key={i} href={part} className="break-all text-brand-700 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
