import { Link } from 'react-router';
import { listBrands } from '~/modules/catalog/index.ts';
import { directoryHref, groupAnchor, groupBrands, LETTER_GROUPS, OTHER_GROUP } from '~/modules/directory/constants.ts';
import { manufacturerIdsByBrand } from '~/modules/directory/index.ts';
import { Breadcrumbs } from '~/web/components/breadcrumbs.tsx';
import { RouteError } from '~/web/components/route-error.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { shopNameOf } from '~/web/lib/seo.ts';
import type { Route } from './+types/brands';

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  return [
    { title: `Find Your Favorite Brand | ${shopName}` },
    { name: 'description', content: `Every brand ${shopName} sells, A to Z: laptops, components, accessories and appliances. Open a brand to see its products.` },
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []),
  ];
}

/**
 * /BrandScreen (docs/requirements/content-pages.md §2): every brand of the catalogue, grouped by initial under an
 * A–Z and 0–9 index, each linking to its brand page. Anonymous visits are shared by the page
 * cache, which a brand write (the catalogue's invalidation) drops.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [brands, manufacturers] = await Promise.all([listBrands(context.db), manufacturerIdsByBrand(context.db)]);
  return {
    // docs/requirements/content-pages.md §2: the manufacturer entries stand among the brands.
    groups: groupBrands(brands.map(({ id, name, slug }) => ({ name, slug, ...(manufacturers.has(id) ? { manufacturerId: manufacturers.get(id) } : {}) }))),
    total: brands.length,
    origin: context.origin,
    canonical: `${context.origin}/BrandScreen`,
  };
}

export default function BrandDirectory({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { groups, total, origin } = loaderData;
  const present = new Set(groups.map((g) => g.group));
  const label = (group: string) => (group === OTHER_GROUP ? t('brands.other') : group);
  return (
    <section>
      <Breadcrumbs crumbs={[{ name: t('brands.heading'), path: '/BrandScreen' }]} origin={origin} />
      <h1 className="mb-1 text-2xl font-bold">{t('brands.heading')}</h1>
      <p className="mb-4 text-sm text-slate-600">{t('brands.count', { count: total })}</p>
      <nav aria-label={t('brands.index')} className="sticky top-0 z-10 mb-6 rounded border border-slate-200 bg-white p-2">
        <ul className="flex flex-wrap gap-1">
          {[...LETTER_GROUPS, ...(present.has(OTHER_GROUP) ? [OTHER_GROUP] : [])].map((group) => (
            <li key={group}>
              {present.has(group) ? (
                <a href={`#${groupAnchor(group)}`} className="block min-w-9 rounded px-2 py-1 text-center font-semibold text-brand-700 hover:bg-brand-50">
                  {label(group)}
                </a>
              ) : (
                // A letter no brand starts with is shown, but is not a link to nowhere.
                <span aria-disabled="true" title={t('brands.noneUnder', { group })} className="block min-w-9 cursor-default px-2 py-1 text-center text-slate-300">
                  {group}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {groups.length === 0 && <p className="rounded border border-slate-200 bg-white p-6">{t('brands.empty')}</p>}
      {groups.map(({ group, brands }) => (
        <section key={group} id={groupAnchor(group)} aria-labelledby={`${groupAnchor(group)}-h`} className="mb-6 scroll-mt-16">
          <h2 id={`${groupAnchor(group)}-h`} className="mb-2 border-b border-slate-200 pb-1 text-xl font-bold">
            {label(group)}
          </h2>
          {/* docs/requirements/content-pages.md §9: four brands a row (two on a phone's narrow screen). */}
          <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
            {brands.map((brand) => (
              <li key={brand.slug}>
                <Link to={directoryHref(brand)} className="block truncate rounded border border-slate-200 bg-white px-3 py-2 hover:border-brand-600 hover:text-brand-700">
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
