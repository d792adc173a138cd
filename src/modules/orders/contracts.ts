import { z } from 'zod';
import { QuantitySchema } from '~/modules/cart/contracts.ts';
import { DISTRICT_KEYS, DISTRICTS, type DistrictKey } from '~/platform/districts.ts';
import { bdMobile, multiLine, singleLine, takaAmount } from '~/platform/fields.ts';
import { numeric } from '~/platform/numeric.ts';
import { asciiDigits } from '~/platform/numerals.ts';
import { MAX_TRACKING_FIELD_LENGTH } from '~/platform/courier.ts';
import { CASH_ON_DELIVERY, COUNTRY, DELIVERY_OPTIONS, MAX_ADDRESS_LENGTH, MAX_CITY_LENGTH, MAX_COUNTRY_LENGTH, MAX_IDEMPOTENCY_KEY_LENGTH, MAX_ORDER_NOTE_LENGTH, MAX_ORDER_NUMBER_LENGTH, MAX_ORDER_SEARCH_LENGTH, MAX_REFUND_REFERENCE_LENGTH, MAX_RETURN_REASON_LENGTH, ORDER_EVENT_KINDS, ORDER_STATUSES, POSTAL_CODE_LENGTH, REFUND_METHODS, type DeliveryOption, type OrderEventKind, type OrderStatus, type RefundMethod, type ReturnState, type ShipmentState } from './constants.ts';

export { CASH_ON_DELIVERY, COUNTRY, DELIVERY_OPTIONS, MAX_ADDRESS_LENGTH, MAX_CITY_LENGTH, MAX_COUNTRY_LENGTH, MAX_IDEMPOTENCY_KEY_LENGTH, MAX_ORDER_NOTE_LENGTH, ORDER_EVENT_KINDS, ORDER_STATUSES, POSTAL_CODE_LENGTH, type OrderEventKind, type OrderStatus };

export const ONLY_COD = 'Only Cash on Delivery is accepted';
export const ORDER_IS_EMPTY = 'Order is empty';
export const PHONE_REQUIRED = 'A mobile number is required for cash on delivery: add one to the shipping address';

/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;
/** An order holds at most this many different products. */
export const MAX_ORDER_LINES = 100;
/** A refund or its charges: at most this many taka (more than any order). */
const MAX_REFUND_TAKA = 10_000_000;
export const ORDERS_PAGE_SIZE = 20;
const MAX_ORDER_NUMBER = 2_000_000_000;

const address = singleLine({ label: 'Address', min: 1, max: MAX_ADDRESS_LENGTH });
const city = singleLine({ label: 'City', min: 1, max: MAX_CITY_LENGTH });
// Bangladeshi postal codes are four digits (Khulna 9100, Dhaka 1000).
// Typed on a Bengali keyboard as often as not (৯১০০): stored in ASCII digits like mobile numbers.
const postalCode = singleLine({ label: 'Postal code', min: 1, max: 20 }).overwrite(asciiDigits).regex(/^\d{4}$/, 'Postal code must be 4 digits');
// The shop delivers within Bangladesh (its 64 districts); the field keeps the spec's shape.
const country = singleLine({ label: 'Country', max: MAX_COUNTRY_LENGTH })
  .optional()
  .transform((value) => value || COUNTRY)
  .refine((value) => /^(bangladesh|বাংলাদেশ)$/i.test(value), 'We deliver within Bangladesh only')
  .transform(() => COUNTRY);
const district = z.enum(DISTRICT_KEYS, { error: 'Choose a district' });
const phone = bdMobile();

/** The address form (shipping step, address book): every field required; the country defaults to Bangladesh. */
export const AddressInputSchema = z.object({ address, city, postalCode, country, district, phone });
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const AddressIdSchema = z.uuid({ error: 'Address not found' });
export const OrderIdSchema = z.uuid({ error: 'Order not found' });

