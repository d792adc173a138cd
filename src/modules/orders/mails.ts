import type { Mail } from '~/platform/mail.ts';
import { displayBdMobile } from '~/platform/fields.ts';
import { districtByKey } from '~/platform/districts.ts';
import { formatTaka } from '~/platform/money.ts';
import type { DeliveryOption } from './constants.ts';
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
