import { ORDER_STATUSES, type OrderStatus } from '~/modules/orders/constants.ts';
import type { ErrorKind } from '~/platform/errors.ts';
import type { Language, MessageKey, Translate } from './messages.ts';

/**
 * What went wrong with a form, as the server knows it: the contract's or the domain's English
 * message (the spec's texts), and where there is one the zod issue code or the domain error kind.
 */
export interface ErrorSource {
  message: string;
  /** A zod issue code: too_big, too_small, invalid_format, invalid_type, custom, ... */
  code?: string;
  kind?: ErrorKind;
}

type Rule = [pattern: string | RegExp, key: MessageKey, names?: string[]];

// The contracts' and services' messages, each to its catalogue key. A message with a number in
// it (a limit) names the number so the translation can show it.
const KNOWN: Rule[] = [
  ['Passwords do not match', 'error.passwordsDoNotMatch'],
  [/^This code is wrong or has expired\./, 'error.codeInvalid'],
  ['The code is the 6 digits of the SMS', 'error.codeFormat'],
  [/^Your account has no password yet/, 'error.noPasswordYet'],
  ['Name is required', 'error.nameRequired'],
  [/^Name must be at most (\d+) characters$/, 'error.nameTooLong', ['max']],
  [/^Quantity must be a whole number from 1 to (\d+)$/, 'error.quantity', ['max']],
  ['Email is required', 'error.emailRequired'],
  ['Email is too long', 'error.emailTooLong'],
  ['Please enter a valid email address', 'error.emailInvalid'],
  ['Password is required', 'error.passwordRequired'],
  [/^Password must be at least (\d+) characters$/, 'error.passwordTooShort', ['min']],
  [/^Password must be at most (\d+) characters$/, 'error.passwordTooLong', ['max']],
  ['Invalid email or password', 'error.invalidLogin'],
  ['Current password is required to set a new one', 'error.currentPasswordRequired'],
  ['Current password is incorrect', 'error.currentPasswordIncorrect'],
  [/^This reset link is invalid or has expired/, 'error.resetLinkRefused'],
  [/^An account with this email already exists/, 'error.emailTaken'],
  ['That email is used by another account', 'error.emailUsed'],
  [/^Too many attempts\. Please try again in (\d+) minutes?\.$/, 'error.tooManyAttempts', ['minutes']],
  ['Invalid user id', 'error.invalidId'],
  ['User not found', 'error.userNotFound'],
  ['You cannot remove your own admin rights', 'error.ownAdminRights'],
  ['You cannot delete your own account here', 'error.deleteSelf'],
  ['The shop must keep at least one admin', 'error.lastAdmin'],
  ['You have already reviewed this product', 'error.alreadyReviewed'],
  ['Rating must be a whole number from 1 to 5', 'error.rating'],
  ['Comment is required', 'error.commentRequired'],
  [/^Comment must be at most (\d+) characters$/, 'error.commentTooLong', ['max']],
  ['Session expired, please log in again', 'account.sessionExpired'],
  ['Not authorized, please log in', 'error.signIn'],
  ['Title is required', 'error.titleRequired'],
  ['Offer not found', 'error.offerNotFound'],
  ['Notice not found', 'error.noticeNotFound'],
  [/^At most (\d+) offers can be active at once/, 'error.tooManyActiveOffers', ['max']],
  [/must be an image uploaded to the shop/, 'error.imagePath'],
  [/^(.+) still has (\d+) products?\. /, 'error.categoryHasProducts', ['name', 'n']],
  [/^(A category|A brand|This category already has a sub-category) with the slug /, 'error.slugTaken'],
  [/^Home card (\d+) is already /, 'error.homeCardTaken', ['n']],
  ['Category not found', 'error.categoryNotFound'],
  ['Brand not found', 'error.brandNotFound'],
  ['Choose one of the 64 districts', 'error.district'],
  [/ must be an amount in taka$/, 'error.takaAmount'],
  ['Only Cash on Delivery is accepted', 'error.onlyCod'],
  ['A mobile number is required for cash on delivery: add one to the shipping address', 'error.phoneRequired'],
  [/^Mobile number must be a Bangladeshi mobile number/, 'error.mobileInvalid'],
  ['Postal code must be 4 digits', 'error.postalCode'],
  ['Choose a district', 'error.chooseDistrict'],
  ['We deliver within Bangladesh only', 'error.bangladeshOnly'],
  [/^(Address|City|Postal code|Mobile number) is required$/, 'error.fieldRequired'],
  ['Order is empty', 'checkout.orderEmpty'],
  [/^(.+) is out of stock$/, 'error.outOfStock', ['name']],
  [/^Only (\d+) of (.+) left in stock$/, 'error.onlyLeft', ['count', 'name']],
  [/^Prices or shipping changed since you reviewed your order/, 'error.pricesChanged'],
  ['Order not found', 'error.orderNotFound'],
  [/^We found no order with that number and mobile number/, 'error.noSuchOrder'],
  [/^Order number is the number in your confirmation/, 'error.orderNumber'],
  // The order's state names (ORDER_STATUSES) are read in the page's language (order.status.*).
  [/^This order is already (\w+)$/, 'error.orderAlready', ['status']],
  [/^This order is (\w+) and cannot become (\w+)$/, 'error.orderCannotBecome', ['status', 'to']],
  [/^This order is (\w+) and cannot be paid$/, 'error.orderNotPayable', ['status']],
  [/^This order is (\w+): please call us to cancel it$/, 'error.orderCallToCancel', ['status']],
  [/^“(.+)” is already in another group$/, 'error.synonymTaken', ['word']],
  [/^“(.+)” already has a glossary entry$/, 'error.glossaryTermTaken', ['term']],
  [/^A group needs at least (\d+) different words$/, 'error.synonymTooFew', ['min']],
  [/^At most (\d+) words in a group$/, 'error.synonymTooMany', ['max']],
  ['Each word must be one or two words of letters and digits', 'error.synonymWord'],
  ['A paid order can only be cancelled by the shop: please call us', 'error.paidNotCancellable'],
  ['Say why the order is cancelled: the customer reads it', 'error.cancelReasonRequired'],
  ['Express delivery is not offered: choose standard delivery or pick-up', 'error.expressNotOffered'],
  ['Choose the outlet to pick the order up from', 'error.pickupOutletRequired'],
  ['That outlet does not exist: choose one of the list', 'error.noSuchOutlet'],
  [/^This order is (\w+): only a packed order is handed to a courier$/, 'error.notPacked', ['status']],
  [/^This order is already booked with (.+)$/, 'error.alreadyBooked', ['courier']],
  ['A booking of this order is under way: wait for its answer', 'error.bookingUnderWay'],
  [/^Your address book is full \((\d+) addresses\)/, 'error.addressBookFull', ['max']],
  ['Address not found', 'error.addressNotFound'],
  [/^(Full Name|Phone No\.|Subject|Details|Invoice No\.|Title|Body|Reply|Comment) is required$/, 'error.required'],
  [/ must be a Bangladeshi mobile number /, 'error.bdMobile'],
  ['Your request could not be sent', 'error.robot'],
  [/^(Name|Author|Intro) is required$/, 'error.required'],
  // The Bengali versions of the shop's own words and the glossary (docs/decisions/039).
  [/^(?:.+ \(Bengali\)|Bengali name|Bengali) must be at most (\d+) characters$/, 'error.bengaliTooLong', ['max']],
  [/^English name must be at most (\d+) characters$/, 'error.englishNameTooLong', ['max']],
  [/^(Bengali|English name) is required$/, 'error.required'],
  [/ must not contain control characters$/, 'error.controlCharacters'],
  ['Unknown district', 'error.unknownDistrict'],
  [/^(From|To) must be a date such as /, 'error.dateFormat'],
  ['The first day must be on or before the last', 'error.daysReversed'],
  [/^Returns are taken within (\d+) hours of delivery/, 'error.returnWindow', ['hours']],
  [/^(.+) cannot be returned: software and licences are not taken back$/, 'error.notReturnable', ['name']],
  [/^(.+): at most (\d+) can be returned$/, 'error.returnTooMany', ['name', 'max']],
  ['Choose what to return', 'error.chooseReturn'],
  ['This order already has a return', 'error.returnExists'],
  [/^The refund and the charges come to more than the returned items cost \((.+)\)$/, 'error.refundTooMuch', ['amount']],
  [/^Reason is required$/, 'error.required'],
];

