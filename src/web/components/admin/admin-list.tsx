import { Form, Link } from 'react-router';
import { Alert } from '~/web/components/alert.tsx';
import { TableFrame } from '~/web/components/paged-table.tsx';
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
        <TableFrame headings={columns} uppercase>
          {rows}
        </TableFrame>
      )}
      {children}
    </section>
  );
}

/** A list's search box: a GET form, so the results have an address and work before JavaScript. */
export function AdminSearch({ id, label, keyword, maxLength, action }: { id: string; label: string; keyword?: string; maxLength: number; action?: string }) {
  const t = useT();
  return (
    <Form method="get" action={action} role="search" className="mb-4 flex max-w-md gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="keyword"
        defaultValue={keyword}
        maxLength={maxLength}
        placeholder={label}
        className="w-full rounded border border-slate-300 px-3 py-2"
      />
      <button type="submit" className="rounded bg-brand-600 px-4 text-white">
        {t('search.label')}
      </button>
    </Form>
  );
}

type RowLinksProps = { editHref: string; /** False leaves Delete out (an admin's own account). */ canDelete?: boolean } & React.ComponentProps<typeof ConfirmDelete>;

/** A row's Edit link and Delete (which asks first); both name the row's item when `itemName` is given. */
export function RowLinks({ editHref, canDelete = true, ...remove }: RowLinksProps) {
  const t = useT();
  return (
    <>
      <Link
        to={editHref}
        aria-label={remove.itemName ? `${t('admin.edit')} ${remove.itemName}` : undefined}
        className="mr-2 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
      >
        {t('admin.edit')}
      </Link>
      {canDelete && <ConfirmDelete {...remove} />}
    </>
  );
}

/** A row's Edit link and Delete, in the last cell. */
export function RowActions(props: RowLinksProps) {
  return (
    <td className="px-3 py-2 whitespace-nowrap">
      <RowLinks {...props} />
    </td>
  );
}
