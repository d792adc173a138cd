import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';

/**
 * Text on a printed page in any mix of Latin and Bengali, one line or a few, never past its box.
 *
 * The font is the shop's own (Noto Sans Bengali, the web's), as @fontsource ships it: one file
 * per script (latin, latin-ext, bengali) and weight. A line is cut into runs of one file each and
 * every run is shaped by fontkit (PDFKit's engine), whose Indic shaper builds the conjuncts,
 * reph and vowel signs (ক্ষ, প্র, র্ড, কি). The files share their metrics, so the runs of a line
 * sit on one baseline. The .woff files, not .woff2: fontkit 2.0.4 cannot subset a WOFF2 font's
 * composite glyphs (a RangeError when the document ends). They are unpacked to plain TrueType
 * once per process: fontkit inflates WOFF tables in JavaScript, about 0.25 s a file, for every
 * document.
 */

type Doc = PDFKit.PDFDocument;
export type Weight = 'regular' | 'bold';
export interface Style {
  size: number;
  weight?: Weight;
  color?: string;
}
type Align = 'left' | 'center' | 'right';

const SUBSETS = ['latin', 'latin-ext', 'bengali'] as const;
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };
/** The font's ascent less its descent (917 + 408 per 1000), and a little air between lines. */
const LINE_HEIGHT = 1.4;
/** No box shows more than a few lines: longer text is cut before it is measured. */
export const MAX_PRINTED_CHARACTERS = 600;
const ELLIPSIS = '…';
/** Printed for a character no file draws (an emoji, Chinese), instead of an empty box. */
const MISSING = '?';

interface Face {
  /** The name the document registers the file under. */
  name: string;
  file: Buffer;
  covers: Set<number>;
}

let loaded: Record<Weight, Face[]> | undefined;

