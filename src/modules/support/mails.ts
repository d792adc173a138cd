import type { Ticket } from './contracts.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function asHtml(text: string, link: string) {
  return text
    .split('\n')
    .map((line) => (line === link ? `<p><a href="${escape(link)}">${escape(link)}</a></p>` : line ? `<p>${escape(line)}</p>` : ''))
    .join('\n');
}

/** The confirmation of a complaint or service request, in English and then Bengali. */
export function ticketMail(ticket: Ticket, link: string) {
  const text = [
    `Hello ${ticket.name},`,
    '',
    `We have received your request "${ticket.title}". Your ticket number is ${ticket.number}. We will review it and follow up with you as soon as possible.`,
    'Follow your ticket and read our answers here:',
    link,
    '',
    '---',
    '',
    `প্রিয় ${ticket.name},`,
    '',
    `আপনার অনুরোধ "${ticket.title}" আমরা পেয়েছি। আপনার টিকিট নম্বর ${ticket.number}। আমরা যত দ্রুত সম্ভব যোগাযোগ করব।`,
    link,
  ].join('\n');
  return { subject: `Ticket ${ticket.number}: we have your request / টিকিট ${ticket.number}`, text, html: asHtml(text, link) };
}

/** The shop's answer to a ticket. */
export function replyMail(ticket: Ticket, message: string, link: string) {
  const text = [
    `Hello ${ticket.name},`,
    '',
    `Our answer to your ticket ${ticket.number} ("${ticket.title}"):`,
    '',
    message,
    '',
    link,
    '',
    '---',
    '',
    `টিকিট ${ticket.number}-এর উত্তর উপরে দেওয়া হলো।`,
  ].join('\n');
  return { subject: `Ticket ${ticket.number}: our answer / টিকিট ${ticket.number}-এর উত্তর`, text, html: asHtml(text, link) };
}
