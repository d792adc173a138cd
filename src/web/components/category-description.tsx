import { Link, useRouteLoaderData } from 'react-router';
import type { CategoryDescription as StoredDescription } from '~/modules/content/contracts.ts';
import { useT } from '~/web/i18n/use-t.ts';
import type { RootData } from '~/web/root-data.ts';
import { Price } from './price.tsx';

/** A stored description with its brands linked to the shop's brands and real example products. */
export interface ListingDescription extends StoredDescription {
  brandLinks: { name: string; slug: string | null }[];
  examples: { slug: string; name: string; price: number; salePrice: number }[];
}

/**
 * The descriptive block under a listing (docs/requirements/core-shop.md §2): heading, intro, brands, buying
 * guide, example products of the shop, FAQ and a closing call to action. Stored text, shown
 * as text (no HTML from the database reaches the page).
 */
export function CategoryDescription({ description }: { description: ListingDescription }) {
  const t = useT();
  const categories = useRouteLoaderData<RootData>('root')?.categories ?? [];
  const categoryName = (slug: string) => categories.find((c) => c.slug === slug)?.name;
  const related = description.relatedCategorySlugs.map((slug) => ({ slug, name: categoryName(slug) })).filter((c) => c.name);
  const paragraphs = (text: string) => text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  return (
    <section aria-labelledby="category-description" lang={description.language} className="mt-10 rounded border border-slate-200 bg-white p-6 leading-relaxed">
      <h2 id="category-description" className="text-2xl font-bold">
        {description.heading}
      </h2>
      {paragraphs(description.intro).map((p) => (
        <p key={p} className="mt-3 text-slate-700">
          {p}
        </p>
      ))}

      {description.brandLinks.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{t('description.brands')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {description.brandLinks.map((brand) => (
              <li key={brand.name}>
                {brand.slug ? (
                  <Link to={`/brand/${brand.slug}`} className="inline-block rounded-full border border-brand-600 px-3 py-1 text-sm text-brand-700 hover:bg-brand-50">
                    {brand.name}
                  </Link>
                ) : (
                  <span className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-600">{brand.name}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {description.buyingGuide.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{t('description.guide')}</h3>
          <dl className="mt-2 space-y-3">
            {description.buyingGuide.map((tip) => (
              <div key={tip.title}>
                <dt className="font-semibold">{tip.title}</dt>
                <dd className="text-slate-700">{tip.body}</dd>
              </div>
            ))}
          </dl>
        </>
      )}

      {description.examples.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{t('description.examples')}</h3>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {description.examples.map((product) => (
              <li key={product.slug} className="flex items-center justify-between gap-3 rounded border border-slate-200 px-3 py-2">
                <Link to={`/product/${product.slug}`} className="text-brand-700 hover:underline">
                  {product.name}
                </Link>
                <Price price={product.price} salePrice={product.salePrice} />
              </li>
            ))}
          </ul>
        </>
      )}

      {description.faq.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{t('description.faq')}</h3>
          <div className="mt-2 divide-y divide-slate-200 rounded border border-slate-200">
            {description.faq.map((entry) => (
              <details key={entry.question} className="group px-3 py-2">
                <summary className="cursor-pointer font-medium">{entry.question}</summary>
                <p className="mt-2 text-slate-700">{entry.answer}</p>
              </details>
            ))}
          </div>
        </>
      )}

      {paragraphs(description.closing).map((p) => (
        <p key={p} className="mt-6 font-medium text-slate-800">
          {p}
        </p>
      ))}

      {related.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{t('description.related')}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {related.map((c) => (
              <li key={c.slug}>
                <Link to={`/category/${c.slug}/1`} className="inline-block rounded border border-slate-300 px-3 py-1 text-sm hover:bg-brand-50">
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
