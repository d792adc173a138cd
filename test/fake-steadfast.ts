import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Steadfast Courier on 127.0.0.1 speaking its API v1 as documented (ADR 042): JSON with the
 * Api-Key and Secret-Key headers; POST /create_order, POST /create_order/bulk-order (`data`: the
 * parcels as a JSON string, at most 500), GET /status_by_cid/{id}, /status_by_invoice/{invoice},
 * /status_by_trackingcode/{code} and /get_balance. Where the documentation is silent (a refused
 * key, a validation error, a duplicate invoice, an unknown consignment) it answers as ADR 042
 * assumes: `{ status, message, errors? }` with that HTTP status.
 */
export const FAKE_STEADFAST_KEYS = { apiKey: 'fake-api-key', secretKey: 'fake-secret-key' } as const;

/** What the next request meets instead of the fake's own answer. */
export type FakeFault =
  /** Takes the request and never answers (the client's time-out fires). */
  | 'hang'
  /** Cuts the connection without an answer. */
  | 'reset'
  | {
      /** Answers with this HTTP status and body (a 500, an HTML maintenance page). */
      answer?: { status: number; body: string };
      hang?: true;
      reset?: true;
      /** Does the request's work first (books the parcel), then hangs, resets or answers as above. */
      afterWork?: true;
    };

export interface FakeConsignment {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  status: string;
  note: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body; undefined when there was none. */
  body: unknown;
}

export interface FakeSteadfast {
  /** The API's base, as STEADFAST_URL takes it: http://127.0.0.1:PORT/api/v1. */
  url: string;
  /** Every consignment booked, in order. */
  consignments: FakeConsignment[];
  /** Every request received, in order. */
  requests: ReceivedRequest[];
  /** The next requests meet these faults, one each, in order. */
  script(...faults: FakeFault[]): void;
  /** Moves a consignment on, as the courier's riders would. */
  setStatus(invoice: string, status: string): void;
  setBalance(taka: number): void;
  /** Forgets consignments, requests and faults. */
  reset(): void;
  close(): Promise<void>;
}

