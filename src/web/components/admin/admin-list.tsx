import { Form, Link, useNavigation } from 'react-router';
import { Alert } from '~/web/components/alert.tsx';
import { PagedTable, type Column } from '~/web/components/paged-table.tsx';
import { SearchInput } from '~/web/components/search-input.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { adminListHref, ConfirmDelete } from './confirm-delete.tsx';

/** What a list screen's own forms (delete, a status toggle) answered. */
export type ListResult = { deleted: true } | { saved: true } | { message: string } | undefined;

/** What a list reads from its address (listAddress): the row asking "Are you sure?", and whether an edit was just saved. */
export interface ListAddress {
  confirmDelete: string | null;
  saved?: boolean;
}

/** Where a list's rows lead: each row's Edit and Delete, in the last column. */
export interface RowTargets<Row> {
  /** The list's address, for the "Are you sure?" links. */
  path: string;
  /** The page shown, and how many there are (a list longer than a page has a pager). */
  page?: number;
  pages?: number;
  editHref: (row: Row) => string;
  /** Names the row's item to assistive technology, where rows are told apart by it. */
  itemName?: (row: Row) => string;
}

/**
 * An admin list screen: its heading with the Create link, what a save or delete answered, the
 * table of `rows` under `columns` with each row's Edit and Delete (or `empty` when there is
 * none), then its pager.
 */
export function AdminList<Row extends { id: string }>({
  heading,
  create,
  result,
  address,
  deleted,
  empty,
  columns,
  rows,
  alignTop,
  targets,
}: {
  heading: string;
  create: { href: string; label: string };
  result: ListResult;
  address: ListAddress;
  /** Said once a row is deleted. */
  deleted: string;
  empty: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  alignTop?: boolean;
  targets: RowTargets<Row>;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const { path, page = 1, pages = 1 } = targets;
  const actions: Column<Row> = {
    heading: t('admin.action'),
    className: 'whitespace-nowrap',
    cell: (row) => (
      <RowLinks
        editHref={targets.editHref(row)}
        id={row.id}
        itemName={targets.itemName?.(row)}
        confirming={address.confirmDelete === row.id}
        askHref={adminListHref(path, page, row.id)}
        cancelHref={adminListHref(path, page)}
        busy={busy}
      />
    ),
  };
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{heading}</h1>
        <Link to={create.href} className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          + {create.label}
        </Link>
      </div>
      {address.saved && !result && <Alert tone="success">{t('admin.saved')}</Alert>}
      {result && 'deleted' in result && <Alert tone="success">{deleted}</Alert>}
      {result && 'message' in result && <Alert tone="danger">{result.message}</Alert>}
      <PagedTable
        rows={rows}
        rowKey={(row) => row.id}
        columns={[...columns, actions]}
        empty={<p className="rounded border border-slate-200 bg-white p-6 text-slate-600">{empty}</p>}
        uppercase
        alignTop={alignTop}
        paging={{ page, pages, hrefFor: (n) => adminListHref(path, n) }}
      />
    </section>
  );
}

/** A list's filter as links (by status), the one shown marked as the current page. */
export function FilterLinks({ label, links }: { label: string; links: readonly { href: string; label: string; current: boolean }[] }) {
  return (
    <nav aria-label={label} className="mb-4 flex flex-wrap gap-2 text-sm">
      {links.map((link) => (
        <Link
          key={link.href}
          to={link.href}
          aria-current={link.current ? 'page' : undefined}
          className={`rounded border px-3 py-1 ${link.current ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white hover:bg-slate-50'}`}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** A list's search box: a GET form, so the results have an address and work before JavaScript. */
export function AdminSearch({ id, label, keyword, maxLength, action }: { id: string; label: string; keyword?: string; maxLength: number; action?: string }) {
  const t = useT();
  return (
    <Form method="get" action={action} role="search" className="mb-4 flex max-w-md gap-2">
      <SearchInput
        id={id}
        label={label}
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
