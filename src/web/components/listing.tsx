import type { ListingPage } from '~/modules/catalog/contracts.ts';
import { PAGE_SIZE, type Sort } from '~/modules/catalog/constants.ts';
import { useT } from '~/web/i18n/use-t.ts';
import { HydrateLater } from './hydrate-later.tsx';
import { FilterButton, FilterPanel, RefusedPriceNotice, SortForm, type RefusedPrices } from './listing-filters.tsx';
import { ListingSummary, Pager } from './pager.tsx';
import { ProductGrid, type WithCards } from './product-grid.tsx';

/** Filters beside the grid (a popover on small screens), sort, grid, footer line and pager. */
export function Listing({
  action,
  listing,
  chosenSort,
  hrefFor,
  showBrand = true,
  refused = {},
}: {
  action: string;
  listing: WithCards<ListingPage>;
  chosenSort?: Sort;
  hrefFor: (page: number) => string;
  showBrand?: boolean;
  /** Price bounds the server could not read, as written. */
  refused?: RefusedPrices;
}) {
  const t = useT();
  return (
    <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <HydrateLater>
        <FilterPanel action={action} listing={listing} chosenSort={chosenSort} showBrand={showBrand} refused={refused} />
      </HydrateLater>
      <div>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <FilterButton />
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('listing.count', { total: listing.totalCount })}
          </p>
          <SortForm action={action} listing={listing} />
        </div>
        <RefusedPriceNotice refused={refused} />
        <ProductGrid products={listing.products} columns="three" atTop />
        <ListingSummary listing={listing} pageSize={PAGE_SIZE} />
        <Pager page={listing.page} pages={listing.pages} hrefFor={hrefFor} />
      </div>
    </div>
  );
}
