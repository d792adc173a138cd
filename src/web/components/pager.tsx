import { Link } from 'react-router';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';

/** docs/requirements/core-shop.md §9: up to 5 page numbers; Previous disabled on page 1, Next on the last page. */
export const PAGER_WINDOW = 5;

export function pageWindow(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(PAGER_WINDOW / 2), pages - PAGER_WINDOW + 1));
  const last = Math.min(pages, first + PAGER_WINDOW - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export function Pager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const t = useT();
  const n = useNumerals();
  if (pages <= 1) return null;
  const itemClass = 'block min-w-10 rounded border px-3 py-1.5 text-center';
  const disabledClass = `${itemClass} cursor-not-allowed border-slate-200 text-slate-500`;
  return (
    <nav aria-label={t('pager.label')} className="mt-6 flex justify-center">
      <ul className="flex flex-wrap gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={`${itemClass} border-slate-300 bg-white hover:bg-brand-50`}>
              {t('pager.previous')}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabledClass}>
              {t('pager.previous')}
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((number) => (
          <li key={number}>
            <Link
              to={hrefFor(number)}
              aria-current={number === page ? 'page' : undefined}
              className={`${itemClass} ${number === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white hover:bg-brand-50'}`}
            >
              {n.number(number)}
            </Link>
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link to={hrefFor(page + 1)} className={`${itemClass} border-slate-300 bg-white hover:bg-brand-50`}>
              {t('pager.next')}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabledClass}>
              {t('pager.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** "Page X of Y (Showing a to b of N products)", computed from the same page the grid shows. */
export function ListingSummary({
  listing: { page, pages, products, totalCount: total },
  pageSize,
}: {
  listing: { page: number; pages: number; products: readonly unknown[]; totalCount: number };
  pageSize: number;
}) {
  const t = useT();
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const shown = products.length;
  return (
    <p className="mt-3 text-center text-sm text-slate-600">
      {t('listing.footer', { page, pages, from: shown ? from : 0, to: shown ? from + shown - 1 : 0, total })}
    </p>
  );
}
