import { Link, useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import type { MessageKey } from '~/web/i18n/messages.ts';
import { useT } from '~/web/i18n/use-t.ts';
import type { RootData } from '~/web/root-data.ts';

export interface CompareActionData {
  error?: MessageKey;
}

/**
 * "Add to Compare" (or "Remove from Compare" once chosen). A plain form post to /CompareScreen
 * that comes back to this page, so it works before JavaScript loads; once hydrated it posts
 * in the background and says so when the comparison is already full.
 */
export function CompareButton({ productId, compact = false }: { productId: string; compact?: boolean }) {
  const t = useT();
  const fetcher = useFetcher<CompareActionData>();
  const location = useLocation();
  const chosen = useRouteLoaderData<RootData>('root')?.compare ?? [];
  const inList = chosen.includes(productId);
  const error = fetcher.state === 'idle' ? fetcher.data?.error : undefined;
  return (
    <fetcher.Form method="post" action="/CompareScreen" preventScrollReset className={compact ? 'mt-2' : ''}>
      <input type="hidden" name="intent" value={inList ? 'remove' : 'add'} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className={`rounded border border-brand-600 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 ${compact ? 'w-full px-2 py-1 text-xs' : 'px-4 py-2 text-sm'}`}
      >
        {inList ? t('compare.remove') : t('compare.add')}
      </button>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {t(error)}{' '}
          <Link to="/CompareScreen" className="font-semibold underline">
            {t('compare.view')}
          </Link>
        </p>
      )}
    </fetcher.Form>
  );
}