/** The shipping step's forms: use a saved address, save a new one (and use it), or delete one. */
export const ShippingFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('use'), addressId: AddressIdSchema }),
  AddressInputSchema.extend({ intent: z.literal('new') }),
  z.object({ intent: z.literal('delete'), addressId: AddressIdSchema }),
]);

const paymentMethod = singleLine({ label: 'Payment method', max: 50 })
  .optional()
  .transform((value) => value || CASH_ON_DELIVERY)
  .refine((value) => /^(cash on delivery|cod)$/i.test(value), ONLY_COD)
  .transform(() => CASH_ON_DELIVERY);

/** How the order reaches the customer; a pick-up names the outlet (the refusal of a missing one is the flow's, with the outlet looked up). */
export const DeliveryChoiceSchema = z.object({
  delivery: z.enum(DELIVERY_OPTIONS, { error: `Delivery must be one of ${DELIVERY_OPTIONS.join(', ')}` }).default('standard'),
  pickupOutlet: z.preprocess((value) => (value === '' ? undefined : value), z.uuid({ error: 'Invalid outlet id' }).optional()),
});
export type DeliveryChoice = z.infer<typeof DeliveryChoiceSchema>;

/** The payment step: how the order comes, and Cash on Delivery, the only way to pay (docs/requirements/core-shop.md §5). */
export const PaymentFormSchema = z.object({ paymentMethod, ...DeliveryChoiceSchema.shape });

/**
 * `POST /api/orders`, the spec's payload (docs/requirements/core-shop.md §7). Only the product ids and quantities
 * of `orderItems` are read; names, images and every price a client sends are dropped and
 * computed by the server. The shipping address may leave out the district (then read from the
 * city when it names one) and the mobile number (then the account's, from its default address).
 */
export const OrderInputSchema = z.object({
  orderItems: z
    .array(z.object({ product: z.uuid({ error: 'Invalid product id' }), qty: QuantitySchema }), { error: ORDER_IS_EMPTY })
    .min(1, ORDER_IS_EMPTY)
    .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} different products`)
    .refine((items) => new Set(items.map((item) => item.product)).size === items.length, 'Each product may appear only once in an order'),
  shippingAddress: z.object({ address, city, postalCode, country, district: district.optional(), phone: phone.optional() }, { error: 'Shipping address is required' }),
  paymentMethod,
  ...DeliveryChoiceSchema.shape,
});
export type OrderInput = z.infer<typeof OrderInputSchema>;

/** The Idempotency-Key header of `POST /api/orders` and the place-order form's one-time token. */
export const IdempotencyKeySchema = singleLine({ label: 'Idempotency key', min: 1, max: MAX_IDEMPOTENCY_KEY_LENGTH });

/** The Place Order button: its one-time token, and the total the page showed (poisha). */
export const PlaceOrderFormSchema = z.object({
  idempotencyKey: IdempotencyKeySchema,
  expectedTotal: numeric('Invalid total', z.number().int().min(0)),
});

export { MAX_ORDER_NUMBER_LENGTH };
const ORDER_NUMBER_FORMAT = 'Order number is the number in your confirmation, such as 100123';

/**
 * `/track?order=N&phone=P`: an order's number (as the SMS or mail shows it, `#` and Bengali
 * digits allowed) and the mobile number it ships to.
 */
