import { Pager } from './pager.tsx';
import { ScrollBox } from './scroll-box.tsx';

/** A column: its heading (read by screen readers only when `hidden`: a picture, the actions) and its cell. */
export interface Column<Row> {
  heading: string;
  hidden?: boolean;
  /** Extra classes of the cell: `whitespace-nowrap`, `font-mono text-xs`. */
  className?: string;
  /** The language of the cells where it is not the page's (a Bengali name on an English page). */
  lang?: string;
  /** `index` counts from 0 on the page shown. */
  cell: (row: Row, index: number) => React.ReactNode;
}

export type Heading = string | { heading: string; hidden?: boolean };

/**
 * A table that scrolls sideways on a phone rather than widening the page: in a named, focusable
 * ScrollBox when `label` is given, else in a plain scrolling box with the table framed.
 */
export function TableFrame({ label, headings, uppercase = false, children }: { label?: string; headings: readonly Heading[]; uppercase?: boolean; children: React.ReactNode }) {
  const head = (
    <thead className={`bg-slate-100 text-left${uppercase ? ' uppercase' : ''}`}>
      <tr>
        {headings.map((entry) => {
          const { heading, hidden } = typeof entry === 'string' ? { heading: entry, hidden: false } : entry;
          return (
            <th key={heading} className="px-3 py-2">
              {hidden ? <span className="sr-only">{heading}</span> : heading}
            </th>
          );
        })}
      </tr>
    </thead>
  );
  if (label) {
    return (
      <ScrollBox label={label} className="border border-slate-200">
        <table className="w-full text-sm">
          {head}
          <tbody>{children}</tbody>
        </table>
      </ScrollBox>
    );
  }
  // Relative: the box holds its screen-reader-only headings too, which would widen the page.
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full border border-slate-200 bg-white text-sm">
        {head}
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * A list as a table of `rows` under `columns` (My Orders, the admin lists), or `empty` when there
 * is none, then its pager when it has more than one page.
 */
export function PagedTable<Row>({
  rows,
  rowKey,
  columns,
  empty,
  label,
  uppercase,
  alignTop = false,
  paging,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
  empty?: React.ReactNode;
  /** Names the scrolling box for screen readers (see TableFrame). */
  label?: string;
  /** Headings in capitals (the admin lists). */
  uppercase?: boolean;
  /** Cells start at the top: rows whose cells hold several lines. */
  alignTop?: boolean;
  paging?: { page: number; pages: number; hrefFor: (page: number) => string };
}) {
  return (
    <>
      {rows.length === 0 && empty ? (
        empty
      ) : (
        <TableFrame label={label} headings={columns} uppercase={uppercase}>
          {rows.map((row, index) => (
            <tr key={rowKey(row)} className={`border-t border-slate-200${alignTop ? ' align-top' : ''}`}>
              {columns.map((column) => (
                <td key={column.heading} lang={column.lang} className={column.className ? `px-3 py-2 ${column.className}` : 'px-3 py-2'}>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </TableFrame>
      )}
      {paging && <Pager {...paging} />}
    </>
  );
}
