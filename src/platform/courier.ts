import { invalid } from './errors.ts';
import { taka, toTaka, type Poisha } from './money.ts';

/**
 * How a parcel reaches the customer (ADR 042). Two kinds of provider, told apart by `kind`, so a
 * caller cannot book through one that has no API:
 * - `manual` (default, no set-up): an admin hands the parcel to any courier and types the
 *   courier's name and tracking code; `record` only checks and shapes what was typed.
 * - `api`: a courier booked through its HTTP API. Steadfast Courier's API v1 is the one we have.
 */
export type CourierProvider = ManualCourier | CourierApi;

/** What an order keeps to tell the customer where the parcel is. */
export interface TrackingRecord {
  courierName: string;
  trackingCode: string;
  /** A page the customer can open; null when the courier has none we know of. */
  trackingUrl: string | null;
}

export interface ManualCourier {
  readonly kind: 'manual';
  readonly name: 'manual';
  /** Checks what the admin typed; makes no call anywhere. Throws DomainError INVALID. */
  record(typed: { courierName: string; trackingCode: string; trackingUrl?: string }): TrackingRecord;
}

/** A parcel to book. */
export interface Parcel {
  /** Our order number: the courier's `invoice`, one consignment per invoice. Letters, digits, - and _. */
  invoice: string;
  recipientName: string;
  /** E.164, as the shop stores it: +8801712345678. */
  recipientPhone: string;
  recipientAddress: string;
  /** The cash the courier collects, in poisha (ADR 003); 0 for a paid order. */
  codPoisha: Poisha;
  /** Delivery instructions the rider reads. */
  note?: string;
}

/** A booked parcel: the courier's consignment. */
export interface Consignment extends TrackingRecord {
  consignmentId: string;
  /** The courier's delivery status word (STEADFAST_DELIVERY_STATUSES); read it with courierStatusToOrderState. */
  status: string;
}

/** How to name a consignment when asking the courier about it. */
export type ConsignmentRef = { consignmentId: string } | { invoice: string } | { trackingCode: string };

/** One parcel of a bulk booking: its consignment, or why it has none. */
export type BulkResult = { invoice: string; consignment: Consignment } | { invoice: string; error: CourierError };

export interface CourierApi {
  readonly kind: 'api';
  readonly name: string;
  /** Books one parcel. Throws CourierError; read its `outcome` before doing anything else. */
  book(parcel: Parcel): Promise<Consignment>;
  /**
   * Books up to MAX_BULK_PARCELS parcels in one request, each with its own result. Throws
   * CourierError when the request as a whole got no usable answer (then no result is known).
   */
  bookMany(parcels: Parcel[]): Promise<BulkResult[]>;
  /** The courier's delivery status word, or null when it says it has no such consignment. */
  status(ref: ConsignmentRef): Promise<string | null>;
  /** What the courier owes the shop (collected cash less charges), in poisha. */
  balance(): Promise<Poisha>;
}

/**
 * Why a booking (or a question) got no usable answer, and what the caller must do next:
 * - `retry`: the courier was never reached, or refused before creating anything (an HTTP error,
 *   the keys refused, too many requests): booking again cannot make a second consignment;
 * - `failed`: the courier refused this parcel for good (a bad phone number, an address too long):
 *   the message is the courier's; booking again with the same data fails again;
 * - `duplicate`: the courier already has a consignment for this invoice: nothing was created now;
 *   never book again, look the existing one up (`status({ invoice })`);
 * - `unknown`: the request may have reached the courier but no answer said what happened (a
 *   time-out, a connection cut, an answer we cannot read): the consignment may exist, so look it
 *   up by invoice before booking again, and book again only when the courier says it has none.
 */
export type CourierOutcome = 'retry' | 'failed' | 'duplicate' | 'unknown';

