import type { ProductSummary } from '~/modules/catalog/contracts.ts';
import { mediaSrcSet } from '~/modules/media/constants.ts';
import { useNavigateInApp } from '~/web/hooks/use-navigate-in-app.ts';
import { useT } from '~/web/i18n/use-t.ts';
import { CompareForm, useCompareForms } from './compare-button.tsx';
import { HydrateLater } from './hydrate-later.tsx';
import { Price } from './price.tsx';

/**
 * What a card shows of a product, and all that a page's loader sends of each: a card's fields
 * are in the page's HTML and again in the data it hydrates with, so a field no card shows costs
 * every listing page its bytes twice (the category page's HTML came to more than a phone's first
 * round trip carries).
 */
const CARD_FIELDS = ['id', 'slug', 'name', 'image', 'feature', 'price', 'salePrice', 'countInStock'] as const;
export type CardProduct = Pick<ProductSummary, (typeof CARD_FIELDS)[number]>;

/** A page of products as its cards show them (`withCards`). */
export type WithCards<Page extends { products: unknown[] }> = Omit<Page, 'products'> & { products: CardProduct[] };

export function withCards<Page extends { products: ProductSummary[] }>(page: Page): WithCards<Page> {
  const cardOf = (product: ProductSummary) => Object.fromEntries(CARD_FIELDS.map((field) => [field, product[field]])) as CardProduct;
  return { ...page, products: page.products.map(cardOf) };
}

/**
 * `columns="three"`: 3 to a row from medium screens up (category listings, beside the filters).
 * `atTop`: the grid is the first thing on the page, so its first row's pictures are fetched at
 * once (a phone's two first, ahead of the rest): one of them is what a phone paints largest.
 * The cards hold no router components or hooks: their links navigate through one handler on the
 * list and their compare forms post through one sender, so each card works as HTML until it
 * hydrates, in a task of its own after the rest of the page (HydrateLater).
 */
export function ProductGrid({ products, columns = 'auto', atTop = false }: { products: CardProduct[]; columns?: 'auto' | 'three'; atTop?: boolean }) {
  const t = useT();
  const navigateInApp = useNavigateInApp();
  const compare = useCompareForms();
  if (products.length === 0) {
    return (
      <div className="rounded border border-slate-200 bg-white p-8 text-center">
        <p className="text-lg font-semibold">{t('listing.empty')}</p>
        <p className="mt-1 text-slate-600">{t('listing.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul
      className={`grid grid-cols-2 gap-4 md:grid-cols-3 ${columns === 'three' ? '' : 'xl:grid-cols-4'}`}
      onClick={navigateInApp}
      onSubmit={compare.onSubmit}
    >
      {products.map((product, index) => (
        <HydrateLater key={product.id}>
          <li>
            <ProductCard product={product} picture={atTop && index < FIRST_ROW ? (index < PHONE_ROW ? 'first' : 'eager') : 'lazy'}>
              <CompareForm
                productId={product.id}
                inList={compare.inList(product.id)}
                redirectTo={compare.redirectTo}
                busy={compare.busy(product.id)}
                error={compare.error(product.id)}
                compact
              />
            </ProductCard>
          </li>
        </HydrateLater>
      ))}
    </ul>
  );
}

/** Cards in the widest grid's first row, and in a phone's. */
const FIRST_ROW = 4;
const PHONE_ROW = 2;

function ProductCard({ product, picture, children }: { product: CardProduct; picture: 'first' | 'eager' | 'lazy'; children: React.ReactNode }) {
  const t = useT();
  const firstFeature = product.feature.split('\n')[0] || t('product.noFeatures');
  return (
    <article className="flex h-full flex-col rounded border border-slate-200 bg-white p-3 shadow-sm hover:shadow">
      <a href={`/product/${product.slug}`} className="block">
        <img src={product.image} srcSet={mediaSrcSet(product.image)} sizes="(min-width: 1024px) 300px, 50vw" alt="" width={300} height={300} loading={picture === 'lazy' ? 'lazy' : 'eager'} fetchPriority={picture === 'first' ? 'high' : undefined} className="aspect-square w-full rounded object-cover" />
        <h2 className="mt-2 line-clamp-2 text-sm font-semibold hover:text-brand-700">{product.name}</h2>
      </a>
      <p className="mt-1 truncate text-xs text-slate-600" title={product.feature.replaceAll('\n', ' · ')}>
        {firstFeature}
      </p>
      <div className="mt-auto pt-2">
        <Price price={product.price} salePrice={product.salePrice} />
        {product.countInStock === 0 && <p className="text-xs font-semibold text-red-700">{t('product.outOfStock')}</p>}
        {children}
      </div>
    </article>
  );
}
