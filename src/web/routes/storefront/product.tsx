import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { EMI_MIN_PRICE, MAX_QUANTITY_CHOICES } from '~/modules/catalog/constants.ts';
import { getProduct } from '~/modules/catalog/service.ts';
import { MAX_COMMENT_LENGTH, RATINGS, ReviewFormSchema } from '~/modules/reviews/contracts.ts';
import { addReview, hasReviewed, listReviews } from '~/modules/reviews/service.ts';
import { getSettingsCached } from '~/modules/settings/service.ts';
import { Alert } from '~/web/components/alert.tsx';
import { CompareButton } from '~/web/components/compare-button.tsx';
import { Price } from '~/web/components/price.tsx';
import { ProductGallery } from '~/web/components/product-gallery.tsx';
import { Stars } from '~/web/components/stars.tsx';
import { useHydrated } from '~/web/hooks/use-media.ts';
import type { MessageKey } from '~/web/i18n/messages.ts';
import { useT } from '~/web/i18n/use-t.ts';
import { failure, formFields, parseForm, type FormFailure } from '~/web/lib/forms.server.ts';
import { metaDescription, productJsonLd } from '~/web/lib/seo.ts';
import { orNotFound } from '~/web/lib/params.ts';
import { requireUser } from '~/web/lib/session.server.ts';
import type { RootData } from '~/web/root.tsx';
import type { Route } from './+types/product';

