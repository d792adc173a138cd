import { useState, type MouseEvent } from 'react';
import { Form } from 'react-router';
import { fontStack, MAX_QUANTITY_CHOICES } from '~/modules/catalog/constants.ts';
import type { ProductDetail } from '~/modules/catalog/contracts.ts';
import type { EmiPlan } from '~/modules/directory/constants.ts';
import type { Review } from '~/modules/reviews/contracts.ts';
import { CompareButton } from '~/web/components/compare-button.tsx';
import { HydrateLater } from '~/web/components/hydrate-later.tsx';
import { Price } from '~/web/components/price.tsx';
import { ProductGallery } from '~/web/components/product-gallery.tsx';
import { Stars } from '~/web/components/stars.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { EmiPlans } from './emi-plans.tsx';
import { ProductTabs, type Tab } from './product-tabs.tsx';
import { ReviewsPanel, type ReviewActionData } from './reviews-panel.tsx';
import { SpecificationPanel } from './specification-panel.tsx';

const NAME_FONTS: Record<string, string> = { sans: 'font-sans', serif: 'font-serif', mono: 'font-mono' };

/** The spec's display fields of a product (fontCategory, isBold, isItalic, isUnderline) set its name. */
export function productNameClass(product: Pick<ProductDetail, 'fontCategory' | 'isBold' | 'isItalic' | 'isUnderline'>): string {
  return ['text-2xl', product.isBold ? 'font-black' : 'font-bold', NAME_FONTS[product.fontCategory] ?? '', product.isItalic ? 'italic' : '', product.isUnderline ? 'underline' : '']
    .filter(Boolean)
    .join(' ');
}

export interface ProductViewProps {
  product: ProductDetail;
  /** The main picture first, then the additional ones, without repeats. */
  images: string[];
  initialImage: number;
  initialTab: Tab;
  reviews: Review[];
  /** The signed-in shopper has reviewed this product already. */
  reviewed: boolean;
  /** The 0% EMI plans at the regular price (none below ৳5,000 or the banks' minimums). */
  emi: EmiPlan[];
  shop: { phone: string; supportHours: string; deliveryPromise: string };
  actionData?: ReviewActionData;
}

/** docs/requirements/core-shop.md §5: the product page's pictures, facts, price, buttons and tabs. */
export function ProductView({ product, images, initialImage, initialTab, reviews, reviewed, emi, shop, actionData }: ProductViewProps) {
  const t = useT();
  const n = useNumerals();
  const [tab, setTab] = useState<Tab>(initialTab);
  const features = product.feature.split('\n').filter(Boolean);
  const outOfStock = product.countInStock === 0;
  const availability =
    product.availability === 'pre_order'
      ? t('product.preOrder')
      : product.availability === 'up_coming'
        ? t('product.upComing')
        : outOfStock
          ? t('product.outOfStock')
          : t('product.inStock');
  const quantities = Math.min(product.countInStock, MAX_QUANTITY_CHOICES);
  const selectTab = (next: Tab) => {
    setTab(next);
    const url = new URL(window.location.href);
    if (next === 'specification') url.searchParams.delete('tab');
    else url.searchParams.set('tab', next);
    url.hash = '';
    // Keep React Router's own history state; only the address changes, no data is reloaded.
    window.history.replaceState(window.history.state, '', url);
  };
  const showReviews = (event: MouseEvent) => {
    event.preventDefault();
    selectTab('reviews');
    document.getElementById('product-tabs')?.scrollIntoView({ block: 'start' });
  };
  return (
    <>
      <article className="grid grid-cols-1 gap-8 md:grid-cols-2">
        <ProductGallery images={images} name={product.name} initial={initialImage} />
        <div>
          <h1 className={productNameClass(product)} style={{ fontFamily: fontStack(product.fontCategory) }}>
            {product.name}
          </h1>
          <p className="mt-2">
            <a href="?tab=reviews#product-tabs" onClick={showReviews} className="hover:underline">
              <Stars rating={product.rating} numReviews={product.numReviews} />
            </a>
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">{t('product.code')}</dt>
            <dd>{product.productCode}</dd>
            <dt className="text-slate-600">{t('product.brand')}</dt>
            <dd>{product.brand}</dd>
            <dt className="text-slate-600">{t('product.stock')}</dt>
            <dd className={outOfStock ? 'font-semibold text-red-700' : 'text-brand-700'}>
              {outOfStock ? availability : `${availability} (${n.number(product.countInStock)})`}
            </dd>
          </dl>
          <div className="mt-4">
            <Price price={product.price} salePrice={product.salePrice} size="large" />
          </div>
          <EmiPlans plans={emi} regularPrice={product.price} />
          <section className="mt-5" aria-labelledby="key-features">
            <h2 id="key-features" className="font-semibold">
              {t('product.keyFeatures')}
            </h2>
            {features.length ? (
              <ul className="mt-2 list-inside list-disc space-y-1 text-sm">
                {features.map((feature) => (
                  <li key={feature} className="truncate" title={feature}>
                    {feature}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-600">{t('product.noFeatures')}</p>
            )}
          </section>
          {/* Add To Cart: /cart/{slug}?qty=N puts the product in the cart, then shows it (docs/requirements/core-shop.md §2). */}
          <Form method="get" action={`/cart/${product.slug}`} className="mt-6 flex flex-wrap items-end gap-3">
            {!outOfStock && (
              <div>
                <label htmlFor="qty" className="mb-1 block text-sm font-medium">
                  {t('product.quantity')}
                </label>
                <select id="qty" name="qty" className="rounded border border-slate-300 bg-white px-3 py-2">
                  {Array.from({ length: quantities }, (_, i) => (
                    <option key={i + 1} value={i + 1}>
                      {n.number(i + 1)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <button
              type="submit"
              disabled={outOfStock}
              className="rounded bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400"
            >
              {t('product.addToCart')}
            </button>
          </Form>
          <div className="mt-3">
            <CompareButton productId={product.id} />
          </div>
          <div className="mt-6 space-y-1 rounded border border-slate-200 bg-white p-4 text-sm">
            <p>
              <span className="font-semibold">{t('product.hotline')}: </span>
              <a href={`tel:${shop.phone.replace(/[^+\d]/g, '')}`} className="text-brand-700 hover:underline">
                {n.digits(shop.phone)}
              </a>{' '}
              <span className="text-slate-600">({shop.supportHours})</span>
            </p>
            <p>
              <span className="font-semibold">{t('product.delivery')}: </span>
              {shop.deliveryPromise}
            </p>
          </div>
        </div>
      </article>
      <HydrateLater>
        <ProductTabs active={tab} onChange={selectTab}>
          {{
            specification: <SpecificationPanel product={product} />,
            reviews: <ReviewsPanel slug={product.slug} reviews={reviews} reviewed={reviewed} actionData={actionData} />,
          }}
        </ProductTabs>
      </HydrateLater>
    </>
  );
}
