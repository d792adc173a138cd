import { data, Form, Link, replace } from 'react-router';
import { getGlossaryCached, localSpecifications } from '~/modules/catalog/index.ts';
import { getProduct } from '~/modules/catalog/index.ts';
import { languageOf } from '~/web/i18n/language.server.ts';
import { DomainError } from '~/platform/errors.ts';
import { Alert } from '~/web/components/alert.tsx';
import type { CompareActionData } from '~/web/components/compare-button.tsx';
import { Price } from '~/web/components/price.tsx';
import { Stars } from '~/web/components/stars.tsx';
import { ScrollBox } from '~/web/components/scroll-box.tsx';
import { useLangFor, useT } from '~/web/i18n/use-t.ts';
import { CompareFormSchema, readCompareIds, writeCompareIds } from '~/web/lib/compare.server.ts';
import { parseFormData } from '~/web/lib/forms.server.ts';
import { addToComparison, buildComparison, valuesDiffer } from '~/web/lib/comparison.ts';
import { safeRedirect } from '~/web/lib/safe-redirect.ts';
import type { Route } from './+types/compare';
import { shopNameOf } from '~/web/lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  return [{ title: `Product Comparison | ${shopName}` }, { name: 'robots', content: 'noindex' }];
}

/** A product of the cookie that is gone (deleted since) is left out. */
async function findProduct(db: Parameters<typeof getProduct>[0], id: string) {
  try {
    return await getProduct(db, id);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'NOT_FOUND') return null;
    throw error;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = await readCompareIds(request);
  const [found, glossary, language] = await Promise.all([
    Promise.all(ids.map((id) => findProduct(context.db, id))),
    getGlossaryCached(context.db, context.cache),
    languageOf(request),
  ]);
  const products = found
    .filter((p) => p !== null)
    .map(
      ({
        id,
        slug,
        name,
        image,
        brand,
        category,
        price,
        salePrice,
        rating,
        numReviews,
        availability,
        countInStock,
        feature,
        specifications,
      }) => ({
        id,
        slug,
        name,
        image,
        brand,
        category,
        price,
        salePrice,
        rating,
        numReviews,
        availability,
        countInStock,
        feature,
        // Group and field names in the page's language, through the glossary (docs/decisions/039).
        specifications: localSpecifications(specifications, glossary, language),
      }),
    );
  return { products, groups: buildComparison(products) };
}

