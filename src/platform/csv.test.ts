import { describe, expect, it } from 'vitest';
import { csvStream, neutralisedCell } from './csv.ts';

describe('CSV cells', () => {
  it('writes a cell a spreadsheet would run as a formula as text, and leaves others alone', () => {
    for (const formula of ['=1+1', '+8801712', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(neutralisedCell(formula)).toBe(`'${formula}`);
    for (const plain of ['Rahim', 'a=b', '১২৩', '']) expect(neutralisedCell(plain)).toBe(plain);
    expect(neutralisedCell(null)).toBe('');
  });

  it('streams a header and the rows, with a byte-order mark, CRLF ends and quoting, numbers kept as numbers', async () => {
    async function* batches() {
      yield [['=cmd', -12.5, 'a, "b"']];
      yield [['রহিম', 3, null]];
    }
    const chunks: Buffer[] = [];
    for await (const chunk of csvStream(['Name', 'Amount', 'Note'], batches())) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString('utf8')).toBe('\uFEFFName,Amount,Note\r\n\'=cmd,-12.5,"a, ""b"""\r\nরহিম,3,\r\n');
  });
});
