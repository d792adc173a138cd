import { data, Form, Link, useNavigation } from 'react-router';
import { ChooserQuerySchema, type ChooserPage, type ChooserProduct } from '~/modules/pcbuilder/contracts.ts';
import { listChoices } from '~/modules/pcbuilder/index.ts';
import { CHOOSER_SORTS } from '~/modules/pcbuilder/constants.ts';
import { MAX_KEYWORD_LENGTH } from '~/modules/catalog/constants.ts';
import { Alert } from '~/web/components/alert.tsx';
import { closeDrawerOf, FilterButton, FilterDrawer } from '~/web/components/listing-filters.tsx';
import { ConflictText, FacetLabel, filterLabel, slotLabel } from '~/web/components/pc-builder/labels.tsx';
import { Price } from '~/web/components/price.tsx';
import type { MessageKey } from '~/web/i18n/messages.ts';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { readBuildParts } from '~/web/lib/pc-build.server.ts';
import { toTaka } from '~/platform/money.ts';
import type { Route } from './+types/pc-builder-choose';
import { shopNameOf } from '~/web/lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  return [{ title: `PC Builder | ${shopName}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * `/PcBuilderChooseScreen?component=cpu&...`: the products for one slot, filtered, sorted and
 * paged on the server, checked against the shopper's build in progress. Add posts the product
 * to the builder, which puts it in the slot and shows the build.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const fields: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    fields[key] = values.length > 1 ? values : values[0];
  }
  const parsed = ChooserQuerySchema.safeParse(fields);
  // No slot, an unknown one or a wrong filter value: the address's fault, with the reason.
  if (!parsed.success) throw data({ message: parsed.error.issues.map((i) => i.message).join('; ') }, { status: 400 });
  const { component, parts: _, ...query } = parsed.data;
  const page = await listChoices(context.db, component, query, await readBuildParts(request), context.cache);
  return {
    page,
    search: query.search ?? '',
    // As read (bounds the wrong way round come back swapped), in taka.
    minPrice: query.minPrice === undefined ? '' : String(toTaka(query.minPrice)),
    maxPrice: query.maxPrice === undefined ? '' : String(toTaka(query.maxPrice)),
    query: url.searchParams.toString(),
  };
}

const PAGE_WINDOW = 5;

