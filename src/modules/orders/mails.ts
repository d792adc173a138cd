import type { Mail } from '~/platform/mail.ts';
import { displayBdMobile } from '~/platform/fields.ts';
import { districtByKey } from '~/platform/districts.ts';
import { formatTaka } from '~/platform/money.ts';
import { type DeliveryOption, type OrderEventKind, TOLD, TOLD_BY_SMS } from './constants.ts';
import type { Order } from './contracts.ts';

/** The page of an order, for links in mail (the shop's public origin, never a request's Host). */
export const orderLink = (origin: string, id: string) => `${origin}/order/${id}`;

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const toHtml = (text: string, link: string) =>
  text
    .split('\n')
    .map((line) => (line === link ? `<p><a href="${escape(link)}">${escape(link)}</a></p>` : line ? `<p>${escape(line)}</p>` : ''))
    .join('\n');

/** How the order comes, in both languages (the mails' way). */
const DELIVERY_WORDS: Record<DeliveryOption, string> = {
  standard: 'Standard delivery / সাধারণ ডেলিভারি',
  express: 'Express delivery / এক্সপ্রেস ডেলিভারি',
  pickup: 'Pick up at the outlet / আউটলেট থেকে সংগ্রহ',
};

function summary(order: Order): string[] {
  const address = order.shippingAddress;
  const district = address.district ? districtByKey(address.district) : undefined;
  const outlet = order.pickupOutlet;
  return [
    ...order.orderItems.map((line) => `${line.qty} × ${line.name} — ${formatTaka(line.price * line.qty)}`),
    `Items / পণ্য: ${formatTaka(order.itemsPrice)}`,
    `${DELIVERY_WORDS[order.delivery]}: ${formatTaka(order.shippingPrice)}`,
    ...(outlet ? [`${outlet.name}, ${outlet.address}, ${outlet.phone}`] : []),
    `Tax / কর: ${formatTaka(order.taxPrice)}`,
    `Total / মোট: ${formatTaka(order.totalPrice)} (${order.paymentMethod})`,
    `${address.address}, ${address.city} ${address.postalCode}${district ? `, ${district.en} / ${district.bn}` : ''}, ${address.country}`,
    `Mobile / মোবাইল: ${displayBdMobile(address.phone)}`,
  ];
}

/** The customer's order confirmation, in English and then Bengali. */
export function confirmationMail(order: Order, shopName: string, origin: string): Mail {
  const link = orderLink(origin, order.id);
  const text = [
    `Hello ${order.user.name},`,
    '',
    `Thank you for your order #${order.number} at ${shopName}. Pay in cash when it is delivered.`,
    '',
    `প্রিয় ${order.user.name}, ${shopName}-এ আপনার অর্ডার #${order.number} পেয়েছি। পণ্য হাতে পেয়ে নগদে দাম দিন।`,
    '',
    ...summary(order),
    '',
    link,
  ].join('\n');
  return { to: order.user.email, subject: `Order #${order.number} received / অর্ডার #${order.number} গৃহীত`, text, html: toHtml(text, link) };
}

/** Where a shopper follows an order without signing in: its number and mobile number fill the form. */
export const trackLink = (origin: string, number: number, phone: string) => `${origin}/track?order=${number}&phone=${encodeURIComponent(displayBdMobile(phone))}`;

/**
 * The order confirmation by SMS, to the order's mobile number: English, then Bengali, short
 * (a Bengali SMS part holds 70 characters), with the link to follow the order.
 */
export function confirmationSms(order: Order, shopName: string, origin: string) {
  const total = formatTaka(order.totalPrice);
  const text = [
    `${shopName}: order #${order.number} received, ${total}, cash on delivery.`,
    `অর্ডার #${order.number} পেয়েছি, ${total}।`,
    trackLink(origin, order.number, order.shippingAddress.phone),
  ].join('\n');
  return { to: order.shippingAddress.phone, text };
}

/** The shop's notice of a new order, to the shop's e-mail address. */
export function newOrderMail(order: Order, shopEmail: string, origin: string): Mail {
  const link = orderLink(origin, order.id);
  const who = order.user.email ? `${order.user.name} <${order.user.email}>` : `${order.user.name} (${displayBdMobile(order.shippingAddress.phone)})`;
  const text = [`New order #${order.number} from ${who}.`, '', ...summary(order), '', link].join('\n');
  return { to: shopEmail, subject: `New order #${order.number} — ${formatTaka(order.totalPrice)}`, text, html: toHtml(text, link) };
}

