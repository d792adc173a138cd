import type { ProductSummary } from '~/modules/catalog/contracts.ts';
import { mediaSrcSet } from '~/modules/media/names.ts';
import { useNavigateInApp } from '~/web/hooks/use-navigate-in-app.ts';
import { useT } from '~/web/i18n/use-t.ts';
import { CompareForm, useCompareForms } from './compare-button.tsx';
import { Price } from './price.tsx';

/**
 * `columns="three"`: 3 to a row from medium screens up (category listings, beside the filters).
 * The cards hold no router components or hooks: their links navigate through one handler on the
 * list and their compare forms post through one sender, so hydrating thirty cards stays cheap.
 */
export function ProductGrid({ products, columns = 'auto' }: { products: ProductSummary[]; columns?: 'auto' | 'three' }) {
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
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product}>
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
      ))}
    </ul>
  );
}

function ProductCard({ product, children }: { product: ProductSummary; children: React.ReactNode }) {
  const t = useT();
  const firstFeature = product.feature.split('\n')[0] || t('product.noFeatures');
  return (
    <article className="flex h-full flex-col rounded border border-slate-200 bg-white p-3 shadow-sm hover:shadow">
      <a href={`/product/${product.slug}`} className="block">
        <img src={product.image} srcSet={mediaSrcSet(product.image)} sizes="(min-width: 1024px) 300px, 50vw" alt="" width={300} height={300} loading="lazy" className="aspect-square w-full rounded object-cover" />
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