// A message no rule knows (a new field, a new rule) still reads in the page's language.
const BY_CODE: Record<string, MessageKey> = {
  too_big: 'error.tooLong',
  too_small: 'error.tooShort',
  invalid_format: 'error.invalidFormat',
};
const BY_KIND: Partial<Record<ErrorKind, MessageKey>> = {
  NOT_FOUND: 'error.notFound',
  FORBIDDEN: 'error.forbidden',
  UNAUTHORIZED: 'error.signIn',
  CONFLICT: 'error.conflict',
  RATE_LIMITED: 'error.rateLimitedNow',
  PAYLOAD_TOO_LARGE: 'error.tooLarge',
  UNAVAILABLE: 'error.unavailable',
};

/** The catalogue key of a known message, with the numbers it carries; undefined when unknown. */
export function errorKey(message: string): { key: MessageKey; values?: Record<string, string> } | undefined {
  for (const [pattern, key, names] of KNOWN) {
    if (typeof pattern === 'string') {
      if (pattern === message) return { key };
      continue;
    }
    const match = pattern.exec(message);
    if (match) return { key, values: Object.fromEntries((names ?? []).map((name, i) => [name, match[i + 1]])) };
  }
  return undefined;
}

/** An order's state named in a message ("This order is packed …"), in the page's language. */
const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
const stateName = (t: Translate, value: string) => (isOrderStatus(value) ? t(`order.status.${value}`) : value);

/**
 * A form error in the page's language. English shows the message itself (the spec's text, word
 * for word); another language shows its catalogue entry, or a general one for the issue code
 * or error kind when the message is not in the catalogue.
 */
export function localizeError(t: Translate, language: Language, error: ErrorSource): string {
  if (language === 'en') return error.message;
  const known = errorKey(error.message);
  // A limit the message carries is a number: the translator writes it in the page's digits.
  if (known)
    return t(
      known.key,
      known.values &&
        Object.fromEntries(
          Object.entries(known.values).map(([name, value]) => [name, /^\d+$/.test(value) ? Number(value) : stateName(t, value)]),
        ),
    );
  const fallback = (error.code && BY_CODE[error.code]) || (error.kind && BY_KIND[error.kind]) || 'error.invalidField';
  return t(fallback);
}
