import { Form, Link, useSubmit } from 'react-router';
import type { FacetValue, ListingPage } from '~/modules/catalog/contracts.ts';
import { MAX_FILTER_PRICE_TAKA, SORTS, type Sort } from '~/modules/catalog/constants.ts';
import { taka, toTaka } from '~/platform/money.ts';
import type { MessageKey } from '~/web/i18n/messages.ts';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';

/** Price bounds the server could not read (not a number, negative, too large), as they were written. */
export type RefusedPrices = Partial<Record<'minPrice' | 'maxPrice', string>>;

export const FILTER_PANEL_ID = 'listing-filters';
const FILTER_FORM_ID = 'listing-filter-form';

const SORT_LABELS: Record<Sort, MessageKey> = {
  newest: 'listing.sortNewest',
  price_asc: 'listing.sortPriceAsc',
  price_desc: 'listing.sortPriceDesc',
};

interface FiltersProps {
  /** Where the form goes: the listing's first page. */
  action: string;
  listing: Pick<ListingPage, 'facets' | 'filters' | 'sort' | 'filtered'>;
  /** The sort in the address, if the shopper chose one (kept when filters change). */
  chosenSort?: Sort;
  /** A brand page has no brand filter. */
  showBrand?: boolean;
  /** Price bounds the server could not read, as written: shown in their fields with a message, not applied. */
  refused?: RefusedPrices;
}

/**
 * "Filter": on small screens a button that opens the filters over the page, on large screens
 * nothing (the panel is always shown beside the grid). A native popover, so it opens before
 * JavaScript loads; a browser without popovers shows the panel in place.
 */
export function FilterButton() {
  const t = useT();
  return (
    <button
      type="button"
      popoverTarget={FILTER_PANEL_ID}
      className="rounded border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 lg:hidden"
    >
      {t('listing.filter')}
    </button>
  );
}

/**
 * The filter form: a plain GET form whose fields are the filters, so a filtered listing is an
 * address that can be shared and reloaded. Counts and the price range come from the server.
 */
/**
 * The filters' box: on small screens over the page, opened by FilterButton and closed by its own
 * button, a tap outside or Escape; on large screens always shown beside the list.
 */
export function FilterDrawer({ heading, children }: { heading: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <section
      id={FILTER_PANEL_ID}
      popover="auto"
      aria-labelledby={`${FILTER_PANEL_ID}-heading`}
      className="m-0 h-full max-h-none w-[85vw] max-w-sm overflow-y-auto border-0 bg-white p-4 text-slate-900 shadow-xl backdrop:bg-black/40 lg:static lg:block lg:h-auto lg:w-auto lg:max-w-none lg:overflow-visible lg:rounded lg:border lg:border-slate-200 lg:shadow-none"
    >
      <div className="mb-3 flex items-center justify-between">
        <h2 id={`${FILTER_PANEL_ID}-heading`} className="text-lg font-bold">
          {heading}
        </h2>
        <button
          type="button"
          popoverTarget={FILTER_PANEL_ID}
          popoverTargetAction="hide"
          className="min-h-6 rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 lg:hidden"
        >
          {t('listing.closeFilters')}
        </button>
      </div>
      {children}
    </section>
  );
}

/** Closes the drawer a form is in: a client-side navigation would leave it open. */
export function closeDrawerOf(form: HTMLFormElement) {
  const drawer = form.closest<HTMLElement>('[popover]');
  if (drawer?.matches(':popover-open')) drawer.hidePopover();
}

export function FilterPanel({ action, listing, chosenSort, showBrand = true, refused = {} }: FiltersProps) {
  const t = useT();
  const n = useNumerals();
  const submit = useSubmit();
  const { facets, filters } = listing;
  const price = facets.price;
  return (
    <FilterDrawer heading={t('listing.filters')}>
      <Form
        // Fields are uncontrolled: a new filter state (a link, back, forward) starts a fresh form.
        key={JSON.stringify([filters, chosenSort, refused])}
        id={FILTER_FORM_ID}
        method="get"
        action={action}
        onSubmit={(event) => {
          // Once hydrated: leave empty fields out of the address (?minPrice=&maxPrice=), and close
          // the panel, which a client-side navigation would otherwise leave open.
          event.preventDefault();
          const fields = new FormData(event.currentTarget);
          for (const [name, value] of [...fields.entries()]) if (value === '') fields.delete(name);
          closeDrawerOf(event.currentTarget);
          void submit(fields, { method: 'get', action });
        }}
        className="space-y-5"
      >
        {chosenSort && <input type="hidden" name="sort" value={chosenSort} />}
        {showBrand && <FacetGroup legend={t('listing.filterBrand')} name="brand" values={facets.brand} />}
        <FacetGroup legend={t('listing.filterProcessorBrand')} name="processorBrand" values={facets.processorBrand} />
        <FacetGroup legend={t('listing.filterProcessorType')} name="processorType" values={facets.processorType} />
        <FacetGroup legend={t('listing.filterRam')} name="ram" values={facets.ram} />
        <fieldset>
          <legend className="mb-2 font-semibold">{t('listing.filterPrice')}</legend>
          {price && (
            <p className="mb-2 text-sm text-slate-600">{t('listing.priceRange', { min: n.taka(price.min), max: n.taka(price.max) })}</p>
          )}
          <div className="grid grid-cols-2 gap-2">
            <PriceInput name="minPrice" label={t('listing.minPrice')} value={takaOrUndefined(filters.minPrice)} refused={refused.minPrice} placeholder={price ? toTaka(price.min) : undefined} />
            <PriceInput name="maxPrice" label={t('listing.maxPrice')} value={takaOrUndefined(filters.maxPrice)} refused={refused.maxPrice} placeholder={price ? toTaka(price.max) : undefined} />
          </div>
        </fieldset>
        <div className="flex items-center gap-3">
          <button type="submit" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t('listing.applyFilters')}
          </button>
          {listing.filtered && (
            <Link to={action} className="text-sm text-brand-700 hover:underline">
              {t('listing.clearFilters')}
            </Link>
          )}
        </div>
      </Form>
    </FilterDrawer>
  );
}

