import { isRouteErrorResponse } from 'react-router';
import { useT } from '~/web/i18n/use-t.ts';

/**
 * The page a route group shows when its loader or action fails: "not found" for a 404, "try
 * again in a moment" for a 503 (the database restarting), a general apology for anything else (no details of the failure). It renders inside the shop's
 * layout, so the header and footer stay.
 */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  // The database away for a moment (entry.server.tsx): say so, and that trying again will work.
  const away = isRouteErrorResponse(error) && error.status === 503;
  const title = missing ? t('notFound.title') : away ? t('error.unavailableTitle') : t('error.title');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>{title}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600">{missing ? t('notFound.body') : away ? t('error.unavailable') : t('error.body')}</p>
      <a href="/" className="mt-8 inline-block rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {t('notFound.home')}
      </a>
    </section>
  );
}