/** The font files, read and indexed once per process. */
function faces(): Record<Weight, Face[]> {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const load = (weight: Weight): Face[] =>
    SUBSETS.map((subset) => {
      const file = woffToSfnt(
        readFileSync(
          require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-${subset}-${WEIGHTS[weight]}-normal.woff`),
        ),
      );
      const font = fontkit.create(file) as fontkit.Font;
      return { name: `noto-${subset}-${WEIGHTS[weight]}`, file, covers: new Set(font.characterSet) };
    });
  loaded = { regular: load('regular'), bold: load('bold') };
  return loaded;
}

/**
 * A WOFF 1.0 font as the TrueType/OpenType file it wraps (W3C WOFF 1.0 §4-5): the same tables,
 * inflated where compressed, behind an sfnt header; the WOFF table directory is already sorted
 * by tag, as sfnt wants it.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + 20 * i;
    const [offset, compressed, length] = [
      woff.readUInt32BE(entry + 4),
      woff.readUInt32BE(entry + 8),
      woff.readUInt32BE(entry + 12),
    ];
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const selector = Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(16 * 2 ** selector, 6);
  header.writeUInt16BE(selector, 8);
  header.writeUInt16BE(16 * count - 16 * 2 ** selector, 10);
  const parts: Buffer[] = [header];
  let at = header.length;
  tables.forEach((table, i) => {
    const entry = 12 + 16 * i;
    table.tag.copy(header, entry);
    header.writeUInt32BE(table.checksum, entry + 4);
    header.writeUInt32BE(at, entry + 8);
    header.writeUInt32BE(table.data.length, entry + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    at += padded.length;
  });
  return Buffer.concat(parts);
}

// C0 and C1 controls, line and paragraph separators, bidi embeddings, overrides, isolates and
// marks, the BOM and the soft hyphen: none is part of a name or an address, and a bidi control
// would print the text in another order than it is stored. ZWJ and ZWNJ stay: Bengali needs them.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as a page prints it: one line, no control or direction characters, spaces collapsed, at most MAX_PRINTED_CHARACTERS. */
export function printable(text: unknown): string {
  const value = typeof text === 'string' ? text : text === null || text === undefined ? '' : String(text);
  const clean = value
    .slice(0, MAX_PRINTED_CHARACTERS * 2)
    .replace(LONE_SURROGATE, '')
    .replace(UNPRINTABLE, ' ')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim();
  return [...clean].slice(0, MAX_PRINTED_CHARACTERS).join('');
}

const graphemes = (text: string) =>
  [...new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);

/** Draws and measures text on one document: registers the font files with it. */
export class Typesetter {
  private readonly widths = new Map<string, number>();

  constructor(private readonly doc: Doc) {
    for (const face of [...faces().regular, ...faces().bold]) doc.registerFont(face.name, face.file);
  }

  lineHeight(style: Style): number {
    return style.size * LINE_HEIGHT;
  }

  /** The runs of one file each that draw `text`; a character no file has becomes MISSING. */
  private runs(text: string, weight: Weight): { face: Face; text: string }[] {
    const chain = faces()[weight];
    const runs: { face: Face; text: string }[] = [];
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      const last = runs.at(-1);
      // A space or joiner stays in the run it is in, so a Bengali phrase is one run.
      if (last?.face.covers.has(cp)) {
        last.text += ch;
        continue;
      }
      const face = chain.find((candidate) => candidate.covers.has(cp));
      const [use, drawn] = face ? [face, ch] : [chain[0], MISSING];
      if (last?.face === use) last.text += drawn;
      else runs.push({ face: use, text: drawn });
    }
    return runs;
  }

  width(text: string, style: Style): number {
    const key = `${style.weight ?? 'regular'}|${style.size}|${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = 0;
      for (const run of this.runs(text, style.weight ?? 'regular'))
        width += this.doc.font(run.face.name).fontSize(style.size).widthOfString(run.text);
      this.widths.set(key, width);
    }
    return width;
  }

  /** `text` cut at the end, with an ellipsis, to fit `width`. */
  fit(text: string, width: number, style: Style): string {
    if (this.width(text, style) <= width) return text;
    const parts = graphemes(text);
    let [low, high] = [0, parts.length - 1];
    // The longest beginning that fits with the ellipsis after it.
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (this.width(parts.slice(0, mid).join('').trimEnd() + ELLIPSIS, style) <= width) low = mid;
      else high = mid - 1;
    }
    return parts.slice(0, low).join('').trimEnd() + ELLIPSIS;
  }

  /** `text` in lines of at most `width`, at most `maxLines` of them: the last one cut with an ellipsis when more is left. */
  lines(text: string, width: number, style: Style, maxLines: number): string[] {
    const words = printable(text).split(' ').filter(Boolean);
    const space = this.width(' ', style);
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const word of words) {
      const wordWidth = this.width(word, style);
      if (line && lineWidth + space + wordWidth <= width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      if (wordWidth <= width) [line, lineWidth] = [word, wordWidth];
      else {
        // A word wider than the box (a long number, a pasted run of letters) is broken between letters.
        const pieces = this.breakWord(word, width, style);
        lines.push(...pieces.slice(0, -1));
        line = pieces.at(-1)!;
        lineWidth = this.width(line, style);
      }
      if (lines.length > maxLines) break;
    }
    if (line) lines.push(line);
    if (lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = this.fit(`${kept[maxLines - 1]} ${lines[maxLines]}`, width, style);
    return kept;
  }

  private breakWord(word: string, width: number, style: Style): string[] {
    const pieces: string[] = [];
    let piece = '';
    for (const part of graphemes(word)) {
      if (piece && this.width(piece + part, style) > width) {
        pieces.push(piece);
        piece = '';
      }
      piece += part;
    }
    return [...pieces, piece];
  }

  /** One line with its top at `y`, cut to `width`; returns the height it takes. */
  line(text: string, x: number, y: number, width: number, style: Style, align: Align = 'left'): number {
    this.draw(this.fit(printable(text), width, style), x, y, width, style, align);
    return this.lineHeight(style);
  }

  /** Wrapped lines, at most `maxLines`, from `y` down; returns the height they take. */
  block(
    text: string,
    x: number,
    y: number,
    width: number,
    style: Style,
    { maxLines, align = 'left' }: { maxLines: number; align?: Align },
  ): number {
    const lines = this.lines(text, width, style, maxLines);
    lines.forEach((line, i) => this.draw(line, x, y + i * this.lineHeight(style), width, style, align));
    return lines.length * this.lineHeight(style);
  }

  private draw(text: string, x: number, y: number, width: number, style: Style, align: Align) {
    const weight = style.weight ?? 'regular';
    const free = width - this.width(text, style);
    let at = align === 'left' ? x : align === 'right' ? x + free : x + free / 2;
    this.doc.fillColor(style.color ?? 'black');
    for (const run of this.runs(text, weight)) {
      this.doc.font(run.face.name).fontSize(style.size).text(run.text, at, y, { lineBreak: false });
      at += this.width(run.text, style);
    }
  }
}