export default function PcBuilderChoose({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const { page, search, minPrice, maxPrice, query } = loaderData;
  const slotName = t(slotLabel(page.slot));
  const hrefWith = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(query);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    return `/PcBuilderChooseScreen?${params.toString()}`;
  };
  return (
    <section>
      <p className="mb-2 print:hidden">
        <Link to="/PcBuilderScreen" className="text-brand-700 underline">
          ← {t('pc.backToBuilder')}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{t('pc.chooserTitle', { slot: slotName })}</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <Filters page={page} search={search} minPrice={minPrice} maxPrice={maxPrice} />
        <div>
          <Form method="get" action="/PcBuilderChooseScreen" className="mb-3 flex flex-wrap items-end gap-2">
            <input type="hidden" name="component" value={page.slot} />
            {page.showAll && <input type="hidden" name="all" value="1" />}
            <label className="min-w-0 flex-1 text-sm">
              <span className="block font-medium">{t('pc.searchIn', { slot: slotName })}</span>
              <input
                type="search"
                name="search"
                defaultValue={search}
                maxLength={MAX_KEYWORD_LENGTH}
                className="w-full rounded border border-slate-300 px-2 py-1.5"
              />
            </label>
            <label className="text-sm">
              <span className="block font-medium">{t('pc.sortBy')}</span>
              <select name="sort" defaultValue={page.sort} className="rounded border border-slate-300 bg-white px-2 py-1.5">
                {CHOOSER_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`pc.sort.${sort}` as MessageKey)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="rounded bg-brand-600 px-4 py-1.5 font-semibold text-white hover:bg-brand-700">
              {t('pc.search')}
            </button>
            <FilterButton />
          </Form>

          <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
            {page.showAll ? (
              <Link to={hrefWith({ all: null, page: null })} className="font-semibold text-brand-700 underline">
                {t('pc.showCompatible')}
              </Link>
            ) : (
              <>
                <span>{t('pc.compatibleOnly')}</span>
                {page.hiddenIncompatible > 0 && <span>{t('pc.hidden', { count: page.hiddenIncompatible })}</span>}
                <Link to={hrefWith({ all: '1', page: null })} className="font-semibold text-brand-700 underline">
                  {t('pc.showAll')}
                </Link>
              </>
            )}
          </div>

          {page.products.length === 0 ? (
            <Alert tone="info">{t('pc.noProducts')}</Alert>
          ) : (
            <ul className="divide-y divide-slate-200 rounded border border-slate-200 bg-white">
              {page.products.map((product) => (
                <ChoiceRow key={product.id} product={product} slot={page.slot} />
              ))}
            </ul>
          )}

          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
            <p data-testid="chooser-footer">
              {t('pc.showing', { from: page.from, to: page.to, total: page.totalCount, pages: page.pages })}
            </p>
            {page.pages > 1 && (
              <nav aria-label={t('pager.label')}>
                <ul className="flex flex-wrap gap-1">
                  <li>
                    {page.page > 1 ? (
                      <PageLink href={hrefWith({ page: String(page.page - 1) })}>{t('pc.prev')}</PageLink>
                    ) : (
                      <span className="px-3 py-1.5 text-slate-500">{t('pc.prev')}</span>
                    )}
                  </li>
                  {pageNumbers(page.page, page.pages).map((number) => (
                    <li key={number}>
                      <PageLink href={hrefWith({ page: String(number) })} current={number === page.page}>
                        {n.number(number)}
                      </PageLink>
                    </li>
                  ))}
                  <li>
                    {page.page < page.pages ? (
                      <PageLink href={hrefWith({ page: String(page.page + 1) })}>{t('pc.next')}</PageLink>
                    ) : (
                      <span className="px-3 py-1.5 text-slate-500">{t('pc.next')}</span>
                    )}
                  </li>
                </ul>
              </nav>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function pageNumbers(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(PAGE_WINDOW / 2), pages - PAGE_WINDOW + 1));
  return Array.from({ length: Math.min(PAGE_WINDOW, pages - first + 1) }, (_, i) => first + i);
}

function PageLink({ href, current, children }: { href: string; current?: boolean; children: string }) {
  return (
    <Link
      to={href}
      aria-current={current ? 'page' : undefined}
      className={`block min-w-10 rounded border px-3 py-1.5 text-center ${current ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white hover:bg-brand-50'}`}
    >
      {children}
    </Link>
  );
}

function ChoiceRow({ product, slot }: { product: ChooserProduct; slot: ChooserPage['slot'] }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  const features = product.feature.split('\n').filter(Boolean).slice(0, 4);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap" data-testid="choice">
      {product.image ? (
        <img src={product.image} alt="" width={80} height={80} loading="lazy" className="h-20 w-20 shrink-0 object-contain" />
      ) : (
        <span className="h-20 w-20 shrink-0 rounded bg-slate-100" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <Link to={`/product/${product.slug}`} className="font-medium text-brand-700 hover:underline">
          {product.name}
        </Link>
        {features.length > 0 && (
          <ul className="mt-1 list-inside list-disc text-sm text-slate-600">
            {features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        )}
        {product.availability !== 'in_stock' && (
          <p className="text-sm text-amber-800">{t(`pc.avail.${product.availability === 'pre_order' ? 8 : 9}`)}</p>
        )}
        {!product.fits && (
          <p className="mt-1 text-sm font-medium text-red-700">
            ⚠ {t('pc.doesNotFit')}:{' '}
            {product.conflicts.map((c, i) => (
              <span key={c.code}>
                {i > 0 && '; '}
                <ConflictText conflict={c} />
              </span>
            ))}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        <Price price={product.price} salePrice={product.salePrice} />
        <Form method="post" action="/PcBuilderScreen">
          <input type="hidden" name="intent" value="choose" />
          <input type="hidden" name="slot" value={slot} />
          <input type="hidden" name="productId" value={product.id} />
          <button
            type="submit"
            disabled={busy}
            aria-label={t('pc.addNamed', { name: product.name })}
            className="rounded bg-brand-600 px-4 py-1.5 font-semibold text-white hover:bg-brand-700"
          >
            {t('pc.add')}
          </button>
        </Form>
      </div>
    </li>
  );
}

function Filters({
  page,
  search,
  minPrice,
  maxPrice,
}: {
  page: ChooserPage;
  search: string;
  minPrice: string;
  maxPrice: string;
}) {
  const t = useT();
  const n = useNumerals();
  const box = 'mb-4 rounded border border-slate-200 bg-white p-3';
  return (
    <FilterDrawer heading={t('pc.filters')}>
      <Form method="get" action="/PcBuilderChooseScreen" onSubmit={(event) => closeDrawerOf(event.currentTarget)}>
        <input type="hidden" name="component" value={page.slot} />
        {search && <input type="hidden" name="search" value={search} />}
        <input type="hidden" name="sort" value={page.sort} />
        {page.showAll && <input type="hidden" name="all" value="1" />}
        <fieldset className={box}>
          <legend className="px-1 font-semibold">{t('pc.priceRange')}</legend>
          <div className="flex gap-2">
            <label className="text-sm">
              <span className="block">{t('pc.min')}</span>
              <input
                name="minPrice"
                inputMode="numeric"
                defaultValue={n.digits(minPrice)}
                placeholder={page.price ? n.number(Math.floor(page.price.min / 100)) : ''}
                className="w-full rounded border border-slate-300 px-2 py-1"
              />
            </label>
            <label className="text-sm">
              <span className="block">{t('pc.max')}</span>
              <input
                name="maxPrice"
                inputMode="numeric"
                defaultValue={n.digits(maxPrice)}
                placeholder={page.price ? n.number(Math.ceil(page.price.max / 100)) : ''}
                className="w-full rounded border border-slate-300 px-2 py-1"
              />
            </label>
          </div>
        </fieldset>
        <fieldset className={box}>
          <legend className="px-1 font-semibold">{t('pc.availability')}</legend>
          {page.availability.map((a) => (
            <label key={a.value} className="flex min-h-6 items-center gap-2 text-sm">
              <input type="checkbox" name="availability" value={a.value} defaultChecked={a.selected} />
              {t(`pc.avail.${a.value}`)} <span className="text-slate-500">({n.number(a.count)})</span>
            </label>
          ))}
        </fieldset>
        {page.facets
          .filter((facet) => facet.values.length > 0)
          .map((facet) => (
            <fieldset key={facet.key} className={box}>
              <legend className="px-1 font-semibold">{t(filterLabel(facet.key))}</legend>
              <div className="max-h-56 overflow-y-auto">
                {facet.values.map((value) => (
                  <label key={value.value} className="flex min-h-6 items-center gap-2 text-sm">
                    <input type="checkbox" name={facet.key} value={value.value} defaultChecked={value.selected} />
                    <FacetLabel value={value} /> <span className="text-slate-500">({n.number(value.count)})</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        <div className="flex gap-2">
          <button type="submit" className="flex-1 rounded bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700">
            {t('pc.apply')}
          </button>
          {page.filtered && (
            <Link
              to={`/PcBuilderChooseScreen?component=${page.slot}`}
              className="rounded border border-slate-300 px-3 py-1.5 text-sm"
            >
              {t('pc.clearFilters')}
            </Link>
          )}
        </div>
      </Form>
    </FilterDrawer>
  );
}