function FacetGroup({ legend, name, values }: { legend: string; name: string; values: FacetValue[] }) {
  const n = useNumerals();
  if (values.length === 0) return null;
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <ul className="max-h-64 space-y-1 overflow-y-auto text-sm">
        {values.map((v) => (
          <li key={v.value}>
            <label className="flex min-h-6 cursor-pointer items-center gap-2">
              <input type="checkbox" name={name} value={v.value} defaultChecked={v.selected} className="h-4 w-4 accent-brand-600" />
              <span>{v.label}</span>
              <span className="ml-auto text-slate-500">({n.number(v.count)})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

// The filters hold poisha; the shopper reads and writes taka.
const takaOrUndefined = (poisha: number | undefined) => (poisha === undefined ? undefined : toTaka(poisha));

// Text, not type="number": Chromium's number field refuses the Bengali digits a phone types (ADR 038).
function PriceInput({ name, label, value, refused, placeholder }: { name: string; label: string; value?: number; refused?: string; placeholder?: number }) {
  const t = useT();
  const n = useNumerals();
  const messageId = `${name}-refused`;
  return (
    <div className="text-sm">
      <label className="block">
        <span className="mb-1 block text-slate-600">{label}</span>
        <input
          type="text"
          name={name}
          inputMode="decimal"
          // A value the server refused stays as written, for the shopper to correct.
          defaultValue={refused ?? (value === undefined ? undefined : n.number(value))}
          placeholder={placeholder === undefined ? undefined : n.number(placeholder)}
          aria-invalid={refused === undefined ? undefined : true}
          aria-describedby={refused === undefined ? undefined : messageId}
          className={`w-full rounded border px-2 py-1.5 ${refused === undefined ? 'border-slate-300' : 'border-red-600'}`}
        />
      </label>
      {refused !== undefined && (
        <p id={messageId} className="mt-1 text-red-700">
          {t('listing.priceRefused', { max: n.taka(taka(MAX_FILTER_PRICE_TAKA)) })}
        </p>
      )}
    </div>
  );
}

/** Says above the grid that a price was not applied: on a phone the filters, with its field, are closed. */
export function RefusedPriceNotice({ refused }: { refused: RefusedPrices }) {
  const t = useT();
  const n = useNumerals();
  if (Object.keys(refused).length === 0) return null;
  return (
    <p role="alert" className="mb-3 rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {t('listing.priceNotApplied', { max: n.taka(taka(MAX_FILTER_PRICE_TAKA)) })}
    </p>
  );
}

/**
 * The sort order: its own small GET form carrying the current filters, submitted on change
 * once JavaScript runs and by its button before.
 */
export function SortForm({ action, listing }: Pick<FiltersProps, 'action' | 'listing'>) {
  const t = useT();
  const { filters } = listing;
  const hidden: [string, string][] = [
    ...filters.brand.map((v) => ['brand', v] as [string, string]),
    ...filters.processorBrand.map((v) => ['processorBrand', v] as [string, string]),
    ...filters.processorType.map((v) => ['processorType', v] as [string, string]),
    ...filters.ram.map((v) => ['ram', String(v)] as [string, string]),
    ...(filters.minPrice !== undefined ? [['minPrice', String(toTaka(filters.minPrice))] as [string, string]] : []),
    ...(filters.maxPrice !== undefined ? [['maxPrice', String(toTaka(filters.maxPrice))] as [string, string]] : []),
  ];
  return (
    <Form method="get" action={action} className="flex items-center gap-2 text-sm">
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="listing-sort" className="text-slate-600">
        {t('listing.sortBy')}
      </label>
      <select
        id="listing-sort"
        name="sort"
        defaultValue={listing.sort}
        key={listing.sort}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="rounded border border-slate-300 bg-white px-2 py-1.5"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded border border-slate-300 px-3 py-1.5">
          {t('listing.sortApply')}
        </button>
      </noscript>
    </Form>
  );
}