export const TrackQuerySchema = z.object({
  order: singleLine({ label: 'Order number', min: 1, max: MAX_ORDER_NUMBER_LENGTH, messages: { tooLong: ORDER_NUMBER_FORMAT } })
    .transform((value) => asciiDigits(value).replace(/^#/, ''))
    .pipe(z.string().regex(/^\d{1,10}$/, ORDER_NUMBER_FORMAT))
    .transform(Number)
    .pipe(z.number().int().min(1, ORDER_NUMBER_FORMAT).max(MAX_ORDER_NUMBER, ORDER_NUMBER_FORMAT)),
  phone: bdMobile(),
});
export type TrackQuery = z.infer<typeof TrackQuerySchema>;

/** What the admin list's search box finds an order by: its number, the mobile number it ships to, or the customer's name. */
export type OrderSearch = { by: 'number'; number: number } | { by: 'phone'; phone: string } | { by: 'name'; name: string };
const ORDER_NUMBER = /^#?\d{1,10}$/;
const mobile = bdMobile();
const searchText = singleLine({ label: 'Search', max: MAX_ORDER_SEARCH_LENGTH })
  .optional()
  .transform((value): OrderSearch | undefined => {
    if (!value) return undefined;
    const digits = asciiDigits(value).replace(/\s/g, '');
    const number = mobile.safeParse(value);
    if (number.success) return { by: 'phone', phone: number.data };
    if (ORDER_NUMBER.test(digits)) return { by: 'number', number: Math.min(Number(digits.replace('#', '')), MAX_ORDER_NUMBER) };
    return { by: 'name', name: value };
  });
// A filter left empty (the form's "All", a cleared date) is no filter.
const choice = <const T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z
    .enum(['', ...values], { error })
    .optional()
    .transform((value) => (value || undefined) as T[number] | undefined);
const day = (label: string) =>
  z
    .string({ error: `${label} must be a date such as 2026-12-04` })
    .max(10, `${label} must be a date such as 2026-12-04`)
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.iso.date({ error: `${label} must be a date such as 2026-12-04` }).optional());

/**
 * The admin order list's filters (`GET /api/orders`, `/admin/orderlist`, `/admin/orders/export.csv`):
 * the state, the courier a parcel went with, the delivery option, the district, the days it was
 * placed on (Bangladesh time, both inclusive) and a search by number, mobile number or name.
 */
const orderFilters = {
  status: choice(ORDER_STATUSES, 'Unknown status'),
  delivery: choice(DELIVERY_OPTIONS, `Delivery must be one of ${DELIVERY_OPTIONS.join(', ')}`),
  courier: singleLine({ label: 'Courier', max: MAX_TRACKING_FIELD_LENGTH })
    .optional()
    .transform((value) => value || undefined),
  district: choice(DISTRICT_KEYS, 'Unknown district'),
  from: day('From'),
  to: day('To'),
  q: searchText,
};
/** A span of days reads forwards. */
const daysInOrder = <T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) =>
  schema.refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    message: 'The first day must be on or before the last',
    path: ['to'],
  });
export const OrderFiltersSchema = daysInOrder(z.object(orderFilters));
export type OrderFilters = z.infer<typeof OrderFiltersSchema>;

export const OrderListQuerySchema = daysInOrder(
  z.object({
    ...orderFilters,
    pageNumber: z.coerce.number({ error: 'pageNumber must be a number' }).int('pageNumber must be a whole number').min(1, 'pageNumber must be 1 or more').max(100_000).default(1),
  }),
);
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** A note on a change of state; empty is none. */
const OrderNoteSchema = multiLine({ label: 'Note', max: MAX_ORDER_NOTE_LENGTH })
  .optional()
  .transform((note) => note || null);

