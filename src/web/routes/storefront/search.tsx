import { redirect } from 'react-router';
import { localName, localNameLanguage, PAGE_SIZE } from '~/modules/catalog/constants.ts';
import { normalizeKeyword, searchProducts } from '~/modules/catalog/index.ts';
import { CategoryDescription } from '~/web/components/category-description.tsx';
import { ListingSummary, Pager } from '~/web/components/pager.tsx';
import { ProductGrid, withCards } from '~/web/components/product-grid.tsx';
import { languageOf } from '~/web/i18n/language.server.ts';
import { useLangFor, useLanguage, useT } from '~/web/i18n/use-t.ts';
import { loadDescription } from '~/web/lib/listing.server.ts';
import { assertPageExists, pageParam } from '~/web/lib/params.ts';
import type { Route } from './+types/search';
import { shopNameOf } from '~/web/lib/seo.ts';

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  if (!data) return [{ title: `Search | ${shopName}` }, { name: 'robots', content: 'noindex' }];
  const { keyword, listing, canonical } = data;
  return [
    { title: `Search: ${keyword}${listing.page > 1 ? `, page ${listing.page}` : ''} | ${shopName}` },
    {
      name: 'description',
      content: `${listing.totalCount} products for “${keyword}” at ${shopName}. Prices in taka, cash on delivery across Bangladesh.`,
    },
    { tagName: 'link', rel: 'canonical', href: canonical },
    // A search that finds nothing is not a page worth finding.
    ...(listing.totalCount === 0 ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/**
 * docs/requirements/core-shop.md §2: /search/{keyword} and /search/{keyword}/page/{pageNumber}. Whole words,
 * ranked; a misspelt keyword is corrected when it finds nothing (and the page says so). A blank
 * keyword goes home (§5).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const keyword = normalizeKeyword(params.keyword ?? '');
  if (!keyword) throw redirect('/');
  const pageNumber = pageParam(params.pageNumber);
  const listing = await searchProducts(context.db, { keyword, pageNumber, limit: PAGE_SIZE });
  assertPageExists(pageNumber, listing.pages);
  // docs/requirements/core-shop.md §2: the laptop and AC blocks also show under any listing of laptops or ACs.
  const description = await loadDescription(context.db, {
    listedCategories: listing.products.map((p) => p.category),
    language: await languageOf(request),
  });
  const base = `/search/${encodeURIComponent(keyword)}`;
  return {
    keyword,
    listing: withCards(listing),
    description,
    base,
    canonical: `${context.origin}${pageNumber === 1 ? base : `${base}/page/${pageNumber}`}`,
  };
}

export default function Search({ loaderData: { keyword, listing, description, base } }: Route.ComponentProps) {
  const t = useT();
  const language = useLanguage();
  const langFor = useLangFor();
  const suggestions = listing.suggestions;
  const count = listing.totalCount;
  return (
    <section>
      {/* The heading repeats what was searched and how much was found. */}
      <h1 className="mb-3">
        <span className="block text-xl font-bold">{t('search.heading')}</span>
        <span className="block text-base font-normal break-words text-slate-600">
          {count === 0
            ? t('search.noResultsFor', { keyword })
            : count === 1
              ? t('search.resultFor', { keyword })
              : t('search.resultsFor', { keyword, count })}
        </span>
      </h1>
      {count === 0 ? (
        <div className="rounded border border-slate-200 bg-white p-6 text-center">
          <p>{t('search.noResults')}</p>
          {suggestions?.onlyShoppingWords && <p className="mt-2 text-sm text-slate-600">{t('search.onlyShoppingWords')}</p>}
          {suggestions?.keyword && (
            <p className="mt-3">
              {t('search.didYouMean')}{' '}
              <a href={`/search/${encodeURIComponent(suggestions.keyword)}`} className="font-semibold text-brand-700 underline">
                {suggestions.keyword}
              </a>
              ?
            </p>
          )}
          {suggestions && suggestions.categories.length > 0 && (
            <nav aria-label={t('search.suggestedCategories')} className="mt-3">
              <p className="text-sm text-slate-600">{t('search.tryCategories')}</p>
              <ul className="mt-2 flex flex-wrap justify-center gap-2">
                {suggestions.categories.map((category) => (
                  <li key={category.slug}>
                    <a href={`/category/${category.slug}/1`} lang={langFor(localNameLanguage(category, language))} className="block rounded-full border border-brand-600 px-3 py-1.5 text-sm text-brand-700 hover:bg-brand-50">
                      {localName(category, language)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      ) : (
        <>
          {listing.correctedKeyword && (
            <p className="mb-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm" role="status">
              {t('search.correctedTo', { keyword, corrected: listing.correctedKeyword })}
            </p>
          )}
          <ProductGrid products={listing.products} atTop />
          <ListingSummary listing={listing} pageSize={PAGE_SIZE} />
          {listing.capped && (
            <p className="mt-1 text-center text-sm text-slate-500">{t('search.capped', { count: listing.totalCount })}</p>
          )}
          <Pager page={listing.page} pages={listing.pages} hrefFor={(n) => (n === 1 ? base : `${base}/page/${n}`)} />
        </>
      )}
      {description && <CategoryDescription description={description} />}
    </section>
  );
}
