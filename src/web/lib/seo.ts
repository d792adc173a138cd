import type { RootData } from '~/web/root-data.ts';
import type { ProductDetail } from '~/modules/catalog/contracts.ts';
import { toTaka } from '~/platform/money.ts';

/** An admin screen's title; no admin screen is for search engines. */
export const adminMeta = (title: string) => [{ title: `${title} | Admin | Haat` }, { name: 'robots', content: 'noindex' }];

/** Meta descriptions stay within what search engines show. */
export function metaDescription(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const SCHEMA = 'https://schema.org/';

/** schema.org availability of a product: pre-orders and coming items are PreOrder. */
export function schemaAvailability(product: Pick<ProductDetail, 'availability' | 'countInStock'>): string {
  if (product.availability === 'pre_order' || product.availability === 'up_coming') return `${SCHEMA}PreOrder`;
  return product.countInStock > 0 ? `${SCHEMA}InStock` : `${SCHEMA}OutOfStock`;
}

/** JSON-LD `Product` with an offer in taka at the price charged, and the rating once reviewed. */
export function productJsonLd(product: ProductDetail, origin: string) {
  const url = `${origin}/product/${product.slug}`;
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : `${origin}${src}`);
  const images = [product.image, ...product.additionalImages].filter(Boolean).map(absolute);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.productCode,
    url,
    ...(images.length ? { image: [...new Set(images)] } : {}),
    description: metaDescription(product.description || product.feature || product.name, 500),
    brand: { '@type': 'Brand', name: product.brand },
    category: product.subCategory ? `${product.category} > ${product.subCategory}` : product.category,
    offers: {
      '@type': 'Offer',
      url,
      price: toTaka(product.salePrice).toFixed(2),
      priceCurrency: 'BDT',
      availability: schemaAvailability(product),
      itemCondition: `${SCHEMA}NewCondition`,
    },
    ...(product.numReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(product.rating.toFixed(2)),
            reviewCount: product.numReviews,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The shop's name for page titles: the root loader's settings, as a meta function's `matches` hold them. */
export function shopNameOf(matches: ReadonlyArray<{ loaderData?: unknown } | undefined>): string {
  return (matches[0]?.loaderData as Pick<RootData, 'settings'> | undefined)?.settings.shopName ?? 'Haat';
}