/** `PUT /api/orders/{id}/status`: the state an admin moves an order to, and why. */
export const OrderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(', ')}` }),
  note: OrderNoteSchema,
});
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;

/** An admin hands a packed order to a courier by hand: its name and tracking code, and a tracking page if it has one. */
export const ManualShipmentSchema = z.object({
  courierName: singleLine({ label: 'Courier', min: 1, max: MAX_TRACKING_FIELD_LENGTH }),
  trackingCode: singleLine({ label: 'Tracking code', min: 1, max: MAX_TRACKING_FIELD_LENGTH }),
  trackingUrl: z.preprocess((value) => (value === '' ? undefined : value), z.url({ protocol: /^https?$/, error: 'The tracking link must be an http(s) address' }).max(500, 'The tracking link is too long').optional()),
});
export type ManualShipment = z.infer<typeof ManualShipmentSchema>;

const returnLine = z.object({
  line: numeric(
    'Line must be a line of the order',
    z
      .number()
      .int('Line must be a line of the order')
      .min(1, 'Line must be a line of the order')
      .max(MAX_ORDER_LINES, 'Line must be a line of the order'),
  ),
  qty: QuantitySchema,
});

/** `POST /api/orders/{id}/returns`: the order's lines and units to send back, and why. */
export const ReturnRequestSchema = z.object({
  reason: multiLine({ label: 'Reason', min: 1, max: MAX_RETURN_REASON_LENGTH }),
  lines: z
    .array(returnLine, { error: 'Choose what to return' })
    .min(1, 'Choose what to return')
    .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} lines`)
    .refine((lines) => new Set(lines.map((l) => l.line)).size === lines.length, 'Name each line once'),
});
export type ReturnRequest = z.infer<typeof ReturnRequestSchema>;

/** `PUT /api/orders/{id}/returns`: the shop approves or refuses a return, with a word for the customer. */
export const ReturnDecisionSchema = z.object({
  decision: z.enum(['approve', 'refuse'], { error: 'Decision must be approve or refuse' }),
  note: OrderNoteSchema,
});
export type ReturnDecision = z.infer<typeof ReturnDecisionSchema>;

/** `POST /api/orders/{id}/returns/refund`: the units arrived; what was paid back, how, the charges kept and a reference. */
export const RefundSchema = z.object({
  method: z.enum(REFUND_METHODS, { error: `Method must be one of ${REFUND_METHODS.join(', ')}` }),
  amount: takaAmount({ label: 'Refund', max: MAX_REFUND_TAKA }),
  charges: z.preprocess(
    (value) => (value === '' || value === undefined ? 0 : value),
    takaAmount({ label: 'Charges', max: MAX_REFUND_TAKA }),
  ),
  reference: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      singleLine({ label: 'Reference', max: MAX_REFUND_REFERENCE_LENGTH }).optional(),
    )
    .transform((value) => value || null),
});
export type Refund = z.infer<typeof RefundSchema>;

/** The return form's "qty3" fields (units of line 3; 0 or empty: not returned) read as the API's lines. */
function returnFormLines(fields: unknown) {
  if (typeof fields !== 'object' || fields === null || (fields as { intent?: unknown }).intent !== 'return') return fields;
  const lines = Object.entries(fields).flatMap(([name, qty]) => {
    const line = /^qty(\d{1,3})$/.exec(name)?.[1];
    return line && qty !== '' && qty !== '0' ? [{ line, qty }] : [];
  });
  return { ...fields, lines };
}

/** What an admin or the customer does to an order from its page or the admin list. */
export const OrderActionFormSchema = z.preprocess(
  returnFormLines,
  z.discriminatedUnion('intent', [
    z.object({ intent: z.literal('pay'), id: OrderIdSchema }),
    z.object({ intent: z.literal('deliver'), id: OrderIdSchema }),
    z.object({ intent: z.literal('confirm'), id: OrderIdSchema }),
    z.object({ intent: z.literal('cancel'), id: OrderIdSchema, note: OrderNoteSchema }),
    z.object({ intent: z.literal('move'), id: OrderIdSchema, ...OrderStatusChangeSchema.shape }),
    z.object({ intent: z.literal('ship'), id: OrderIdSchema, ...ManualShipmentSchema.shape }),
    z.object({ intent: z.literal('book'), id: OrderIdSchema }),
    z.object({ intent: z.literal('return'), id: OrderIdSchema, ...ReturnRequestSchema.shape }),
    z.object({ intent: z.literal('decide-return'), id: OrderIdSchema, ...ReturnDecisionSchema.shape }),
    z.object({ intent: z.literal('refund'), id: OrderIdSchema, ...RefundSchema.shape }),
  ]),
);

