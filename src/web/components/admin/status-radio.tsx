import { useFetcher } from 'react-router';
import type { FormFailure } from '~/web/lib/forms.ts';
import { useT } from '~/web/i18n/use-t.ts';

/**
 * The STATUS radio of the offer and notice lists (docs/requirements/core-shop.md §2, §4): a click saves the
 * opposite state at once. The row shows the new state while the save runs (optimistic) and
 * falls back to the saved state when it fails, with the server's message beside it. Before
 * JavaScript it is a plain form post that reloads the list.
 */
export function StatusRadio({ id, title, isActive }: { id: string; title: string; isActive: boolean }) {
  const t = useT();
  const fetcher = useFetcher<FormFailure | { saved: true }>();
  const pending = fetcher.formData?.get('isActive');
  const shown = pending === undefined || pending === null ? isActive : pending === 'true';
  const failed = fetcher.state === 'idle' && fetcher.data && 'message' in fetcher.data ? fetcher.data.message : undefined;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="isActive" value={String(!shown)} />
      <button
        type="submit"
        role="switch"
        aria-checked={shown}
        aria-label={t('admin.toggleActive', { title })}
        className="flex items-center gap-1.5 rounded px-1 py-0.5 hover:bg-slate-100"
      >
        <span aria-hidden="true" className={`inline-flex h-4 w-4 items-center justify-center rounded-full border-2 ${shown ? 'border-brand-600' : 'border-slate-400'}`}>
          {shown && <span className="h-2 w-2 rounded-full bg-brand-600" />}
        </span>
        <span className="text-xs">{shown ? t('admin.active') : t('admin.inactive')}</span>
      </button>
      {failed && (
        <span role="alert" className="text-xs text-red-700">
          {failed}
        </span>
      )}
    </fetcher.Form>
  );
}
