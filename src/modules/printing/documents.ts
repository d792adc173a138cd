import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { DeliveryOption } from '~/modules/orders/constants.ts';
import { districtByKey } from '~/platform/districts.ts';
import { invalid } from '~/platform/errors.ts';
import { formatTaka, type Poisha } from '~/platform/money.ts';
import { formatDate, formatNumber, localDigits } from '~/platform/numerals.ts';
import { displayBdMobile } from '~/platform/phone.ts';
import { drawCode128, drawQr } from './barcodes.ts';
import { printable, type Style, Typesetter } from './typesetter.ts';
import { deliveryText, type Lang, word } from './words.ts';

export type { Lang };

/**
 * Everything a printed invoice or parcel label shows of one order, already priced: the printing
 * module computes nothing (printable-order.ts builds this from an order and the shop settings).
 * Amounts are poisha.
 */
export interface PrintableOrder {
  shop: { name: string; phone: string; address: string; email?: string };
  orderNumber: number;
  placedAt: Date | string;
  customer: {
    name: string;
    /** E.164 (+8801712345678) or as typed. */
    phone: string;
    /** The street address, city and postal code. */
    address: string;
    /** A district key of src/platform/districts.ts (printed in the page's language), or a name. */
    district: string;
  };
  items: { name: string; qty: number; unitPrice: Poisha; lineTotal: Poisha }[];
  itemsTotal: Poisha;
  deliveryFee: Poisha;
  /** No tax line when absent or 0. */
  tax?: Poisha;
  total: Poisha;
  deliveryOption: DeliveryOption;
  /** The outlet a pick-up waits at (its name and address in the page's language); null for a delivery. */
  pickupOutlet: string | null;
  /** What the courier collects at the door: 0 when paid. */
  amountToCollect: Poisha;
  isPaid: boolean;
  /** The order's tracking address, the QR code's content. */
  trackUrl: string;
}

/** One selection prints at most this many orders (a day's parcels; more is a mistake or an attack). */
export const MAX_PRINTED_ORDERS = 500;

const A4: [number, number] = [595.28, 841.89];
/** 100 × 150 mm, the common thermal label (4 × 6 in is 101.6 × 152.4 mm: it fits). */
const LABEL: [number, number] = [283.46, 425.2];

const MUTED = '#555555';
const RULE = '#bbbbbb';

/** One A4 page per order (more when its items do not fit on one): shop, barcode, QR code, items, totals, the amount to collect. */
export function invoicePdf(orders: PrintableOrder[], lang: Lang): Promise<Buffer> {
  return render('invoice', orders, lang, drawInvoice);
}

/** One 100 × 150 mm parcel label per order: to, from, the amount to collect, delivery option, barcode, QR code. */
export function labelPdf(orders: PrintableOrder[], lang: Lang): Promise<Buffer> {
  return render('label', orders, lang, drawLabel);
}

type Draw = (doc: PDFKit.PDFDocument, t: Typesetter, order: PrintableOrder, lang: Lang) => void;

function render(kind: 'invoice' | 'label', orders: PrintableOrder[], lang: Lang, draw: Draw): Promise<Buffer> {
  if (orders.length === 0) return Promise.reject(invalid('Choose at least one order to print'));
  if (orders.length > MAX_PRINTED_ORDERS) return Promise.reject(invalid(`Print at most ${MAX_PRINTED_ORDERS} orders at once`));
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, lang, info: documentInfo(kind, orders, lang) });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    const t = new Typesetter(doc);
    for (const order of orders) draw(doc, t, order, lang);
    doc.end();
  } catch (error) {
    return Promise.reject(error);
  }
  return done;
}

/**
 * The document's metadata, from the input only: PDFKit derives the file ID from it, so the same
 * orders print to the same bytes (cacheable, testable). The creation date is the newest order's,
 * and a digest of the input makes the ID change whenever anything printed does.
 */
function documentInfo(
  kind: 'invoice' | 'label',
  orders: PrintableOrder[],
  lang: Lang,
): PDFKit.DocumentInfo & { InputDigest: string } {
  const times = orders.map((order) => new Date(order.placedAt).getTime()).filter(Number.isFinite);
  const numbers = orders.slice(0, 5).map((order) => `#${order.orderNumber}`);
  const digest = createHash('sha256').update(JSON.stringify({ kind, lang, orders })).digest('hex');
  return {
    Title: `${kind === 'invoice' ? 'Invoice' : 'Parcel label'} ${numbers.join(', ')}${orders.length > numbers.length ? ` (+${orders.length - numbers.length})` : ''}`,
    Author: printable(orders[0].shop.name),
    Creator: 'Haat',
    CreationDate: new Date(times.length > 0 ? Math.max(...times) : 0),
    // A key of our own: PDF lets a document's information dictionary hold any.
    InputDigest: digest,
  };
}

