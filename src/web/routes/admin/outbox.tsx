import { listOutbox } from '~/modules/mail/service.ts';
import { Pager } from '~/web/components/pager.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { assertPageExists, pageParam } from '~/web/lib/params.ts';
import { requireAdmin } from '~/web/lib/session.server.ts';
import type { Route } from './+types/outbox';

export const meta: Route.MetaFunction = () => [{ title: 'Outbox | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

/** Mail the shop sent while no SMTP server is configured, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const page = pageParam(new URL(request.url).searchParams.get('page') ?? undefined);
  const outbox = await listOutbox(context.db, page);
  assertPageExists(page, outbox.pages);
  return { ...outbox, mails: outbox.mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section>
      <h1 className="mb-2 text-2xl font-bold">{t('admin.outbox')}</h1>
      <p className="mb-4 text-sm text-slate-600">{t('admin.outboxIntro')}</p>
      {loaderData.mails.length === 0 && <p className="rounded border border-slate-200 bg-white p-6">{t('admin.outboxEmpty')}</p>}
      <ul className="space-y-3">
        {loaderData.mails.map((mail) => (
          <li key={mail.id}>
            <article className="rounded border border-slate-200 bg-white p-4" aria-label={mail.subject}>
              <header className="mb-2 text-sm text-slate-600">
                <time dateTime={mail.createdAt}>{mail.createdAt.slice(0, 16).replace('T', ' ')}</time> · {t('admin.to')} {mail.to}
              </header>
              <h2 className="font-semibold">{mail.subject}</h2>
              <pre className="mt-2 font-sans text-sm whitespace-pre-wrap">{linkify(mail.text)}</pre>
            </article>
          </li>
        ))}
      </ul>
      <Pager page={loaderData.page} pages={loaderData.pages} hrefFor={(n) => `/admin/outbox?page=${n}`} />
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
