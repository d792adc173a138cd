import { Link } from 'react-router';
import { PAGE_SIZE } from '~/modules/catalog/contracts.ts';
import { listProducts } from '~/modules/catalog/service.ts';
import { ListingSummary, Pager } from '~/web/components/pager.tsx';
import { ProductGrid } from '~/web/components/product-grid.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { assertPageExists, pageParam } from '~/web/lib/params.ts';
import type { RootData } from '~/web/root.tsx';
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';

export function meta({ data }: Route.MetaArgs) {
  const page = data?.listing.page ?? 1;
  return [
    { title: page > 1 ? `Products, page ${page} | Haat` : 'Haat | Online shop with cash on delivery' },
    { name: 'description', content: 'Shop online and pay cash on delivery. Prices in taka.' },
  ];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const pageNumber = pageParam(params.pageNumber);
  const listing = await listProducts(context.db, { keyword: '', pageNumber, limit: PAGE_SIZE });
  assertPageExists(pageNumber, listing.pages);
  return { listing };
}

export default function Home({ loaderData: { listing } }: Route.ComponentProps) {
  const t = useT();
  const root = useRouteLoaderData<RootData>('root');
  const cards = (root?.categories ?? []).filter((c) => c.homeCard !== null).sort((a, b) => a.homeCard! - b.homeCard!);
  return (
    <>
      {listing.page === 1 && cards.length > 0 && (
        <section aria-labelledby="home-cards" className="mb-8">
          <h2 id="home-cards" className="mb-3 text-xl font-bold">
            {t('home.categories')}
          </h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {cards.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/category/${category.slug}/1`}
                  className="block rounded-lg bg-brand-600 p-6 text-center text-lg font-semibold text-white shadow hover:bg-brand-700"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="latest">
        <h1 id="latest" className="mb-3 text-xl font-bold">
          {t('home.latest')}
        </h1>
        <ProductGrid products={listing.products} />
        <ListingSummary page={listing.page} pages={listing.pages} shown={listing.products.length} pageSize={PAGE_SIZE} total={listing.totalCount} />
        <Pager page={listing.page} pages={listing.pages} hrefFor={(n) => (n === 1 ? '/' : `/page/${n}`)} />
      </section>
    </>
  );
}