// What every document prints the same way, in the page's language.
const orderDigits = (order: PrintableOrder) => String(order.orderNumber);
const orderLabel = (order: PrintableOrder, lang: Lang) =>
  word(lang, 'orderNumber', { number: localDigits(orderDigits(order), lang) });
const phoneText = (phone: string, lang: Lang) => localDigits(displayBdMobile(printable(phone)), lang);
const districtName = (district: string, lang: Lang) => districtByKey(district)?.[lang] ?? district;
const money = (poisha: Poisha, lang: Lang) => formatTaka(poisha, lang);

// ---------------------------------------------------------------------------------------------
// Invoice: A4 portrait.

const M = 40;
const [PAGE_W, PAGE_H] = A4;
const CONTENT_W = PAGE_W - 2 * M;
const FOOTER_Y = PAGE_H - M - 12;

const SMALL: Style = { size: 9 };
const LABEL_STYLE: Style = { size: 8, weight: 'bold', color: MUTED };
const CELL: Style = { size: 9.5 };
const CELL_HEAD: Style = { size: 8.5, weight: 'bold', color: MUTED };

/** The items table's columns: number, item, quantity, unit price, line total. */
const COLUMNS = { index: 24, qty: 50, unit: 85, total: 90 };
const ITEM_W = CONTENT_W - COLUMNS.index - COLUMNS.qty - COLUMNS.unit - COLUMNS.total;
const CELL_PAD = 5;
const MAX_ITEM_LINES = 3;

function drawInvoice(doc: PDFKit.PDFDocument, t: Typesetter, order: PrintableOrder, lang: Lang) {
  doc.addPage({ size: A4, margin: 0 });
  let y = invoiceHeader(doc, t, order, lang);
  y = invoiceParties(doc, t, order, lang, y + 14);

  const rowLines = order.items.map((item) => t.lines(item.name, ITEM_W - 2 * CELL_PAD, CELL, MAX_ITEM_LINES));
  const rowHeight = (lines: string[]) => Math.max(1, lines.length) * t.lineHeight(CELL) + 2 * CELL_PAD;
  y = tableHead(doc, t, lang, y + 16);
  order.items.forEach((item, i) => {
    const height = rowHeight(rowLines[i]);
    if (y + height > FOOTER_Y - 8) y = tableHead(doc, t, lang, continuation(doc, t, order, lang));
    tableRow(doc, t, lang, i + 1, item, rowLines[i], y);
    y += height;
  });

  const totalsHeight = totalsBlockHeight(order);
  if (y + 14 + totalsHeight > FOOTER_Y - 8) y = continuation(doc, t, order, lang);
  totalsBlock(doc, t, order, lang, y + 14);
}

function invoiceHeader(doc: PDFKit.PDFDocument, t: Typesetter, order: PrintableOrder, lang: Lang): number {
  const { shop } = order;
  const leftW = 290;
  let y = M;
  y += t.block(shop.name, M, y, leftW, { size: 18, weight: 'bold' }, { maxLines: 2 });
  y += 2;
  y += t.block(shop.address, M, y, leftW, SMALL, { maxLines: 2 });
  y += t.line(`${word(lang, 'phone')}: ${localDigits(printable(shop.phone), lang)}`, M, y, leftW, SMALL);
  if (shop.email) y += t.line(`${word(lang, 'email')}: ${shop.email}`, M, y, leftW, SMALL);

  const rightW = 200;
  const rx = PAGE_W - M - rightW;
  let ry = M;
  ry += t.line(word(lang, 'invoice'), rx, ry, rightW, { size: 20, weight: 'bold' }, 'right');
  ry += t.line(orderLabel(order, lang), rx, ry, rightW, { size: 12, weight: 'bold' }, 'right');
  ry += t.line(word(lang, 'placed', { date: formatDate(order.placedAt, lang) }), rx, ry, rightW, SMALL, 'right');
  ry += 6;
  drawCode128(doc, orderDigits(order), { x: rx, y: ry, width: rightW, height: 36 }, { maxModule: 1.5, align: 'right' });
  ry += 38;
  // The barcode's own digits, as a scanner reads them: ASCII on every page.
  ry += t.line(orderDigits(order), rx, ry, rightW, { size: 8, color: MUTED }, 'right');

  const bottom = Math.max(y, ry) + 8;
  rule(doc, M, bottom, CONTENT_W);
  return bottom;
}