const TABS = ['specification', 'reviews'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, MessageKey> = { specification: 'product.specification', reviews: 'product.reviewsTab' };

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = matches[0]?.loaderData?.settings.shopName ?? 'Haat';
  if (!data) return [{ title: `Not found | ${shopName}` }];
  const { product, origin } = data;
  const url = `${origin}/product/${product.slug}`;
  const description = metaDescription(
    [product.feature.split('\n').filter(Boolean).slice(0, 3).join(', '), product.description].filter(Boolean).join('. ') || product.name,
  );
  return [
    { title: `${product.name} | ${shopName}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(product.image ? [{ property: 'og:image', content: new URL(product.image, origin).href }] : []),
    { 'script:ld+json': productJsonLd(product, origin) },
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const product = await orNotFound(getProduct(context.db, params.slug));
  const search = new URL(request.url).searchParams;
  const [reviews, settings, reviewed] = await Promise.all([
    listReviews(context.db, product.id),
    getSettingsCached(context.db, context.cache),
    context.user ? hasReviewed(context.db, product.id, context.user.id) : false,
  ]);
  const images = [...new Set([product.image, ...product.additionalImages].filter(Boolean))];
  const image = Number(search.get('image'));
  return {
    product,
    images,
    initialImage: Number.isInteger(image) && image > 0 && image < images.length ? image : 0,
    initialTab: (search.get('tab') === 'reviews' ? 'reviews' : 'specification') as Tab,
    reviews,
    reviewed,
    emi: product.salePrice >= EMI_MIN_PRICE,
    shop: { phone: settings.phone, supportHours: settings.supportHours, deliveryPromise: settings.deliveryPromise },
    origin: context.origin,
  };
}

/** core-shop.md §5: only signed-in users review; visitors are sent to sign in first. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  const fields = await formFields(request);
  try {
    await addReview(context.db, user, params.slug, parseForm(ReviewFormSchema, fields));
    return { submitted: true as const };
  } catch (error) {
    return failure(error, { rating: fields.rating ?? '', comment: fields.comment ?? '' });
  }
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  // A new product starts with its first picture and the default tab.
  return <ProductView key={loaderData.product.id} {...loaderData} actionData={actionData} />;
}

type ViewProps = Route.ComponentProps['loaderData'] & { actionData: Route.ComponentProps['actionData'] };

function ProductView({ product, images, initialImage, initialTab, reviews, reviewed, emi, shop, actionData }: ViewProps) {
  const t = useT();
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
      <article className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={images} name={product.name} initial={initialImage} />
        <div>
          <h1 className="text-2xl font-bold">{product.name}</h1>
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
              {outOfStock ? availability : `${availability} (${product.countInStock})`}
            </dd>
          </dl>
          <div className="mt-4">
            <Price price={product.price} salePrice={product.salePrice} size="large" />
          </div>
          {emi && <p className="mt-2 rounded bg-sky-50 px-3 py-2 text-sm text-sky-900">{t('product.emi')}</p>}
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
          {/* The cart arrives with its own issue; until then Add To Cart leads to /cart/{slug}?qty=N. */}
          <Form method="get" action={`/cart/${product.slug}`} className="mt-6 flex flex-wrap items-end gap-3">
            {!outOfStock && (
              <div>
                <label htmlFor="qty" className="mb-1 block text-sm font-medium">
                  {t('product.quantity')}
                </label>
                <select id="qty" name="qty" className="rounded border border-slate-300 bg-white px-3 py-2">
                  {Array.from({ length: quantities }, (_, i) => (
                    <option key={i + 1} value={i + 1}>
                      {i + 1}
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
                {shop.phone}
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
      <ProductTabs active={tab} onChange={selectTab}>
        {{
          specification: <SpecificationPanel product={product} />,
          reviews: <ReviewsPanel slug={product.slug} reviews={reviews} reviewed={reviewed} actionData={actionData} />,
        }}
      </ProductTabs>
    </>
  );
}

/**
 * Accessible tabs that work before JavaScript: each tab is a link to `?tab=…` and the server
 * renders the chosen panel. Once hydrated, tabs switch in place (the address follows, without
 * reloading data) and the arrow keys, Home and End move between them.
 */
function ProductTabs({ active, onChange, children }: { active: Tab; onChange: (tab: Tab) => void; children: Record<Tab, React.ReactNode> }) {
  const t = useT();
  const hydrated = useHydrated();
  const refs = useRef<Partial<Record<Tab, HTMLAnchorElement | null>>>({});
  const onClick = (event: MouseEvent, tab: Tab) => {
    event.preventDefault();
    onChange(tab);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(active);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = TABS[(next + TABS.length) % TABS.length];
    onChange(tab);
    refs.current[tab]?.focus();
  };
  return (
    <section id="product-tabs" className="mt-10">
      <div role="tablist" aria-label={t('product.tabs')} className="flex gap-1 border-b border-slate-300" onKeyDown={hydrated ? onKeyDown : undefined}>
        {TABS.map((tab) => (
          <a
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            role="tab"
            id={`tab-${tab}`}
            href={`?tab=${tab}#product-tabs`}
            aria-selected={active === tab}
            aria-controls={`panel-${tab}`}
            // Roving focus once the arrow keys work; before that both tabs are reachable with Tab.
            tabIndex={hydrated && active !== tab ? -1 : 0}
            onClick={(event) => onClick(event, tab)}
            className={`-mb-px rounded-t border px-4 py-2 font-semibold ${
              active === tab ? 'border-slate-300 border-b-slate-50 bg-slate-50 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(TAB_LABEL[tab])}
          </a>
        ))}
      </div>
      {TABS.map((tab) => (
        <div key={tab} role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} hidden={active !== tab} tabIndex={0} className="py-5">
          {children[tab]}
        </div>
      ))}
    </section>
  );
}

type LoadedProduct = Route.ComponentProps['loaderData']['product'];

function SpecificationPanel({ product }: { product: LoadedProduct }) {
  const t = useT();
  return (
    <>
      {product.description && (
        <section aria-labelledby="description" className="mb-6">
          <h2 id="description" className="mb-2 text-xl font-bold">
            {t('product.description')}
          </h2>
          <div
            className="max-w-none text-sm leading-relaxed [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-2 [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5"
            // Sanitized on the server (src/modules/catalog/description.ts).
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        </section>
      )}
      {/* The panel is labelled by its tab, "Specification". */}
      {product.specifications.length === 0 && <p className="text-sm text-slate-600">{t('product.noSpecification')}</p>}
      {product.specifications.map((group) => (
        <table key={group.name} className="mb-4 w-full border border-slate-200 bg-white text-sm">
          <caption className="bg-brand-50 px-3 py-2 text-left font-semibold">{group.name}</caption>
          <tbody>
            {group.values.map((row) => (
              <tr key={row.name} className="border-t border-slate-200">
                <th scope="row" className="w-1/3 px-3 py-2 text-left font-normal text-slate-600">
                  {row.name}
                </th>
                <td className="px-3 py-2">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </>
  );
}

function ReviewsPanel({
  slug,
  reviews,
  reviewed,
  actionData,
}: {
  slug: string;
  reviews: Route.ComponentProps['loaderData']['reviews'];
  reviewed: boolean;
  actionData: Route.ComponentProps['actionData'];
}) {
  const t = useT();
  const user = useRouteLoaderData<RootData>('root')?.user;
  const navigation = useNavigation();
  const submitted = actionData && 'submitted' in actionData;
  const failed = actionData && !submitted ? (actionData as FormFailure) : undefined;
  return (
    <>
      {reviews.length === 0 ? (
        <Alert tone="info">{t('review.none')}</Alert>
      ) : (
        <ul className="space-y-3">
          {reviews.map((review) => (
            <li key={review.id} className="rounded border border-slate-200 bg-white p-3">
              <p className="font-semibold">{review.name}</p>
              <Stars rating={review.rating} />
              <p className="text-xs text-slate-500">
                <time dateTime={review.createdAt}>{review.createdAt.slice(0, 10)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line text-sm">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mb-2 mt-6 text-lg font-semibold">{t('review.write')}</h2>
      {submitted && <Alert tone="success">{t('review.submitted')}</Alert>}
      {failed && <Alert tone="danger">{failed.message}</Alert>}
      {!user ? (
        <Alert tone="info">
          <Link to={`/login?redirect=${encodeURIComponent(`/product/${slug}`)}`} className="font-semibold underline">
            {t('review.signIn')}
          </Link>
        </Alert>
      ) : reviewed ? (
        !submitted && <p className="text-sm text-slate-600">{t('review.already')}</p>
      ) : (
        <Form method="post" action={`/product/${slug}?tab=reviews`} preventScrollReset className="max-w-xl space-y-4">
          <div>
            <label htmlFor="review-rating" className="mb-1 block text-sm font-medium">
              {t('review.rating')}
            </label>
            <select
              id="review-rating"
              name="rating"
              required
              defaultValue={failed?.values?.rating ?? ''}
              className="w-full rounded border border-slate-300 bg-white px-3 py-2"
            >
              <option value="">{t('review.choose')}</option>
              {RATINGS.map((n) => (
                <option key={n} value={n}>
                  {n} - {t(`review.${n}` as MessageKey)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="review-comment" className="mb-1 block text-sm font-medium">
              {t('review.comment')}
            </label>
            <textarea
              id="review-comment"
              name="comment"
              rows={4}
              required
              maxLength={MAX_COMMENT_LENGTH}
              defaultValue={failed?.values?.comment ?? ''}
              className="w-full rounded border border-slate-300 bg-white px-3 py-2"
            />
          </div>
          <button
            type="submit"
            disabled={navigation.state === 'submitting'}
            className="rounded bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {t('review.submit')}
          </button>
        </Form>
      )}
    </>
  );
}
