import { useNumerals, useT } from '~/web/i18n/use-t.ts';

/** The price charged, with the regular price struck through when a discount applies. */
export function Price({ price, salePrice, size = 'base' }: { price: number; salePrice: number; size?: 'base' | 'large' }) {
  const t = useT();
  const n = useNumerals();
  return (
    // The two prices wrap onto two lines in a narrow card rather than run past its edge.
    <p className={`flex flex-wrap items-baseline gap-x-2 ${size === 'large' ? 'text-2xl' : 'text-base'}`}>
      <span className="font-bold text-brand-700">{n.taka(salePrice)}</span>
      {salePrice < price && (
        <del className="text-sm text-slate-500">
          <span className="sr-only">{t('product.regularPrice')} </span>
          {n.taka(price)}
        </del>
      )}
    </p>
  );
}