/** Add, remove or clear; then back to the page the shopper came from (a plain form post works). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseFormData(request, CompareFormSchema);
  // The buttons post well-formed ids; anything else is not a product of this shop.
  if (!form.ok) return data<CompareActionData>({ error: 'compare.unknown' }, { status: 400 });
  const input = form.data;
  let ids = await readCompareIds(request);
  if (input.intent === 'clear') {
    ids = [];
  } else if (input.intent === 'remove') {
    ids = ids.filter((id) => id !== input.productId);
  } else {
    if (!(await findProduct(context.db, input.productId)))
      return data<CompareActionData>({ error: 'compare.unknown' }, { status: 404 });
    const next = addToComparison(ids, input.productId);
    // Never drop a product silently: the fifth is refused with a message.
    if (next === 'full') return data<CompareActionData>({ error: 'compare.full' }, { status: 409 });
    ids = next;
  }
  return replace(safeRedirect(input.redirectTo, '/CompareScreen'), {
    headers: { 'Set-Cookie': await writeCompareIds(ids) },
  });
}

export default function Compare({ loaderData: { products, groups }, actionData }: Route.ComponentProps) {
  const t = useT();
  const langFor = useLangFor();
  const availability = (p: (typeof products)[number]) =>
    p.availability === 'pre_order'
      ? t('product.preOrder')
      : p.availability === 'up_coming'
        ? t('product.upComing')
        : p.countInStock > 0
          ? t('product.inStock')
          : t('product.outOfStock');
  const general = [
    { name: t('product.brand'), values: products.map((p) => p.brand) },
    { name: t('product.stock'), values: products.map(availability) },
  ];
  const rowClass = (differs: boolean) => `border-t border-slate-200 ${differs ? 'bg-amber-100' : ''}`;
  const headClass = 'w-40 px-3 py-2 text-left align-top font-normal text-slate-600';
  return (
    <section>
      <h1 className="mb-3 text-2xl font-bold">{t('compare.title')}</h1>
      {actionData?.error && <Alert tone="danger">{t(actionData.error)}</Alert>}
      {products.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-8 text-center text-slate-600">{t('compare.empty')}</p>
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600">
              <span
                aria-hidden="true"
                className="mr-1 inline-block h-3 w-3 rounded-sm border border-amber-300 bg-amber-100 align-middle"
              />
              {t('compare.legend')}
            </p>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="clear" />
              <input type="hidden" name="redirectTo" value="/CompareScreen" />
              <button type="submit" className="rounded border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50">
                {t('compare.clear')}
              </button>
            </Form>
          </div>
          <ScrollBox label={t('compare.title')} className="rounded border border-slate-200">
            <table className="w-full min-w-[40rem] table-fixed text-sm">
              <caption className="sr-only">{t('compare.title')}</caption>
              <thead>
                <tr>
                  <td className="w-40" />
                  {products.map((product) => (
                    <th key={product.id} scope="col" className="px-3 py-3 text-left align-top font-normal">
                      {product.image && (
                        <img
                          src={product.image}
                          alt=""
                          width={120}
                          height={120}
                          className="mb-2 h-28 w-28 rounded object-cover"
                        />
                      )}
                      <Link to={`/product/${product.slug}`} className="block font-semibold hover:text-brand-700">
                        {product.name}
                      </Link>
                      <Form method="post" preventScrollReset className="mt-2">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="productId" value={product.id} />
                        <input type="hidden" name="redirectTo" value="/CompareScreen" />
                        <button
                          type="submit"
                          aria-label={t('compare.removeOne', { name: product.name })}
                          className="text-xs text-red-700 underline"
                        >
                          {t('compare.removeShort')}
                        </button>
                      </Form>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr className={rowClass(valuesDiffer(products.map((p) => String(p.salePrice))))}>
                  <th scope="row" className={headClass}>
                    {t('compare.price')}
                  </th>
                  {products.map((p) => (
                    <td key={p.id} className="px-3 py-2">
                      <Price price={p.price} salePrice={p.salePrice} />
                    </td>
                  ))}
                </tr>
                <tr className={rowClass(valuesDiffer(products.map((p) => `${p.rating}/${p.numReviews}`)))}>
                  <th scope="row" className={headClass}>
                    {t('review.rating')}
                  </th>
                  {products.map((p) => (
                    <td key={p.id} className="px-3 py-2">
                      <Stars rating={p.rating} numReviews={p.numReviews} />
                    </td>
                  ))}
                </tr>
                {general.map((row) => (
                  <CompareRow
                    key={row.name}
                    name={row.name}
                    values={row.values}
                    differs={valuesDiffer(row.values)}
                    headClass={headClass}
                    rowClass={rowClass}
                  />
                ))}
                <tr className="border-t border-slate-200">
                  <th scope="row" className={headClass}>
                    {t('product.keyFeatures')}
                  </th>
                  {products.map((p) => (
                    <td key={p.id} className="px-3 py-2 align-top">
                      {p.feature ? (
                        <ul className="list-disc space-y-0.5 pl-4">
                          {p.feature
                            .split('\n')
                            .filter(Boolean)
                            .map((line) => (
                              <li key={line}>{line}</li>
                            ))}
                        </ul>
                      ) : (
                        t('product.noFeatures')
                      )}
                    </td>
                  ))}
                </tr>
              </tbody>
              {groups.map((group) => (
                <tbody key={group.name}>
                  <tr className="border-t border-slate-300 bg-brand-50">
                    <th scope="colgroup" colSpan={products.length + 1} lang={langFor(group.languages?.name)} className="px-3 py-2 text-left font-semibold">
                      {group.name}
                    </th>
                  </tr>
                  {group.rows.map((row) => (
                    <CompareRow
                      key={row.name}
                      name={row.name}
                      nameLanguage={langFor(row.languages?.name)}
                      values={row.values}
                      differs={row.differs}
                      headClass={headClass}
                      rowClass={rowClass}
                    />
                  ))}
                </tbody>
              ))}
            </table>
          </ScrollBox>
        </>
      )}
    </section>
  );
}

function CompareRow({
  name,
  nameLanguage,
  values,
  differs,
  headClass,
  rowClass,
}: {
  name: string;
  /** Set when the name is not in the page's language. */
  nameLanguage?: string;
  values: (string | null)[];
  differs: boolean;
  headClass: string;
  rowClass: (differs: boolean) => string;
}) {
  const t = useT();
  return (
    <tr className={rowClass(differs)}>
      <th scope="row" lang={nameLanguage} className={headClass}>
        {name}
        {differs && <span className="sr-only"> ({t('compare.differs')})</span>}
      </th>
      {values.map((value, i) => (
        <td key={i} className="px-3 py-2 align-top">
          {value ?? (
            <span className="text-slate-400">
              <span aria-hidden="true">—</span>
              <span className="sr-only">{t('compare.missing')}</span>
            </span>
          )}
        </td>
      ))}
    </tr>
  );
}
