import { Link, useRouteLoaderData } from 'react-router';
import { PAGE_SIZE } from '~/modules/catalog/constants.ts';
import { listProducts } from '~/modules/catalog/index.ts';
import { getHomeMerchandising, localMerchandise } from '~/modules/merchandising/index.ts';
import { languageOf } from '~/web/i18n/language.server.ts';
import { HydrateLater } from '~/web/components/hydrate-later.tsx';
import { NoticeLine } from '~/web/components/notice-line.tsx';
import { OfferCarousel } from '~/web/components/offer-carousel.tsx';
import { ListingSummary, Pager } from '~/web/components/pager.tsx';
import { ProductGrid, withCards } from '~/web/components/product-grid.tsx';
import { useLangFor, useT } from '~/web/i18n/use-t.ts';
import { assertPageExists, pageParam } from '~/web/lib/params.ts';
import type { RootData } from '~/web/root-data.ts';
import type { Route } from './+types/home';
import { shopNameOf } from '~/web/lib/seo.ts';

const pageHref = (n: number) => (n === 1 ? '/' : `/page/${n}`);

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  const page = data?.listing.page ?? 1;
  return [
    { title: page > 1 ? `Products, page ${page} | ${shopName}` : `${shopName} | Online shop with cash on delivery` },
    {
      name: 'description',
      content: `Shop online at ${shopName} and pay cash on delivery. Prices in taka, delivery across Bangladesh.`,
    },
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: `${data.origin}${pageHref(page)}` }] : []),
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const pageNumber = pageParam(params.pageNumber);
  // docs/requirements/core-shop.md §2: the carousel, the notice and the cards belong to the first page only.
  const first = pageNumber === 1;
  const [listing, merchandising, language] = await Promise.all([
    listProducts(context.db, { keyword: '', pageNumber, limit: PAGE_SIZE }, {}, context.cache),
    first ? getHomeMerchandising(context.db, context.cache) : { offers: [], notice: null },
    languageOf(request),
  ]);
  assertPageExists(pageNumber, listing.pages);
  return { listing: withCards(listing), // The carousel and the notice in the page's language (docs/decisions/039).
    offers: merchandising.offers.map((offer) => localMerchandise(offer, language)),
    notice: merchandising.notice && localMerchandise(merchandising.notice, language),
    origin: context.origin };
}

export default function Home({ loaderData: { listing, offers, notice } }: Route.ComponentProps) {
  const t = useT();
  const langFor = useLangFor();
  const root = useRouteLoaderData<RootData>('root');
  const cards = (root?.categories ?? []).filter((c) => c.homeCard !== null).sort((a, b) => a.homeCard! - b.homeCard!);
  return (
    <>
      {offers.length > 0 && (
        <HydrateLater>
          <OfferCarousel offers={offers} />
        </HydrateLater>
      )}
      {notice && (
        <HydrateLater>
          <NoticeLine notice={notice} />
        </HydrateLater>
      )}
      {listing.page === 1 && cards.length > 0 && (
        <HydrateLater>
          <section aria-labelledby="home-cards" className="mb-8">
            <h2 id="home-cards" className="mb-3 text-xl font-bold">
              {t('home.categories')}
            </h2>
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
              {cards.map((category) => (
                <li key={category.slug}>
                  <Link
                    to={`/category/${category.slug}/1`}
                    lang={langFor(category.languages.name)}
                    className="block rounded-lg bg-brand-600 p-6 text-center text-lg font-semibold text-white shadow hover:bg-brand-700"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </HydrateLater>
      )}
      <section aria-labelledby="latest">
        <h1 id="latest" className="mb-3 text-xl font-bold">
          {t('home.latest')}
        </h1>
        <ProductGrid products={listing.products} />
        <ListingSummary listing={listing} pageSize={PAGE_SIZE} />
        <Pager page={listing.page} pages={listing.pages} hrefFor={pageHref} />
      </section>
    </>
  );
}
