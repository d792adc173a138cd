import { getProduct } from '~/modules/catalog/index.ts';
import { emiPlans } from '~/modules/directory/constants.ts';
import { listEmiBanksCached } from '~/modules/directory/index.ts';
import { ReviewFormSchema } from '~/modules/reviews/contracts.ts';
import { addReview, listReviews } from '~/modules/reviews/index.ts';
import { getSettingsCached, localSettings } from '~/modules/settings/index.ts';
import { languageOf } from '~/web/i18n/language.server.ts';
import { getGlossaryCached, localSpecifications } from '~/modules/catalog/index.ts';
import { RouteError } from '~/web/components/route-error.tsx';
import { ProductView } from '~/web/components/product/product-view.tsx';
import type { Tab } from '~/web/components/product/product-tabs.tsx';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound } from '~/web/lib/params.ts';
import { metaDescription, productJsonLd, shopNameOf } from '~/web/lib/seo.ts';
import { requireUser } from '~/web/lib/session.server.ts';
import { reviewedBy } from '~/web/personal.server.tsx';
import type { Route } from './+types/product';

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  if (!data) return [{ title: `Not found | ${shopName}` }];
  const { product, origin } = data;
  const url = `${origin}/product/${product.slug}`;
  const description = metaDescription(
    [product.feature.split('\n').filter(Boolean).slice(0, 3).join(', '), product.description].filter(Boolean).join('. ') ||
      product.name,
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
  const product = await orNotFound(getProduct(context.db, params.slug, context.cache));
  const search = new URL(request.url).searchParams;
  const [reviews, settings, reviewed, banks, language, glossary] = await Promise.all([
    listReviews(context.db, context.cache, product.id),
    getSettingsCached(context.db, context.cache),
    reviewedBy(context, product.id),
    listEmiBanksCached(context.db, context.cache),
    languageOf(request),
    getGlossaryCached(context.db, context.cache),
  ]);
  const shop = localSettings(settings, language);
  const images = [...new Set([product.image, ...product.additionalImages].filter(Boolean))];
  const image = Number(search.get('image'));
  return {
    // Specification group and field names in the page's language, through the glossary (docs/decisions/039).
    product: { ...product, specifications: localSpecifications(product.specifications, glossary, language) },
    images,
    initialImage: Number.isInteger(image) && image > 0 && image < images.length ? image : 0,
    initialTab: (search.get('tab') === 'reviews' ? 'reviews' : 'specification') as Tab,
    reviews,
    reviewed,
    // docs/requirements/content-pages.md §9: EMI is at the regular price, whatever discount applies.
    emi: emiPlans(product.price, banks),
    shop: { phone: settings.phone, supportHours: shop.supportHours, deliveryPromise: shop.deliveryPromise },
    origin: context.origin,
  };
}

/** docs/requirements/core-shop.md §5: only signed-in users review; visitors are sent to sign in first. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const user = requireUser(request, context);
  return submitForm(request, ReviewFormSchema, async (input) => {
    await addReview(context.db, context.cache, user, params.slug, input);
    return { submitted: true as const };
  });
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  // A new product starts with its first picture and the default tab.
  return <ProductView key={loaderData.product.id} {...loaderData} actionData={actionData} />;
}

// A product that fails to load shows the storefront's error page; this keeps the page's own
// boundary explicit, as every route module ends with one.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
