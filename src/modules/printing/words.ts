/**
 * The printed documents' own words in English and Bengali. A module cannot read the web's
 * catalogues (src/web/i18n), so the few words an invoice and a parcel label print live here.
 */
import type { DeliveryOption } from '~/modules/orders/constants.ts';

export type Lang = 'en' | 'bn';

const en = {
  invoice: 'Invoice',
  orderNumber: 'Order #{number}',
  continued: 'Order #{number} (continued)',
  placed: 'Placed {date}',
  deliverTo: 'Deliver to',
  to: 'To',
  from: 'From',
  phone: 'Phone',
  email: 'E-mail',
  district: 'District',
  delivery: 'Delivery',
  payment: 'Payment',
  paid: 'Paid',
  cashOnDelivery: 'Cash on delivery',
  item: 'Item',
  qty: 'Qty',
  unitPrice: 'Unit price',
  lineTotal: 'Total',
  itemsTotal: 'Items total',
  deliveryFee: 'Delivery fee',
  tax: 'Tax',
  total: 'Total',
  toCollect: 'Amount to collect',
  collectCod: 'Collect (COD)',
  paidNothingToCollect: 'Paid: collect nothing',
  scanToTrack: 'Scan to track',
  thanks: 'Thank you for shopping with {shop}!',
  'option.standard': 'Standard delivery',
  'option.express': 'Express delivery',
  'option.pickup': 'Pick up at the outlet',
} as const;

export type WordKey = keyof typeof en;

const bn: Record<WordKey, string> = {
  invoice: 'ইনভয়েস',
  orderNumber: 'অর্ডার #{number}',
  continued: 'অর্ডার #{number} (আগের পাতার পর)',
  placed: 'অর্ডারের তারিখ {date}',
  deliverTo: 'প্রাপক',
  to: 'প্রাপক',
  from: 'প্রেরক',
  phone: 'ফোন',
  email: 'ই-মেইল',
  district: 'জেলা',
  delivery: 'ডেলিভারি',
  payment: 'পেমেন্ট',
  paid: 'পরিশোধিত',
  cashOnDelivery: 'ক্যাশ অন ডেলিভারি',
  item: 'পণ্য',
  qty: 'পরিমাণ',
  unitPrice: 'একক মূল্য',
  lineTotal: 'মোট',
  itemsTotal: 'পণ্যের মোট',
  deliveryFee: 'ডেলিভারি চার্জ',
  tax: 'কর',
  total: 'সর্বমোট',
  toCollect: 'আদায় করতে হবে',
  collectCod: 'আদায় করুন (ক্যাশ অন ডেলিভারি)',
  paidNothingToCollect: 'পরিশোধিত: কিছু আদায় করবেন না',
  scanToTrack: 'স্ক্যান করে ট্র্যাক করুন',
  thanks: '{shop} থেকে কেনাকাটার জন্য ধন্যবাদ!',
  'option.standard': 'সাধারণ ডেলিভারি',
  'option.express': 'এক্সপ্রেস ডেলিভারি',
  'option.pickup': 'দোকান থেকে সংগ্রহ',
};

const WORDS: Record<Lang, Record<WordKey, string>> = { en, bn };

/** A word in `lang`, its `{name}` places filled in. */
export function word(lang: Lang, key: WordKey, values: Record<string, string> = {}): string {
  return WORDS[lang][key].replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
}

/** How the order travels: the option's name, and for a pick-up the outlet it waits at. */
export function deliveryText(option: DeliveryOption, pickupOutlet: string | null, lang: Lang): string {
  const label = word(lang, `option.${option}`);
  return pickupOutlet ? `${label}: ${pickupOutlet}` : label;
}
