import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before
 * one) is written as text: a quote before it, as OWASP's CSV injection advice says. A name typed
 * as `=HYPERLINK(...)` shows as that text in Excel, never as a link.
 */
export function neutralisedCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A CSV file streamed from `batches` of rows under `header`: UTF-8 with a byte-order mark, so
 * Excel reads Bengali right, CRLF line ends, every cell neutralised (neutralisedCell) and quoted
 * where it must be. Only numbers are left as they are (a negative amount stays a number).
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly (string | number | boolean | null)[][]>): Readable {
  async function* records() {
    yield header.map(neutralisedCell);
    for await (const rows of batches) for (const row of rows) yield row.map((value) => (typeof value === 'number' ? String(value) : neutralisedCell(value)));
  }
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  // A failed read (the database gone mid-export) ends the download broken, not silently short.
  pipeline(Readable.from(records()), csv, () => {});
  return csv;
}