function invoiceParties(doc: PDFKit.PDFDocument, t: Typesetter, order: PrintableOrder, lang: Lang, top: number): number {
  const { customer } = order;
  const toW = 250;
  let y = top;
  y += t.line(word(lang, 'deliverTo'), M, y, toW, LABEL_STYLE);
  y += t.block(customer.name, M, y, toW, { size: 12, weight: 'bold' }, { maxLines: 2 });
  y += t.line(phoneText(customer.phone, lang), M, y, toW, { size: 10 });
  y += t.block(customer.address, M, y, toW, { size: 10 }, { maxLines: 3 });
  y += t.line(`${word(lang, 'district')}: ${districtName(customer.district, lang)}`, M, y, toW, { size: 10, weight: 'bold' });

  const qrSize = 92;
  const midX = M + toW + 20;
  const midW = PAGE_W - M - qrSize - 12 - midX;
  let my = top;
  my += t.line(word(lang, 'delivery'), midX, my, midW, LABEL_STYLE);
  my += t.block(
    printable(deliveryText(order.deliveryOption, order.pickupOutlet, lang)),
    midX,
    my,
    midW,
    { size: 10.5, weight: 'bold' },
    { maxLines: 2 },
  );
  my += 8;
  my += t.line(word(lang, 'payment'), midX, my, midW, LABEL_STYLE);
  my += t.block(
    word(lang, order.isPaid ? 'paid' : 'cashOnDelivery'),
    midX,
    my,
    midW,
    { size: 10.5, weight: 'bold' },
    { maxLines: 2 },
  );

  const qrX = PAGE_W - M - qrSize;
  // The QR code's quiet zone is its own margin: its modules start a little inside qrX.
  drawQr(doc, order.trackUrl, qrX, top - 6, qrSize);
  const qy =
    top -
    6 +
    qrSize +
    t.line(word(lang, 'scanToTrack'), qrX - 10, top - 6 + qrSize, qrSize + 20, { size: 7.5, color: MUTED }, 'center');
  return Math.max(y, my, qy);
}

/** The items table's head row at `y`; returns where the first row starts. */
function tableHead(doc: PDFKit.PDFDocument, t: Typesetter, lang: Lang, y: number): number {
  const height = t.lineHeight(CELL_HEAD) + 2 * CELL_PAD;
  doc.rect(M, y, CONTENT_W, height).fillColor('#eeeeee').fill();
  cells(t, y + CELL_PAD, CELL_HEAD, [
    '#',
    word(lang, 'item'),
    word(lang, 'qty'),
    word(lang, 'unitPrice'),
    word(lang, 'lineTotal'),
  ]);
  return y + height;
}

function tableRow(
  doc: PDFKit.PDFDocument,
  t: Typesetter,
  lang: Lang,
  index: number,
  item: PrintableOrder['items'][number],
  lines: string[],
  y: number,
) {
  cells(t, y + CELL_PAD, CELL, [
    formatNumber(index, lang),
    '',
    formatNumber(item.qty, lang),
    money(item.unitPrice, lang),
    money(item.lineTotal, lang),
  ]);
  const itemX = M + COLUMNS.index;
  lines.forEach((line, i) => t.line(line, itemX + CELL_PAD, y + CELL_PAD + i * t.lineHeight(CELL), ITEM_W - 2 * CELL_PAD, CELL));
  rule(doc, M, y + Math.max(1, lines.length) * t.lineHeight(CELL) + 2 * CELL_PAD, CONTENT_W, '#dddddd');
}

