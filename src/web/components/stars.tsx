import { useT } from '~/web/i18n/use-t.ts';

/** Five stars filled to the rating (halves shown), with the number of reviews. */
export function Stars({ rating, numReviews, size = 'sm' }: { rating: number; numReviews?: number; size?: 'sm' | 'base' }) {
  const t = useT();
  const rounded = Math.round(rating * 2) / 2;
  const label = t('product.rating', { rating: Number(rating.toFixed(1)) });
  return (
    <span className={`inline-flex items-center gap-1 ${size === 'base' ? 'text-base' : 'text-sm'}`}>
      <span role="img" aria-label={label} className="inline-flex text-amber-500">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} aria-hidden="true" className="relative inline-block">
            <span className="text-slate-300">★</span>
            {rounded >= n - 0.5 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: rounded >= n ? '100%' : '50%' }}>
                ★
              </span>
            )}
          </span>
        ))}
      </span>
      {numReviews !== undefined && <span className="text-slate-600">({t('product.reviews', { count: numReviews })})</span>}
    </span>
  );
}
