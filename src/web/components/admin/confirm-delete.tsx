import { Form, Link } from 'react-router';
import { useT } from '~/web/i18n/use-t.ts';

/**
 * An admin list's Delete (docs/requirements/core-shop.md §5: "Are you sure?"). The first click is a link that
 * adds `confirmDelete=<id>` to the list's address; the row then asks, and only Yes posts the
 * delete. It works the same before JavaScript loads.
 */
export function ConfirmDelete({
  id,
  field = 'id',
  itemName,
  confirming,
  askHref,
  cancelHref,
  busy,
}: {
  id: string;
  /** The name the row's key is posted under (`slug` for products). */
  field?: string;
  /** Said by the Delete link to assistive technology ("Delete <name>"), where rows are told apart by it. */
  itemName?: string;
  confirming: boolean;
  askHref: string;
  cancelHref: string;
  busy?: boolean;
}) {
  const t = useT();
  if (!confirming) {
    return (
      <Link
        to={askHref}
        aria-label={itemName ? `${t('admin.delete')} ${itemName}` : undefined}
        className="rounded border border-red-300 px-2 py-1 text-red-700 hover:bg-red-50"
      >
        {t('admin.delete')}
      </Link>
    );
  }
  return (
    <Form method="post" className="inline" aria-label={t('admin.confirmDelete')}>
      <span className="mr-2 font-semibold text-red-700">{t('admin.areYouSure')}</span>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name={field} value={id} />
      <button type="submit" disabled={busy} className="mr-2 rounded bg-red-600 px-2 py-1 text-white hover:bg-red-700">
        {t('admin.yesDelete')}
      </button>
      <Link to={cancelHref} className="rounded border border-slate-300 px-2 py-1">
        {t('admin.cancel')}
      </Link>
    </Form>
  );
}

/** The address of an admin list page, with `confirmDelete` when a row asks. */
export function adminListHref(path: string, page: number, confirmDelete?: string) {
  const query = new URLSearchParams({
    ...(page > 1 ? { page: String(page) } : {}),
    ...(confirmDelete ? { confirmDelete } : {}),
  }).toString();
  return query ? `${path}?${query}` : path;
}
