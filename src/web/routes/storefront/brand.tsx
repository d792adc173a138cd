import { Link, redirect } from 'react-router';
import { findBrand, listFilteredProducts } from '~/modules/catalog/index.ts';
import { mediaVariantUrl } from '~/modules/media/constants.ts';
import { Breadcrumbs } from '~/web/components/breadcrumbs.tsx';
import { Listing } from '~/web/components/listing.tsx';
import { withCards } from '~/web/components/product-grid.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { listingQuery } from '~/web/lib/listing.server.ts';
import { assertPageExists, orNotFound, pageParam } from '~/web/lib/params.ts';
import type { Route } from './+types/brand';
import { shopNameOf } from '~/web/lib/seo.ts';

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  if (!data) return [{ title: `Not found | ${shopName}` }];
  const { brand, listing, canonical } = data;
  return [
    { title: `${brand.name} products${listing.page > 1 ? `, page ${listing.page}` : ''} | ${shopName}` },
    {
      name: 'description',
      content: `Buy ${brand.name} products online in Bangladesh: ${listing.totalCount} products. Prices in taka, cash on delivery.`,
    },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...(data.search ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

/**
 * /brand/{slug}/{page}: one brand's products, paged like a category (30 a page, the same
 * filters but brand, the same sort), so every brand of the brand directory has a page.
 * The page number defaults to 1; other spellings of the slug redirect to the canonical one.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const brand = await orNotFound(findBrand(context.db, params.slug, context.cache));
  const pageNumber = pageParam(params.pageNumber);
  // Encoded as the request's path is, so a Bengali slug compares equal and the Location header is ASCII.
  const base = `/brand/${encodeURIComponent(brand.slug)}`;
  if (url.pathname !== `${base}/${pageNumber}`) throw redirect(`${base}/${pageNumber}${url.search}`, 301);
  const { query, refused } = listingQuery(url, pageNumber);
  const listing = await listFilteredProducts(context.db, { brandId: brand.id }, query, context.cache);
  assertPageExists(pageNumber, listing.pages);
  const origin = context.origin;
  return {
    brand,
    base,
    search: url.search,
    chosenSort: query.sort,
    refused,
    listing: withCards(listing),
    origin,
    canonical: `${origin}${base}/${pageNumber}`,
  };
}

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand, base, search, chosenSort, refused, listing, origin } = loaderData;
  const t = useT();
  return (
    <section>
      <Breadcrumbs crumbs={[{ name: brand.name, path: `${base}/1` }]} origin={origin} />
      <Link to="/" className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <div className="my-3 flex items-center gap-4">
        {brand.logo && (
          // The logo an admin uploaded, uncropped, at the smallest width every upload has.
          <img src={mediaVariantUrl(brand.logo, 300)} alt={t('brand.logo', { brand: brand.name })} height={64} className="h-16 w-auto max-w-48 rounded border border-slate-200 bg-white object-contain p-1" />
        )}
        <h1 className="text-2xl font-bold">{t('brand.heading', { brand: brand.name })}</h1>
      </div>
      <Listing
        action={`${base}/1`}
        listing={listing}
        chosenSort={chosenSort}
        refused={refused}
        hrefFor={(n) => `${base}/${n}${search}`}
        showBrand={false}
      />
    </section>
  );
}