/** One row of the table's five cells (the item cell left-aligned, the numbers right-aligned). */
function cells(t: Typesetter, y: number, style: Style, [index, item, qty, unit, total]: string[]) {
  let x = M;
  t.line(index, x + CELL_PAD, y, COLUMNS.index - CELL_PAD, style);
  x += COLUMNS.index;
  if (item) t.line(item, x + CELL_PAD, y, ITEM_W - 2 * CELL_PAD, style);
  x += ITEM_W;
  t.line(qty, x, y, COLUMNS.qty - CELL_PAD, style, 'right');
  x += COLUMNS.qty;
  t.line(unit, x, y, COLUMNS.unit - CELL_PAD, style, 'right');
  x += COLUMNS.unit;
  t.line(total, x, y, COLUMNS.total - CELL_PAD, style, 'right');
}

const TOTAL_ROW = 17;
const COLLECT_BOX_H = 74;

function totalsRows(order: PrintableOrder, lang: Lang): [label: string, value: string][] {
  const rows: [string, string][] = [
    [word(lang, 'itemsTotal'), money(order.itemsTotal, lang)],
    [
      `${word(lang, 'deliveryFee')} (${printable(deliveryText(order.deliveryOption, null, lang))})`,
      money(order.deliveryFee, lang),
    ],
  ];
  if (order.tax) rows.push([word(lang, 'tax'), money(order.tax, lang)]);
  return rows;
}

function totalsBlockHeight(order: PrintableOrder): number {
  return Math.max((totalsRows(order, 'en').length + 1) * TOTAL_ROW + 6, COLLECT_BOX_H);
}

function totalsBlock(doc: PDFKit.PDFDocument, t: Typesetter, order: PrintableOrder, lang: Lang, top: number) {
  const width = 250;
  const x = PAGE_W - M - width;
  const valueW = 90;
  let y = top;
  for (const [label, value] of totalsRows(order, lang)) {
    t.line(label, x, y, width - valueW - 6, { size: 10 });
    t.line(value, x + width - valueW, y, valueW, { size: 10 }, 'right');
    y += TOTAL_ROW;
  }
  rule(doc, x, y, width, 'black');
  y += 5;
  t.line(word(lang, 'total'), x, y, width - valueW - 6, { size: 11.5, weight: 'bold' });
  t.line(money(order.total, lang), x + width - valueW, y, valueW, { size: 11.5, weight: 'bold' }, 'right');

  // The amount to collect, large, where the courier and the packer look first.
  const boxW = CONTENT_W - width - 24;
  collectBox(
    doc,
    t,
    order,
    lang,
    { x: M, y: top, width: boxW, height: COLLECT_BOX_H },
    { label: 11, amount: 30, due: 'toCollect' },
  );

  t.line(
    word(lang, 'thanks', { shop: printable(order.shop.name) }),
    M,
    FOOTER_Y,
    CONTENT_W,
    { size: 8.5, color: MUTED },
    'center',
  );
}

/** The amount to collect in a box: black with white type when cash is due, outlined when paid. */
function collectBox(
  doc: PDFKit.PDFDocument,
  t: Typesetter,
  order: PrintableOrder,
  lang: Lang,
  box: { x: number; y: number; width: number; height: number },
  sizes: { label: number; amount: number; due: 'toCollect' | 'collectCod' },
) {
  const due = !order.isPaid && order.amountToCollect > 0;
  if (due) doc.rect(box.x, box.y, box.width, box.height).fillColor('black').fill();
  else
    doc
      .rect(box.x + 0.75, box.y + 0.75, box.width - 1.5, box.height - 1.5)
      .lineWidth(1.5)
      .strokeColor('black')
      .stroke();
  const color = due ? 'white' : 'black';
  const pad = 10;
  const labelStyle: Style = { size: sizes.label, weight: 'bold', color };
  const amountStyle: Style = { size: sizes.amount, weight: 'bold', color };
  const inner = box.width - 2 * pad;
  const used = t.lineHeight(labelStyle) + t.lineHeight(amountStyle);
  const y = box.y + (box.height - used) / 2;
  t.line(word(lang, due ? sizes.due : 'paidNothingToCollect'), box.x + pad, y, inner, labelStyle);
  t.line(money(due ? order.amountToCollect : 0, lang), box.x + pad, y + t.lineHeight(labelStyle), inner, amountStyle);
}

/** A new page for the rest of an order: a short header naming it; returns where the content goes on. */
function continuation(doc: PDFKit.PDFDocument, t: Typesetter, order: PrintableOrder, lang: Lang): number {
  doc.addPage({ size: A4, margin: 0 });
  let y = M;
  y += t.line(printable(order.shop.name), M, y, CONTENT_W / 2, { size: 11, weight: 'bold' });
  t.line(
    word(lang, 'continued', { number: localDigits(orderDigits(order), lang) }),
    PAGE_W / 2,
    M,
    CONTENT_W / 2,
    { size: 11, weight: 'bold' },
    'right',
  );
  rule(doc, M, y + 6, CONTENT_W);
  return y + 16;
}

