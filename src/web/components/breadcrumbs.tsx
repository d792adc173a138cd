import { Link } from 'react-router';
import { useLangFor, useT } from '~/web/i18n/use-t.ts';

export interface Crumb {
  name: string;
  /** Site-relative path. */
  path: string;
  /** The language the name is written in, when it may not be the page's (an English category on a Bengali page). */
  language?: string;
}

/**
 * The trail to this listing, shown and as schema.org BreadcrumbList JSON-LD (search engines
 * show it under the result). Item URLs are absolute: `origin` is the site's public address.
 */
export function Breadcrumbs({ crumbs, origin }: { crumbs: Crumb[]; origin: string }) {
  const t = useT();
  const langFor = useLangFor();
  const trail = [{ name: t('breadcrumb.home'), path: '/' }, ...crumbs];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: `${origin}${crumb.path}` })),
  };
  return (
    <nav aria-label={t('breadcrumb.label')} className="mb-2 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, i) => (
          <li key={crumb.path} lang={langFor(crumb.language)} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {i === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.path} className="text-brand-700 hover:underline">
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      {/* `<` escaped so no name can close the script element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
    </nav>
  );
}
