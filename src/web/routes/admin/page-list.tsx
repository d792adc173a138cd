import { Link } from 'react-router';
import { Alert } from '~/web/components/alert.tsx';
import { PagedTable } from '~/web/components/paged-table.tsx';
import { CONTENT_LANGUAGES } from '~/modules/content/contracts.ts';
import { CONTENT_PAGES, pagePath } from '~/modules/content/constants.ts';
import { listPages } from '~/modules/content/index.ts';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/page-list';

export const meta: Route.MetaFunction = () => adminMeta('Pages');

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

// Each language by its own name.
const LANGUAGE_NAMES = { en: 'English', bn: 'বাংলা' } as const;

export default function PageList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.pages')}</h1>
      {loaderData.saved && <Alert tone="success">{t('admin.saved')}</Alert>}
      <PagedTable
        rows={loaderData.pages}
        rowKey={(page) => page.slug}
        columns={[
          {
            heading: t('admin.pageAddress'),
            cell: (page) => (
              <Link to={page.path} className="text-brand-700 hover:underline">
                {page.path}
              </Link>
            ),
          },
          ...CONTENT_LANGUAGES.map((language, column) => ({
            heading: LANGUAGE_NAMES[language],
            cell: (page: (typeof loaderData.pages)[number]) => {
              const l = page.languages[column];
              return (
                <>
                  <Link to={`/admin/pages/${page.slug}/${language}`} className="text-brand-700 hover:underline" aria-label={`${t('admin.edit')} ${page.slug} ${language}`}>
                    {l.title ?? t('admin.pageMissing')}
                  </Link>
                  {l.updatedAt && <span className="block text-xs text-slate-500">{n.dateTime(l.updatedAt)}</span>}
                </>
              );
            },
          })),
        ]}
      />
    </section>
  );
}