function rule(doc: PDFKit.PDFDocument, x: number, y: number, width: number, color = RULE) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
}

// ---------------------------------------------------------------------------------------------
// Parcel label: 100 × 150 mm; every field has a box of its own, so a long name never moves the rest.

const LM = 12;
const [LABEL_W] = LABEL;
const LABEL_CONTENT_W = LABEL_W - 2 * LM;
/** The "to" block's top and the rule under it: its label, 2 lines of name, the phone, 4 of address and the district fit between. */
const TO_TOP = 78;
const TO_BOTTOM = 234;

function drawLabel(doc: PDFKit.PDFDocument, t: Typesetter, order: PrintableOrder, lang: Lang) {
  doc.addPage({ size: LABEL, margin: 0 });
  const { shop, customer } = order;

  // The delivery option as a black badge, top right: the sorter's first glance.
  // The badge names the option only; the invoice says which outlet a pick-up waits at.
  const option = printable(deliveryText(order.deliveryOption, null, lang));
  const badgeStyle: Style = { size: 10, weight: 'bold', color: 'white' };
  const badgeW = Math.min(130, t.width(option, badgeStyle) + 14);
  doc
    .rect(LABEL_W - LM - badgeW, LM, badgeW, 20)
    .fillColor('black')
    .fill();
  t.line(option, LABEL_W - LM - badgeW + 7, LM + 3, badgeW - 14, badgeStyle, 'center');

  // From: the shop, small.
  const fromW = LABEL_CONTENT_W - badgeW - 8;
  t.line(`${word(lang, 'from')}: ${printable(shop.name)}`, LM, LM + 2, fromW, { size: 9.5, weight: 'bold' });
  const small: Style = { size: 7.5, color: MUTED };
  let y = LM + 24;
  y += t.block(shop.address, LM, y, LABEL_CONTENT_W, small, { maxLines: 2 });
  t.line(`${word(lang, 'phone')}: ${localDigits(printable(shop.phone), lang)}`, LM, y, LABEL_CONTENT_W, small);
  rule(doc, LM, TO_TOP - 6, LABEL_CONTENT_W, 'black');

  // To: the customer, large. Each field has at most so many lines, so the block never passes TO_BOTTOM.
  y = TO_TOP;
  y += t.line(word(lang, 'to'), LM, y, LABEL_CONTENT_W, LABEL_STYLE);
  y += t.block(customer.name, LM, y, LABEL_CONTENT_W, { size: 14, weight: 'bold' }, { maxLines: 2 });
  y += t.line(phoneText(customer.phone, lang), LM, y, LABEL_CONTENT_W, { size: 13, weight: 'bold' });
  y += t.block(customer.address, LM, y, LABEL_CONTENT_W, { size: 10 }, { maxLines: 4 });
  t.line(`${word(lang, 'district')}: ${districtName(customer.district, lang)}`, LM, y + 2, LABEL_CONTENT_W, {
    size: 14,
    weight: 'bold',
  });
  rule(doc, LM, TO_BOTTOM, LABEL_CONTENT_W, 'black');

  // The amount to collect and the tracking QR code side by side.
  const qrSize = 84;
  collectBox(
    doc,
    t,
    order,
    lang,
    { x: LM, y: 240, width: LABEL_CONTENT_W - qrSize - 6, height: qrSize },
    { label: 9, amount: 26, due: 'collectCod' },
  );
  drawQr(doc, order.trackUrl, LABEL_W - LM - qrSize, 240, qrSize);

  // The order number as a barcode the courier scans, its digits under it.
  drawCode128(doc, orderDigits(order), { x: LM, y: 332, width: LABEL_CONTENT_W, height: 46 }, { maxModule: 2 });
  t.line(orderDigits(order), LM, 380, LABEL_CONTENT_W, { size: 9 }, 'center');
  t.line(
    `${orderLabel(order, lang)} · ${formatDate(order.placedAt, lang)}`,
    LM,
    397,
    LABEL_CONTENT_W,
    { size: 8.5, color: MUTED },
    'center',
  );
}
