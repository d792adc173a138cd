import { useState } from 'react';
import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import type { MessageKey } from '~/web/i18n/messages.ts';
import { useT } from '~/web/i18n/use-t.ts';
import type { RootData } from '~/web/root-data.ts';

export interface CompareActionData {
  error?: MessageKey;
}

/**
 * "Add to Compare" (or "Remove from Compare" once chosen). A plain form post to /CompareScreen
 * that comes back to `redirectTo`, so it works before JavaScript loads; once hydrated, the
 * `onSubmit` of `useCompareForms` on an ancestor posts it in the background. A component
 * without hooks: a product grid renders thirty of them.
 */
export function CompareForm({
  productId,
  inList,
  redirectTo,
  busy,
  error,
  compact = false,
}: {
  productId: string;
  inList: boolean;
  redirectTo: string;
  busy: boolean;
  error?: MessageKey;
  compact?: boolean;
}) {
  const t = useT();
  return (
    <form method="post" action="/CompareScreen" data-compare="" className={compact ? 'mt-2' : ''}>
      <input type="hidden" name="intent" value={inList ? 'remove' : 'add'} />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        disabled={busy}
        className={`rounded border border-brand-600 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 ${compact ? 'w-full px-2 py-1 text-xs' : 'px-4 py-2 text-sm'}`}
      >
        {inList ? t('compare.remove') : t('compare.add')}
      </button>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {t(error)}{' '}
          <a href="/CompareScreen" className="font-semibold underline">
            {t('compare.view')}
          </a>
        </p>
      )}
    </form>
  );
}

/**
 * One background sender for every compare form under the element that takes `onSubmit`: the
 * chosen products, where the forms come back to, which product is being sent and the error of
 * the last one (the comparison is full).
 */
export function useCompareForms() {
  const fetcher = useFetcher<CompareActionData>();
  const location = useLocation();
  const chosen = useRouteLoaderData<RootData>('root')?.compare ?? [];
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = (event: React.FormEvent) => {
    const form = event.target as HTMLFormElement;
    if (!form.hasAttribute('data-compare')) return;
    event.preventDefault();
    setSent(String(new FormData(form).get('productId')));
    void fetcher.submit(form, { method: 'post', action: '/CompareScreen', preventScrollReset: true });
  };
  const idle = fetcher.state === 'idle';
  return {
    onSubmit,
    redirectTo: location.pathname + location.search,
    inList: (productId: string) => chosen.includes(productId),
    busy: (productId: string) => !idle && sent === productId,
    error: (productId: string) => (idle && sent === productId ? fetcher.data?.error : undefined),
  };
}

/** The product page's compare button. */
export function CompareButton({ productId }: { productId: string }) {
  const compare = useCompareForms();
  return (
    <div onSubmit={compare.onSubmit}>
      <CompareForm
        productId={productId}
        inList={compare.inList(productId)}
        redirectTo={compare.redirectTo}
        busy={compare.busy(productId)}
        error={compare.error(productId)}
      />
    </div>
  );
}
