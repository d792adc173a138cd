// The printing module's face: the invoice and the parcel label as PDF, and the shape they print.
export { invoicePdf, labelPdf, MAX_PRINTED_ORDERS, type PrintableOrder } from './documents.ts';
export { printableOrder, printableShop, type PrintableShop } from './printable-order.ts';
export type { Lang } from './words.ts';