/** What a customer reads of an order's change of state: a line in English and one in Bengali (the SMS's and the mail's). */
type ToldChange = Exclude<OrderEventKind, 'placed' | 'paid'>;
const CHANGE_WORDS: Record<ToldChange, { en: (n: number) => string; bn: (n: number) => string; subject: string }> = {
  confirmed: {
    en: (n) => `Order #${n} is confirmed: we are getting it ready.`,
    bn: (n) => `অর্ডার #${n} নিশ্চিত হয়েছে, আমরা প্রস্তুত করছি।`,
    subject: 'confirmed / নিশ্চিত',
  },
  packed: {
    en: (n) => `Order #${n} is packed and waits for the courier.`,
    bn: (n) => `অর্ডার #${n} প্যাক হয়েছে, কুরিয়ারের অপেক্ষায়।`,
    subject: 'packed / প্যাক হয়েছে',
  },
  shipped: {
    en: (n) => `Order #${n} is on its way.`,
    bn: (n) => `অর্ডার #${n} পাঠানো হয়েছে।`,
    subject: 'on its way / পাঠানো হয়েছে',
  },
  delivered: {
    en: (n) => `Order #${n} is delivered. Thank you!`,
    bn: (n) => `অর্ডার #${n} পৌঁছে গেছে। ধন্যবাদ!`,
    subject: 'delivered / পৌঁছে গেছে',
  },
  cancelled: { en: (n) => `Order #${n} is cancelled.`, bn: (n) => `অর্ডার #${n} বাতিল হয়েছে।`, subject: 'cancelled / বাতিল' },
  refused: {
    en: (n) => `Order #${n} came back to us: it was refused at the door.`,
    bn: (n) => `অর্ডার #${n} ফেরত এসেছে: গ্রহণ করা হয়নি।`,
    subject: 'refused / গ্রহণ করা হয়নি',
  },
  returned: {
    en: (n) => `We received the return of order #${n}.`,
    bn: (n) => `অর্ডার #${n} এর ফেরত পণ্য পেয়েছি।`,
    subject: 'returned / ফেরত নেওয়া হয়েছে',
  },
  'return-requested': {
    en: (n) => `We have your request to return items of order #${n} and will answer within a day.`,
    bn: (n) => `অর্ডার #${n} এর পণ্য ফেরতের অনুরোধ পেয়েছি, এক দিনের মধ্যে জানাব।`,
    subject: 'return asked / ফেরতের অনুরোধ',
  },
  'return-approved': {
    en: (n) => `Your return of order #${n} is approved: please send the items back.`,
    bn: (n) => `অর্ডার #${n} এর ফেরত অনুমোদিত, পণ্যগুলো ফেরত পাঠান।`,
    subject: 'return approved / ফেরত অনুমোদিত',
  },
  'return-refused': {
    en: (n) => `Your return of order #${n} is not accepted.`,
    bn: (n) => `অর্ডার #${n} এর ফেরতের অনুরোধ গ্রহণ করা হয়নি।`,
    subject: 'return not accepted / ফেরত গ্রহণ করা হয়নি',
  },
  refunded: {
    en: (n) => `We received the items of order #${n} and refunded you.`,
    bn: (n) => `অর্ডার #${n} এর পণ্য পেয়ে টাকা ফেরত দিয়েছি।`,
    subject: 'refunded / টাকা ফেরত',
  },
};

/** A change the customer is told of: what happened, and the note the shop wrote (a cancel's reason, the courier and code). */
export interface ToldEvent {
  kind: OrderEventKind;
  note: string | null;
}

/** A pick-up order packed is ready at the counter: told by SMS too, with where. */
const READY_TO_COLLECT = {
  en: (n: number) => `Order #${n} is ready: collect it at the outlet.`,
  bn: (n: number) => `অর্ডার #${n} প্রস্তুত, আউটলেট থেকে সংগ্রহ করুন।`,
  subject: 'ready to collect / সংগ্রহের জন্য প্রস্তুত',
};

/**
 * The SMS and the mail that tell an order's customer of one change of state (issue 24), each
 * in English then Bengali, with the shop's note and where to follow the order; null for what
 * is not told by that road (TOLD_BY_SMS, TOLD; a customer without an e-mail address).
 */
export function changeMessages(
  order: Order,
  event: ToldEvent,
  shopName: string,
  origin: string,
): { sms: { to: string; text: string } | null; mail: Mail | null } {
  if (!TOLD.includes(event.kind)) return { sms: null, mail: null };
  const ready = event.kind === 'packed' && order.delivery === 'pickup';
  const words = ready ? READY_TO_COLLECT : CHANGE_WORDS[event.kind as ToldChange];
  const outlet = ready && order.pickupOutlet ? [`${order.pickupOutlet.name}, ${order.pickupOutlet.address}`] : [];
  const note = [...outlet, ...(event.note ? [event.note] : [])];
  const track = trackLink(origin, order.number, order.shippingAddress.phone);
  const sms =
    ready || TOLD_BY_SMS.includes(event.kind)
      ? {
          to: order.shippingAddress.phone,
          text: [`${shopName}: ${words.en(order.number)}`, ...note, words.bn(order.number), track].join('\n'),
        }
      : null;
  if (!order.user.email) return { sms, mail: null };
  const link = orderLink(origin, order.id);
  const text = [
    `Hello ${order.user.name},`,
    '',
    words.en(order.number),
    ...note,
    '',
    `প্রিয় ${order.user.name}, ${words.bn(order.number)}`,
    '',
    link,
  ].join('\n');
  return {
    sms,
    mail: { to: order.user.email, subject: `Order #${order.number} ${words.subject}`, text, html: toHtml(text, link) },
  };
}
