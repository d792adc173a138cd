import { Link, redirect } from 'react-router';
import { localName, localNameLanguage } from '~/modules/catalog/constants.ts';
import { findCategory, findSubCategory, listFilteredProducts } from '~/modules/catalog/index.ts';
import { Breadcrumbs, type Crumb } from '~/web/components/breadcrumbs.tsx';
import { CategoryDescription } from '~/web/components/category-description.tsx';
import { Listing } from '~/web/components/listing.tsx';
import { withCards } from '~/web/components/product-grid.tsx';
import { languageOf } from '~/web/i18n/language.server.ts';
import { useLangFor, useT } from '~/web/i18n/use-t.ts';
import { InLanguage } from '~/web/components/in-language.tsx';
import { assertPageExists, orNotFound, pageParam } from '~/web/lib/params.ts';
import { listingQuery, loadDescription } from '~/web/lib/listing.server.ts';
import type { Route } from './+types/category';
import { shopNameOf } from '~/web/lib/seo.ts';

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  if (!data) return [{ title: `Not found | ${shopName}` }];
  const { listing, canonical } = data;
  const name = heading(data);
  const intro = data.description?.intro.split(/(?<=\.)\s/)[0];
  return [
    { title: `${name}${listing.page > 1 ? `, page ${listing.page}` : ''} | ${shopName}` },
    {
      name: 'description',
      content:
        intro ??
        `Buy ${name} online in Bangladesh: ${listing.totalCount} products${listing.allBrands.length ? ` from ${listing.allBrands.slice(0, 5).join(', ')}` : ''}. Prices in taka, cash on delivery.`,
    },
    { tagName: 'link', rel: 'canonical', href: canonical },
    // A filtered or re-sorted listing is the same products again: keep it out of search results.
    ...(data.search ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

/**
 * docs/requirements/core-shop.md §2: /category/{keyword}/{pageNumber}, /cat/{keyword}/{pageNumber} and
 * /category/{category}/{subcategory}/{page}; the keyword is the category's name in any form
 * ("Graphics Card", "graphics card", "graphics-card"). Every form answers with a permanent
 * redirect to the one canonical address, /category/{slug}[/{sub}]/{page}, filters kept.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = await orNotFound(findCategory(context.db, params.keyword, context.cache));
  // /category/laptop/asus: a sub-category without its page number.
  const subSlug = params.subcategory ?? (params.pageNumber && !/^\d+$/.test(params.pageNumber) ? params.pageNumber : undefined);
  const subCategory = subSlug ? await orNotFound(findSubCategory(category, subSlug)) : undefined;
  const pageNumber = pageParam(params.subcategory || !subSlug ? params.pageNumber : undefined);
  // Encoded as the request's path is, so a Bengali slug compares equal and the Location header is ASCII.
  const base = `/category/${encodeURIComponent(category.slug)}${subCategory ? `/${encodeURIComponent(subCategory.slug)}` : ''}`;
  if (url.pathname !== `${base}/${pageNumber}`) throw redirect(`${base}/${pageNumber}${url.search}`, 301);

  const { query, refused } = listingQuery(url, pageNumber);
  const listing = await listFilteredProducts(
    context.db,
    { categoryId: category.id, subCategoryId: subCategory?.id },
    query,
    context.cache,
  );
  assertPageExists(pageNumber, listing.pages);
  const language = await languageOf(request);
  const description = await loadDescription(context.db, {
    categorySlug: category.slug,
    keyword: params.keyword.replace(/-/g, ' '),
    listedCategories: listing.products.map((p) => p.category),
    language,
  });
  const origin = context.origin;
  return {
    category: shown(category, language),
    subCategory: subCategory ? shown(subCategory, language) : null,
    // The header's drop-downs load on demand; the category's own page always lists its types.
    subCategories: subCategory ? [] : category.subCategories.map((sub) => shown(sub, language)),
    base,
    search: url.search,
    chosenSort: query.sort,
    refused,
    listing: withCards(listing),
    description,
    origin,
    canonical: `${origin}${base}/${pageNumber}`,
  };
}

/** A category or sub-category as the page shows it: its name in the page's language, and that name's language. */
const shown = (item: { name: string; nameBn?: string | null; slug: string }, language: string) => ({
  name: localName(item, language),
  slug: item.slug,
  languages: { name: localNameLanguage(item, language) },
});

const heading = ({ category, subCategory }: { category: { name: string }; subCategory: { name: string } | null }) =>
  subCategory ? `${subCategory.name} ${category.name}` : category.name;

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, subCategory, subCategories, listing, base, search, chosenSort, refused, description, origin } = loaderData;
  const t = useT();
  const langFor = useLangFor();
  const crumbs: Crumb[] = [{ name: category.name, path: `/category/${category.slug}/1`, language: category.languages.name }];
  if (subCategory) crumbs.push({ name: subCategory.name, path: `${base}/1`, language: subCategory.languages.name });
  return (
    <section>
      <Breadcrumbs crumbs={crumbs} origin={origin} />
      <Link to={subCategory ? `/category/${category.slug}/1` : '/'} className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-3 text-2xl font-bold">
        {subCategory && (
          <>
            <InLanguage language={subCategory.languages.name}>{subCategory.name}</InLanguage>{' '}
          </>
        )}
        <InLanguage language={category.languages.name}>{category.name}</InLanguage>
      </h1>
      {subCategories.length > 0 && (
        <nav aria-label={t('listing.subCategories')} className="mb-4">
          <ul className="flex flex-wrap gap-2 text-sm">
            {subCategories.map((sub) => (
              <li key={sub.slug}>
                <Link
                  to={`/category/${category.slug}/${sub.slug}/1`}
                  lang={langFor(sub.languages.name)}
                  className="block rounded-full border border-brand-600 px-3 py-1.5 text-brand-700 hover:bg-brand-50"
                >
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Listing action={`${base}/1`} listing={listing} chosenSort={chosenSort} refused={refused} hrefFor={(n) => `${base}/${n}${search}`} />
      {description && <CategoryDescription description={description} />}
    </section>
  );
}