export class CourierError extends Error {
  constructor(
    readonly outcome: CourierOutcome,
    message: string,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}

/** Steadfast's delivery statuses, as its API v1 documentation lists them. */
export const STEADFAST_DELIVERY_STATUSES = [
  'pending',
  'delivered_approval_pending',
  'partial_delivered_approval_pending',
  'cancelled_approval_pending',
  'unknown_approval_pending',
  'delivered',
  'partial_delivered',
  'cancelled',
  'hold',
  'in_review',
  'unknown',
] as const;

// What a courier's word means for the order (src/modules/orders/constants.ts: shipped → delivered
// or refused). Only final words move an order; a word still awaiting Steadfast's approval, a
// partial delivery and an unknown status are for an admin to read, not to act on.
const ORDER_STATE_OF: Record<string, 'shipped' | 'delivered' | 'refused'> = {
  // Picked up and on its way, or held by the courier: it is out of the shop's hands.
  pending: 'shipped',
  hold: 'shipped',
  delivered: 'delivered',
  // Steadfast's cancelled is a parcel that was not delivered and comes back: the customer refused
  // it at the door or could not be reached. The shop's word for that is refused.
  cancelled: 'refused',
};

/**
 * The order state a courier's delivery status calls for, or null for no change: `in_review`
 * (booked, not yet picked up), the `…_approval_pending` words (wait for Steadfast's final word),
 * `partial_delivered` (part came back: an admin decides), `unknown` and anything undocumented.
 * The caller moves the order only along ORDER_TRANSITIONS; an order already there stays.
 */
export function courierStatusToOrderState(status: string): 'shipped' | 'delivered' | 'refused' | null {
  return Object.hasOwn(ORDER_STATE_OF, status) ? ORDER_STATE_OF[status] : null;
}

/** The most parcels one bulk booking may carry (Steadfast API v1: "Maximum 500 items are allowed"). */
export const MAX_BULK_PARCELS = 500;
/** How long a typed courier name or tracking code may be. */
export const MAX_TRACKING_FIELD_LENGTH = 80;

/** The customer's tracking page for a Steadfast tracking code (not in the API documentation: ADR 042). */
export const steadfastTrackingUrl = (trackingCode: string) => `https://steadfast.com.bd/t/${encodeURIComponent(trackingCode)}`;

export function manualCourier(): ManualCourier {
  return {
    kind: 'manual',
    name: 'manual',
    record(typed) {
      const courierName = typed.courierName.trim();
      const trackingCode = typed.trackingCode.trim();
      const url = typed.trackingUrl?.trim() || undefined;
      if (!courierName || courierName.length > MAX_TRACKING_FIELD_LENGTH)
        throw invalid(`The courier's name must be 1 to ${MAX_TRACKING_FIELD_LENGTH} characters`);
      if (!trackingCode || trackingCode.length > MAX_TRACKING_FIELD_LENGTH)
        throw invalid(`The tracking code must be 1 to ${MAX_TRACKING_FIELD_LENGTH} characters`);
      if (url !== undefined && !isWebAddress(url)) throw invalid('The tracking link must be an http(s) address');
      // A Steadfast parcel booked by hand (in Steadfast's own panel) still has Steadfast's page.
      const trackingUrl = url ?? (/^steadfast\b/i.test(courierName) ? steadfastTrackingUrl(trackingCode) : null);
      return { courierName, trackingCode, trackingUrl };
    },
  };
}

function isWebAddress(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

export interface SteadfastOptions {
  /** The API's base, https://portal.packzy.com/api/v1. */
  url: string;
  apiKey: string;
  secretKey: string;
  timeoutMs: number;
}

// Steadfast API v1: an invoice is letters, digits, hyphens and underscores; the phone is 11 digits.
const INVOICE = /^[A-Za-z0-9_-]+$/;
const BD_MOBILE_E164 = /^\+880(1[3-9]\d{8})$/;
// Errors raised before a request left: sending again cannot double it.
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
// A refusal that "already exists" names: Laravel's unique rule says "The invoice has already been taken."
const DUPLICATE_WORDS = /already been taken|already exists?|duplicate|must be unique/i;

interface Answer {
  http: number;
  /** The parsed JSON; undefined when the answer is not JSON. */
  json: unknown;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Steadfast Courier's API v1 (portal.packzy.com/api/v1): JSON with the `Api-Key` and `Secret-Key`
 * headers; `POST /create_order`, `POST /create_order/bulk-order` (`data`: the parcels as a JSON
 * string), `GET /status_by_cid/{id}`, `/status_by_invoice/{invoice}`,
 * `/status_by_trackingcode/{code}` and `/get_balance`.
 */
export function steadfastCourier(options: SteadfastOptions): CourierApi {
  const base = options.url.replace(/\/+$/, '');

  async function send(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        // Accept: without it a Laravel app may answer a refused request with a redirect, not JSON.
        headers: {
          'Api-Key': options.apiKey,
          'Secret-Key': options.secretKey,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw classifyFetchError(error, options.timeoutMs);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { http: response.status, json };
  }

  return {
    kind: 'api',
    name: 'steadfast',

    async book(parcel) {
      const answer = await send('POST', '/create_order', steadfastParcel(parcel));
      const consignment = isRecord(answer.json) ? readConsignment(answer.json.consignment, parcel.invoice) : null;
      if (isSuccess(answer) && consignment) return consignment;
      // One invoice, one consignment: a second create_order for it is refused as a duplicate, so
      // an HTTP error answer (even one sent after the consignment was made) is safe to retry.
      throw refusal(answer, 'retry');
    },

    async bookMany(parcels) {
      if (parcels.length === 0 || parcels.length > MAX_BULK_PARCELS)
        throw new CourierError('failed', `A bulk booking takes 1 to ${MAX_BULK_PARCELS} parcels, not ${parcels.length}`);
      const invoices = parcels.map((parcel) => parcel.invoice);
      if (new Set(invoices).size !== invoices.length) throw new CourierError('failed', 'A bulk booking names each invoice once');
      const results = new Map<string, BulkResult>();
      const items: Json[] = [];
      for (const parcel of parcels) {
        try {
          items.push(steadfastParcel(parcel));
        } catch (error) {
          if (!(error instanceof CourierError)) throw error;
          results.set(parcel.invoice, { invoice: parcel.invoice, error });
        }
      }
      if (items.length > 0) {
        // As Steadfast's documentation and its own Laravel package send it: `data` is a JSON string.
        const answer = await send('POST', '/create_order/bulk-order', { data: JSON.stringify(items) });
        const list = Array.isArray(answer.json)
          ? answer.json
          : isRecord(answer.json) && Array.isArray(answer.json.data)
            ? answer.json.data
            : undefined;
        // A bulk booking has no duplicate guard to lean on (the documentation's own example books
        // one invoice four times): an error answer may come after some parcels were booked.
        if (!isSuccess(answer) || !list) throw refusal(answer, 'unknown');
        for (const item of items) {
          const invoice = String(item.invoice);
          const echoed = list.find((entry) => isRecord(entry) && String(entry.invoice) === invoice);
          results.set(invoice, bulkResult(invoice, echoed));
        }
      }
      return invoices.map((invoice) => results.get(invoice)!);
    },

    async status(ref) {
      const path =
        'consignmentId' in ref
          ? `/status_by_cid/${encodeURIComponent(ref.consignmentId)}`
          : 'invoice' in ref
            ? `/status_by_invoice/${encodeURIComponent(ref.invoice)}`
            : `/status_by_trackingcode/${encodeURIComponent(ref.trackingCode)}`;
      const answer = await send('GET', path);
      const status = isRecord(answer.json) ? answer.json.delivery_status : undefined;
      if (isSuccess(answer) && typeof status === 'string' && status) return status;
      // Only a plain "not found" means there is none: an unreadable answer never does.
      if (statusCode(answer) === 404 && isRecord(answer.json)) return null;
      throw refusal(answer, 'retry');
    },

    async balance() {
      const answer = await send('GET', '/get_balance');
      const amount = isRecord(answer.json) ? Number(answer.json.current_balance ?? Number.NaN) : Number.NaN;
      if (isSuccess(answer) && Number.isFinite(amount)) return taka(amount);
      throw refusal(answer, 'retry');
    },
  };
}

/** Our parcel in Steadfast's field names; throws CourierError `failed` for what it would refuse anyway. */
function steadfastParcel(parcel: Parcel): Json {
  const phone = BD_MOBILE_E164.exec(parcel.recipientPhone);
  if (!phone)
    throw new CourierError(
      'failed',
      `The recipient's phone ${parcel.recipientPhone} is not a Bangladeshi mobile number (+8801…)`,
    );
  if (!INVOICE.test(parcel.invoice))
    throw new CourierError('failed', `The invoice ${parcel.invoice} may only have letters, digits, hyphens and underscores`);
  if (!Number.isSafeInteger(parcel.codPoisha) || parcel.codPoisha < 0)
    throw new CourierError('failed', `The amount to collect must be whole poisha, not below zero (${parcel.codPoisha})`);
  return {
    invoice: parcel.invoice,
    recipient_name: parcel.recipientName,
    // Steadfast wants the 11 digits people write: 01712345678.
    recipient_phone: `0${phone[1]}`,
    recipient_address: parcel.recipientAddress,
    cod_amount: toTaka(parcel.codPoisha),
    ...(parcel.note ? { note: parcel.note } : {}),
  };
}

function readConsignment(value: unknown, invoice: string): Consignment | null {
  if (!isRecord(value)) return null;
  const id = value.consignment_id;
  const code = value.tracking_code;
  if ((typeof id !== 'number' && typeof id !== 'string') || id === '' || typeof code !== 'string' || !code) return null;
  // An answer about another invoice is not an answer about ours.
  if (value.invoice !== undefined && String(value.invoice) !== invoice) return null;
  return {
    courierName: 'Steadfast',
    consignmentId: String(id),
    trackingCode: code,
    trackingUrl: steadfastTrackingUrl(code),
    // A bulk answer's `status` says success or error; a new consignment is in review (create_order's answer).
    status: typeof value.status === 'string' && value.status !== 'success' ? value.status : 'in_review',
  };
}

function bulkResult(invoice: string, echoed: unknown): BulkResult {
  if (!isRecord(echoed))
    return { invoice, error: new CourierError('unknown', `Steadfast's bulk answer did not mention invoice ${invoice}`) };
  if (echoed.status === 'success') {
    const consignment = readConsignment(echoed, invoice);
    if (consignment) return { invoice, consignment };
    return {
      invoice,
      error: new CourierError('unknown', `Steadfast booked invoice ${invoice} without a consignment id or tracking code`),
    };
  }
  if (echoed.status === 'error' && (echoed.consignment_id === null || echoed.consignment_id === undefined)) {
    const reasons = reasonsOf(echoed);
    if (reasons.length > 0)
      return {
        invoice,
        error: new CourierError(
          isDuplicate(echoed) ? 'duplicate' : 'failed',
          `Steadfast refused the parcel: ${reasons.join('; ')}`,
        ),
      };
    // The documented bulk answer gives no reason: booking the parcel alone is safe and says why.
    return {
      invoice,
      error: new CourierError(
        'retry',
        `Steadfast did not book invoice ${invoice} in the bulk order and gave no reason; book it alone to see why`,
      ),
    };
  }
  return { invoice, error: new CourierError('unknown', `Steadfast's bulk answer for invoice ${invoice} is unreadable`) };
}

// The status an answer carries: the HTTP one, unless a 2xx answer names another in its body
// (Steadfast's answers repeat it as `status`: 200).
function statusCode(answer: Answer): number {
  const inBody = isRecord(answer.json) ? Number(answer.json.status) : Number.NaN;
  return answer.http >= 200 && answer.http < 300 && Number.isInteger(inBody) && inBody >= 100 ? inBody : answer.http;
}

const isSuccess = (answer: Answer) => {
  const code = statusCode(answer);
  return code >= 200 && code < 300;
};

/** What a refusal means, from its status and reasons; `serverError` is the outcome of a 5xx. */
function refusal(answer: Answer, serverError: CourierOutcome): CourierError {
  const code = statusCode(answer);
  const body = isRecord(answer.json) ? answer.json : undefined;
  const reasons = body ? reasonsOf(body) : [];
  if (code === 401 || code === 403) return new CourierError('retry', `Steadfast refused the API key and secret key (${code})`);
  if (code === 429) return new CourierError('retry', 'Steadfast asked for fewer requests (429)');
  if (code >= 500) return new CourierError(serverError, `Steadfast answered HTTP ${code}`);
  if ((code === 400 || code === 422) && body && reasons.length > 0)
    return new CourierError(isDuplicate(body) ? 'duplicate' : 'failed', `Steadfast refused the parcel: ${reasons.join('; ')}`);
  // Any other HTTP error: the courier, or a proxy before it, did not take the request.
  if (code >= 300)
    return new CourierError('retry', `Steadfast answered HTTP ${code}${reasons.length > 0 ? `: ${reasons.join('; ')}` : ''}`);
  return new CourierError('unknown', `Steadfast answered HTTP ${answer.http} with nothing we can read`);
}

// A refusal's reasons: Laravel-style `errors` ({ field: [message] }), else its `message`.
function reasonsOf(body: Json): string[] {
  if (isRecord(body.errors)) {
    const messages = Object.values(body.errors)
      .flatMap((value) => (Array.isArray(value) ? value : [value]))
      .filter((m): m is string => typeof m === 'string' && m !== '');
    if (messages.length > 0) return messages;
  }
  return typeof body.message === 'string' && body.message ? [body.message] : [];
}

function isDuplicate(body: Json): boolean {
  const onInvoice = isRecord(body.errors) ? [body.errors.invoice].flat() : [];
  if (onInvoice.some((message) => typeof message === 'string' && DUPLICATE_WORDS.test(message))) return true;
  return typeof body.message === 'string' && /invoice/i.test(body.message) && DUPLICATE_WORDS.test(body.message);
}

function classifyFetchError(error: unknown, timeoutMs: number): CourierError {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError')
    return new CourierError('unknown', `Steadfast did not answer within ${timeoutMs} ms`);
  const code = (error as { cause?: { code?: string } }).cause?.code;
  if (code && NOT_CONNECTED.has(code)) return new CourierError('retry', `Steadfast could not be reached (${code})`);
  return new CourierError('unknown', `Steadfast request failed (${code ?? (error as Error).message})`);
}
