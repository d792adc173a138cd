import { Link } from 'react-router';
import { Alert } from '~/web/components/alert.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { ConfirmDelete } from './confirm-delete.tsx';

/** What a list screen's own forms (delete, a status toggle) answered. */
export type ListResult = { deleted: true } | { saved: true } | { message: string } | undefined;

/**
 * An admin list screen: its heading with the Create link, what a delete answered, the table of
 * `rows` under `columns` (or `empty` when there is none), then `children` (a pager).
 */
export function AdminList({
  heading,
  create,
  result,
  notice,
  deleted,
  empty,
  columns,
  rows,
  children,
}: {
  heading: string;
  create: { href: string; label: string };
  result: ListResult;
  /** Said when the list is shown after something else (a save on the edit screen). */
  notice?: string;
  /** Said once a row is deleted. */
  deleted: string;
  empty: string;
  columns: string[];
  rows: React.ReactNode[];
  children?: React.ReactNode;
}) {
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{heading}</h1>
        <Link to={create.href} className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          + {create.label}
        </Link>
      </div>
      {notice && !result && <Alert tone="success">{notice}</Alert>}
      {result && 'deleted' in result && <Alert tone="success">{deleted}</Alert>}
      {result && 'message' in result && <Alert tone="danger">{result.message}</Alert>}
      {rows.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6 text-slate-600">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border border-slate-200 bg-white text-sm">
            <thead className="bg-slate-100 text-left uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column} className="px-3 py-2">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
      {children}
    </section>
  );
}

/** A row's Edit link and Delete (which asks first), in the last cell. */
export function RowActions({ editHref, ...remove }: { editHref: string } & React.ComponentProps<typeof ConfirmDelete>) {
  const t = useT();
  return (
    <td className="px-3 py-2 whitespace-nowrap">
      <Link
        to={editHref}
        aria-label={remove.itemName ? `${t('admin.edit')} ${remove.itemName}` : undefined}
        className="mr-2 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
      >
        {t('admin.edit')}
      </Link>
      <ConfirmDelete {...remove} />
    </td>
  );
}
