import { Link, useRouteLoaderData } from 'react-router';
import { useT } from '~/web/i18n/use-t.ts';
import type { RootData } from '~/web/root.tsx';

/** "Compare (N)" in the header: how many products wait on the comparison screen. */
export function CompareLink() {
  const t = useT();
  const count = useRouteLoaderData<RootData>('root')?.compare?.length ?? 0;
  return (
    <Link to="/CompareScreen" className="shrink-0 rounded px-2 py-1.5 text-sm hover:bg-white/10">
      {t('compare.header', { count })}
    </Link>
  );
}
