// The platform-neutral build: encoding needs no canvas or PNG code.
import bwipjs from 'bwip-js/generic';

/**
 * Barcodes drawn as vector rectangles: bwip-js encodes (`raw`: the bar widths of a Code 128, the
 * modules of a QR code) and PDFKit draws, so a code stays sharp on any printer and no image is
 * embedded.
 */

type Doc = PDFKit.PDFDocument;

/** Code 128 asks for 10 modules of white on each side, QR for 4. */
const CODE128_QUIET = 10;
const QR_QUIET = 4;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A Code 128 of `text` (ASCII) as wide as fits `box.width` with its quiet zones, its bars at most
 * `maxModule` wide: centred, or flush right (its right quiet zone then falls in the page margin).
 */
export function drawCode128(
  doc: Doc,
  text: string,
  box: Box,
  { maxModule = 2, align = 'center' }: { maxModule?: number; align?: 'center' | 'right' } = {},
): void {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text }) as { sbs: number[] }[];
  const modules = symbol.sbs.reduce((sum, width) => sum + width, 0);
  const module = Math.min(maxModule, box.width / (modules + 2 * CODE128_QUIET));
  const width = modules * module;
  let x = align === 'center' ? box.x + (box.width - width) / 2 : box.x + box.width - width;
  // sbs: bar, space, bar, ... widths in modules.
  symbol.sbs.forEach((run, i) => {
    if (i % 2 === 0) doc.rect(x, box.y, run * module, box.height);
    x += run * module;
  });
  doc.fillColor('black').fill();
}

/** A QR code of `text`, `size` wide and high with its quiet zone, its top left at (x, y). */
export function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const [symbol] = bwipjs.raw({ bcid: 'qrcode', text, eclevel: 'M' } as bwipjs.RawOptions) as {
    pixs: number[];
    pixx: number;
    pixy: number;
  }[];
  const module = size / (symbol.pixx + 2 * QR_QUIET);
  const left = x + QR_QUIET * module;
  const top = y + QR_QUIET * module;
  for (let row = 0; row < symbol.pixy; row++) {
    // One rectangle per run of dark modules in a row.
    let start = -1;
    for (let col = 0; col <= symbol.pixx; col++) {
      const dark = col < symbol.pixx && symbol.pixs[row * symbol.pixx + col] === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(left + start * module, top + row * module, (col - start) * module, module);
        start = -1;
      }
    }
  }
  doc.fillColor('black').fill();
}