/** A shipping address as an order keeps it (a copy) and as the address book stores it. */
export interface ShippingAddress {
  address: string;
  city: string;
  postalCode: string;
  country: string;
  /** A key of src/platform/districts.ts; null when an API client named none we know. */
  district: DistrictKey | null;
  /** E.164: +8801712345678. */
  phone: string;
}

/** An order's parcel with a courier (ADR 042): booking, booked (what the customer follows) or failed (why). */
export interface OrderShipment {
  courier: string;
  state: ShipmentState;
  trackingCode: string | null;
  trackingUrl: string | null;
  /** The courier's last status word. */
  courierStatus: string | null;
  /** Why the last booking failed. */
  error: string | null;
}

/** The outlet a pick-up order waits at, copied into the order when it is placed. */
export interface PickupOutlet {
  id: string;
  name: string;
  nameBn: string | null;
  address: string;
  addressBn: string | null;
  phone: string;
}

export interface SavedAddress extends ShippingAddress {
  id: string;
  district: DistrictKey;
  isDefault: boolean;
}

export interface OrderLine {
  /** The product's id; null once the product is deleted (the line stays as sold). */
  product: string | null;
  name: string;
  image: string;
  /** The price charged per unit (poisha). */
  price: number;
  qty: number;
}

export interface OrderEvent {
  kind: OrderEventKind;
  by: string;
  at: Date;
  note: string | null;
}

export interface Order {
  id: string;
  number: number;
  user: { id: string; name: string; email: string };
  orderItems: OrderLine[];
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  delivery: DeliveryOption;
  pickupOutlet: PickupOutlet | null;
  shipment: OrderShipment | null;
  itemsPrice: number;
  shippingPrice: number;
  taxPrice: number;
  totalPrice: number;
  isPaid: boolean;
  paidAt: Date | null;
  isDelivered: boolean;
  deliveredAt: Date | null;
  isCancelled: boolean;
  cancelledAt: Date | null;
  status: OrderStatus;
  createdAt: Date;
  history: OrderEvent[];
  /** The customer's return, or null; a refused one stays shown until another is asked. */
  orderReturn: OrderReturn | null;
}

/** A return of an order's units (the seed's refund policy) and, once received, its refund. */
export interface OrderReturn {
  id: string;
  state: ReturnState;
  reason: string;
  /** The order's lines (1 is its first) and the units of each asked back. */
  lines: { line: number; qty: number }[];
  decisionNote: string | null;
  refund: { method: RefundMethod; amount: number; charges: number; reference: string | null } | null;
  requestedAt: Date;
  decidedAt: Date | null;
  receivedAt: Date | null;
}

/** A row of My Orders and the admin list. */
export interface OrderSummary {
  id: string;
  number: number;
  user: { id: string; name: string; email: string };
  /** The names of its products, and how many units in all. */
  itemNames: string[];
  totalQty: number;
  totalPrice: number;
  isPaid: boolean;
  paidAt: Date | null;
  isDelivered: boolean;
  deliveredAt: Date | null;
  isCancelled: boolean;
  status: OrderStatus;
  createdAt: Date;
}

/** How the other orders to one mobile number ended. */
export interface PastOrders {
  total: number;
  delivered: number;
  refused: number;
  returned: number;
}

/** A row of the admin list: a summary, and what the shop judges an order by before phoning. */
export interface AdminOrderSummary extends OrderSummary {
  delivery: DeliveryOption;
  /** E.164, the shipping address's mobile number. */
  phone: string;
  district: DistrictKey | null;
  pastOrders: PastOrders;
}

/** The district a city names, when it names one ("Khulna", "khulna ", "খুলনা"). */
export function districtOfCity(city: string): DistrictKey | null {
  const wanted = city.trim().toLowerCase();
  return DISTRICTS.find((d) => d.en.toLowerCase() === wanted || d.bn === wanted)?.key ?? null;
}
