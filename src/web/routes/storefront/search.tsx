import { redirect } from 'react-router';
import { MAX_KEYWORD_LENGTH, PAGE_SIZE } from '~/modules/catalog/contracts.ts';
import { listProducts } from '~/modules/catalog/service.ts';
import { ListingSummary, Pager } from '~/web/components/pager.tsx';
import { ProductGrid } from '~/web/components/product-grid.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { assertPageExists, pageParam } from '~/web/lib/params.ts';
import type { Route } from './+types/search';

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `Search: ${data.keyword} | Haat` : 'Search | Haat' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const keyword = (params.keyword ?? '').trim().slice(0, MAX_KEYWORD_LENGTH);
  if (!keyword) throw redirect('/');
  const pageNumber = pageParam(params.pageNumber);
  const listing = await listProducts(context.db, { keyword, pageNumber, limit: PAGE_SIZE });
  assertPageExists(pageNumber, listing.pages);
  return { keyword, listing };
}

export default function Search({ loaderData: { keyword, listing } }: Route.ComponentProps) {
  const t = useT();
  const base = `/search/${encodeURIComponent(keyword)}`;
  return (
    <section>
      <h1 className="mb-3 text-xl font-bold">{t('search.heading')}</h1>
      {listing.totalCount === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6 text-center">{t('search.noResults')}</p>
      ) : (
        <>
          <ProductGrid products={listing.products} />
          <ListingSummary page={listing.page} pages={listing.pages} shown={listing.products.length} pageSize={PAGE_SIZE} total={listing.totalCount} />
          <Pager page={listing.page} pages={listing.pages} hrefFor={(n) => (n === 1 ? base : `${base}/page/${n}`)} />
        </>
      )}
    </section>
  );
}
