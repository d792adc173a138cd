import { Link } from 'react-router';
import { Alert } from '~/web/components/alert.tsx';
import { CONTENT_LANGUAGES } from '~/modules/content/contracts.ts';
import { CONTENT_PAGES, pagePath } from '~/modules/content/pages.ts';
import { listPages } from '~/modules/content/pages-service.ts';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/page-list';

export const meta: Route.MetaFunction = () => [{ title: 'Pages | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

/** Every policy and company page with its languages: written ones to edit, missing ones to write. */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  const written = await listPages(context.db);
  return {
    saved: new URL(request.url).searchParams.has('saved'),
    pages: CONTENT_PAGES.map(({ slug }) => ({
      slug,
      path: pagePath(slug),
      languages: CONTENT_LANGUAGES.map((language) => {
        const page = written.find((p) => p.slug === slug && p.language === language);
        return { language, title: page?.title ?? null, updatedAt: page?.updatedAt ?? null };
      }),
    })),
  };
});

export default function PageList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.pages')}</h1>
      {loaderData.saved && <Alert tone="success">{t('admin.saved')}</Alert>}
      <table className="w-full border border-slate-200 bg-white text-sm">
        <thead className="bg-slate-50 text-left">
          <tr>
            <th className="px-3 py-2">{t('admin.pageAddress')}</th>
            <th className="px-3 py-2">English</th>
            <th className="px-3 py-2">বাংলা</th>
          </tr>
        </thead>
        <tbody>
          {loaderData.pages.map((page) => (
            <tr key={page.slug} className="border-t border-slate-200">
              <td className="px-3 py-2">
                <Link to={page.path} className="text-brand-700 hover:underline">
                  {page.path}
                </Link>
              </td>
              {page.languages.map((l) => (
                <td key={l.language} className="px-3 py-2">
                  <Link to={`/admin/pages/${page.slug}/${l.language}`} className="text-brand-700 hover:underline" aria-label={`${t('admin.edit')} ${page.slug} ${l.language}`}>
                    {l.title ?? t('admin.pageMissing')}
                  </Link>
                  {l.updatedAt && <span className="block text-xs text-slate-500">{n.dateTime(l.updatedAt)}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
