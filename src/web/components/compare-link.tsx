import { useRouteLoaderData } from 'react-router';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import type { RootData } from '~/web/root-data.ts';

/** "Compare (N)" in the header: how many products wait on the comparison screen (a plain anchor: see Header). */
export function CompareLink() {
  const t = useT();
  const n = useNumerals();
  const count = useRouteLoaderData<RootData>('root')?.compare?.length ?? 0;
  return (
    <a href="/CompareScreen" className="shrink-0 rounded px-2 py-1.5 text-sm hover:bg-white/10">
      {/* Phones show the count with an icon only; the link's name stays "Compare (N)". */}
      <span aria-hidden="true" className="sm:hidden">
        ⇄ {n.number(count)}
      </span>
      <span className="sr-only sm:not-sr-only">{t('compare.header', { count })}</span>
    </a>
  );
}