const BASE = '/api/v1';
const MAX_BULK_ITEMS = 500;
const INVOICE = /^[A-Za-z0-9_-]+$/;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export async function startFakeSteadfast(): Promise<FakeSteadfast> {
  const consignments: FakeConsignment[] = [];
  const requests: ReceivedRequest[] = [];
  let faults: FakeFault[] = [];
  let balance = 0;
  let nextId = 1424107;
  const hanging: ServerResponse[] = [];

  // Steadfast's timestamps look like 2021-03-21T07:05:31.000000Z.
  const now = () => new Date().toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

  function validate(item: Json): Record<string, string[]> {
    const errors: Record<string, string[]> = {};
    const text = (field: string, max: number) => {
      const value = item[field];
      if (typeof value !== 'string' || value.trim() === '') errors[field] = [`The ${field.replace('_', ' ')} field is required.`];
      else if (value.length > max) errors[field] = [`The ${field.replace('_', ' ')} may not be greater than ${max} characters.`];
    };
    text('invoice', 255);
    if (!errors.invoice && !INVOICE.test(String(item.invoice)))
      errors.invoice = ['The invoice may only contain letters, numbers, dashes and underscores.'];
    else if (!errors.invoice && consignments.some((c) => c.invoice === item.invoice))
      errors.invoice = ['The invoice has already been taken.'];
    text('recipient_name', 100);
    if (typeof item.recipient_phone !== 'string' || !/^\d{11}$/.test(item.recipient_phone))
      errors.recipient_phone = ['The recipient phone must be 11 digits.'];
    text('recipient_address', 250);
    const cod = Number(item.cod_amount);
    if (item.cod_amount === undefined || item.cod_amount === null || item.cod_amount === '' || !Number.isFinite(cod) || cod < 0) {
      errors.cod_amount = ['The cod amount must be a number not less than 0.'];
    }
    return errors;
  }

  function book(item: Json): FakeConsignment {
    const id = nextId++;
    const at = now();
    const consignment: FakeConsignment = {
      consignment_id: id,
      invoice: String(item.invoice),
      tracking_code: (0x15baeb8a + id).toString(16).toUpperCase().slice(-8),
      recipient_name: String(item.recipient_name),
      recipient_phone: String(item.recipient_phone),
      recipient_address: String(item.recipient_address),
      cod_amount: Number(item.cod_amount),
      status: 'in_review',
      note: typeof item.note === 'string' ? item.note : null,
      created_at: at,
      updated_at: at,
    };
    consignments.push(consignment);
    return consignment;
  }

  const refused = (errors: Record<string, string[]>) => ({ status: 400, message: Object.values(errors)[0][0], errors });

  /** The fake's own answer: [HTTP status, JSON body]. */
  function work(method: string, path: string, headers: IncomingMessage['headers'], body: unknown): [number, unknown] {
    if (headers['api-key'] !== FAKE_STEADFAST_KEYS.apiKey || headers['secret-key'] !== FAKE_STEADFAST_KEYS.secretKey) {
      return [401, { status: 401, message: 'Unauthorized.' }];
    }
    if (!path.startsWith(`${BASE}/`)) return [404, { status: 404, message: 'Not Found' }];
    const route = path.slice(BASE.length);
    if (method === 'POST' && route === '/create_order') {
      if (!isRecord(body)) return [400, refused({ invoice: ['The invoice field is required.'] })];
      const errors = validate(body);
      if (Object.keys(errors).length > 0) return [400, refused(errors)];
      return [200, { status: 200, message: 'Consignment has been created successfully.', consignment: book(body) }];
    }
    if (method === 'POST' && route === '/create_order/bulk-order') {
      let items: unknown;
      try {
        items = isRecord(body) && typeof body.data === 'string' ? JSON.parse(body.data) : undefined;
      } catch {
        items = undefined;
      }
      if (!Array.isArray(items) || items.length === 0)
        return [400, refused({ data: ['The data field must be a JSON encoded array.'] })];
      if (items.length > MAX_BULK_ITEMS)
        return [400, refused({ data: [`The data may not have more than ${MAX_BULK_ITEMS} items.`] })];
      // Each item is echoed back with its consignment, or with nulls and "error" (no reason given).
      return [
        200,
        items.map((raw) => {
          const item = isRecord(raw) ? raw : {};
          const ok = Object.keys(validate(item)).length === 0;
          const made = ok ? book(item) : null;
          return {
            invoice: item.invoice ?? null,
            recipient_name: item.recipient_name ?? null,
            recipient_address: item.recipient_address ?? null,
            recipient_phone: item.recipient_phone ?? null,
            cod_amount: Number(item.cod_amount ?? 0).toFixed(2),
            note: item.note ?? null,
            consignment_id: made?.consignment_id ?? null,
            tracking_code: made?.tracking_code ?? null,
            status: ok ? 'success' : 'error',
          };
        }),
      ];
    }
    if (method === 'GET' && route === '/get_balance') return [200, { status: 200, current_balance: balance }];
    const lookup = /^\/status_by_(cid|invoice|trackingcode)\/([^/]+)$/.exec(route);
    if (method === 'GET' && lookup) {
      const key = decodeURIComponent(lookup[2]);
      const found = consignments.find((c) =>
        lookup[1] === 'cid'
          ? String(c.consignment_id) === key
          : lookup[1] === 'invoice'
            ? c.invoice === key
            : c.tracking_code === key,
      );
      if (!found) return [404, { status: 404, message: 'Consignment not found.' }];
      return [200, { status: 200, delivery_status: found.status }];
    }
    return [404, { status: 404, message: 'Not Found' }];
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = undefined;
    }
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?')[0];
    requests.push({ method, path, headers: request.headers, body });
    const next = faults.shift();
    const fault: Exclude<FakeFault, string> | undefined =
      next === 'hang' ? { hang: true } : next === 'reset' ? { reset: true } : next;
    const [status, json] = fault && !fault.afterWork ? [0, null] : work(method, path, request.headers, body);
    if (fault?.hang) return void hanging.push(response);
    if (fault?.reset) return void request.socket.destroy();
    if (fault?.answer)
      return void response.writeHead(fault.answer.status, { 'content-type': 'text/html' }).end(fault.answer.body);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${BASE}`,
    consignments,
    requests,
    script: (...next) => void faults.push(...next),
    setStatus(invoice, status) {
      const found = consignments.find((c) => c.invoice === invoice);
      if (!found) throw new Error(`The fake Steadfast has no consignment for invoice ${invoice}`);
      found.status = status;
      found.updated_at = now();
    },
    setBalance: (taka) => void (balance = taka),
    reset() {
      consignments.length = 0;
      requests.length = 0;
      faults = [];
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
