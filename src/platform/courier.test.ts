import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_STEADFAST_KEYS, startFakeSteadfast, type FakeSteadfast } from '../../test/fake-steadfast.ts';
import { DomainError } from './errors.ts';
import {
  CourierError,
  courierStatusToOrderState,
  manualCourier,
  MAX_BULK_PARCELS,
  STEADFAST_DELIVERY_STATUSES,
  steadfastCourier,
  type CourierApi,
  type CourierOutcome,
  type Parcel,
} from './courier.ts';

const TIMEOUT_MS = 300;
let fake: FakeSteadfast;
let steadfast: CourierApi;

const parcel = (invoice: string, overrides: Partial<Parcel> = {}): Parcel => ({
  invoice,
  recipientName: 'Rahim Uddin',
  recipientPhone: '+8801712345678',
  recipientAddress: 'House 17/1, Road 3/A, Dhanmondi, Dhaka-1209',
  codPoisha: 106_000,
  ...overrides,
});

/** The CourierError a promise rejects with; fails the test when it resolves or throws anything else. */
async function refusal(promise: Promise<unknown>): Promise<CourierError> {
  const error = await promise.then(
    (value) => {
      throw new Error(`Expected a CourierError, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(CourierError);
  return error as CourierError;
}

const outcome = async (promise: Promise<unknown>): Promise<[CourierOutcome, string]> => {
  const error = await refusal(promise);
  return [error.outcome, error.message];
};

/** A port nothing listens on: the request never leaves. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  fake = await startFakeSteadfast();
  steadfast = steadfastCourier({ url: fake.url, ...FAKE_STEADFAST_KEYS, timeoutMs: TIMEOUT_MS });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('Steadfast: booking one parcel', () => {
  it('sends the documented request and answers the consignment with its tracking page', async () => {
    const consignment = await steadfast.book(parcel('100001', { codPoisha: 106_050, note: 'Call before coming' }));
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v1/create_order' });
    expect(request.headers).toMatchObject({
      'api-key': 'fake-api-key',
      'secret-key': 'fake-secret-key',
      'content-type': 'application/json',
    });
    // The 11 digits Steadfast wants, and taka with decimals.
    expect(request.body).toEqual({
      invoice: '100001',
      recipient_name: 'Rahim Uddin',
      recipient_phone: '01712345678',
      recipient_address: 'House 17/1, Road 3/A, Dhanmondi, Dhaka-1209',
      cod_amount: 1060.5,
      note: 'Call before coming',
    });
    const [booked] = fake.consignments;
    expect(consignment).toEqual({
      courierName: 'Steadfast',
      consignmentId: String(booked.consignment_id),
      trackingCode: booked.tracking_code,
      trackingUrl: `https://steadfast.com.bd/t/${booked.tracking_code}`,
      status: 'in_review',
    });
  });

  it('leaves out a note that is not given', async () => {
    await steadfast.book(parcel('100002', { codPoisha: 0 }));
    expect(fake.requests[0].body).not.toHaveProperty('note');
    expect(fake.requests[0].body).toMatchObject({ cod_amount: 0 });
  });

  it('recognises a second booking of an invoice as a duplicate, and the first stays the only one', async () => {
    const first = await steadfast.book(parcel('100003'));
    const [kind, message] = await outcome(steadfast.book(parcel('100003')));
    expect(kind).toBe('duplicate');
    expect(message).toBe('Steadfast refused the parcel: The invoice has already been taken.');
    expect(fake.consignments).toHaveLength(1);
    // What a caller does next: ask about the one that exists.
    expect(await steadfast.status({ invoice: '100003' })).toBe('in_review');
    expect(await steadfast.status({ consignmentId: first.consignmentId })).toBe('in_review');
  });

  it('recognises a duplicate said in a message only, or in a 200 answer whose body says 400', async () => {
    const taken = JSON.stringify({ status: 400, message: 'The invoice has already been taken.' });
    fake.script({ answer: { status: 400, body: taken } }, { answer: { status: 200, body: taken } });
    expect((await outcome(steadfast.book(parcel('100004'))))[0]).toBe('duplicate');
    expect((await outcome(steadfast.book(parcel('100004'))))[0]).toBe('duplicate');
    // Another refusal of the invoice is not a duplicate.
    fake.script({
      answer: { status: 422, body: JSON.stringify({ status: 422, errors: { invoice: ['The invoice format is invalid.'] } }) },
    });
    expect((await outcome(steadfast.book(parcel('100004'))))[0]).toBe('failed');
  });

  it("gives up on a parcel the courier refuses, with the courier's message", async () => {
    const [kind, message] = await outcome(
      steadfast.book(parcel('100005', { recipientAddress: 'x'.repeat(251), recipientName: '' })),
    );
    expect(kind).toBe('failed');
    expect(message).toBe(
      'Steadfast refused the parcel: The recipient name field is required.; The recipient address may not be greater than 250 characters.',
    );
    expect(fake.consignments).toHaveLength(0);
  });

  it('refuses, without asking the courier, a phone that is not a Bangladeshi mobile, an invoice with other signs or an amount in part-poisha', async () => {
    for (const bad of [
      { recipientPhone: '+447700900123' },
      { recipientPhone: '01712345678' },
      { invoice: 'ORD 1' },
      { codPoisha: 10.5 },
      { codPoisha: -100 },
    ]) {
      expect((await outcome(steadfast.book(parcel('100006', bad))))[0]).toBe('failed');
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Steadfast: what a booking without a usable answer means', () => {
  it('retries an HTTP error: nothing was booked, and booking again books once', async () => {
    fake.script({ answer: { status: 500, body: '<h1>Server Error</h1>' } }, { answer: { status: 503, body: '' } });
    expect(await outcome(steadfast.book(parcel('100010')))).toEqual(['retry', 'Steadfast answered HTTP 500']);
    expect(await outcome(steadfast.book(parcel('100010')))).toEqual(['retry', 'Steadfast answered HTTP 503']);
    expect(fake.consignments).toHaveLength(0);
    await steadfast.book(parcel('100010'));
    expect(fake.consignments.map((c) => c.invoice)).toEqual(['100010']);
  });

  it('retries a 500 sent after the consignment was made: the second booking is a duplicate, never a second parcel', async () => {
    fake.script({ answer: { status: 500, body: 'Server Error' }, afterWork: true });
    expect((await outcome(steadfast.book(parcel('100011'))))[0]).toBe('retry');
    expect((await outcome(steadfast.book(parcel('100011'))))[0]).toBe('duplicate');
    expect(fake.consignments).toHaveLength(1);
  });

  it('retries when the keys are refused', async () => {
    const wrongKeys = steadfastCourier({ url: fake.url, apiKey: 'fake-api-key', secretKey: 'wrong', timeoutMs: TIMEOUT_MS });
    expect(await outcome(wrongKeys.book(parcel('100012')))).toEqual([
      'retry',
      'Steadfast refused the API key and secret key (401)',
    ]);
    expect(fake.consignments).toHaveLength(0);
  });

  it('retries when the courier cannot be reached', async () => {
    const unreachable = steadfastCourier({
      url: `http://127.0.0.1:${await closedPort()}/api/v1`,
      ...FAKE_STEADFAST_KEYS,
      timeoutMs: TIMEOUT_MS,
    });
    expect(await outcome(unreachable.book(parcel('100013')))).toEqual(['retry', 'Steadfast could not be reached (ECONNREFUSED)']);
  });

  it('calls a time-out unknown: the parcel may be booked, and the lookup by invoice finds it', async () => {
    fake.script({ hang: true, afterWork: true });
    const started = Date.now();
    expect(await outcome(steadfast.book(parcel('100014')))).toEqual([
      'unknown',
      `Steadfast did not answer within ${TIMEOUT_MS} ms`,
    ]);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect(await steadfast.status({ invoice: '100014' })).toBe('in_review');
    // A time-out before anything was done: the lookup says there is none, so booking is safe.
    fake.script('hang');
    expect((await outcome(steadfast.book(parcel('100015'))))[0]).toBe('unknown');
    expect(await steadfast.status({ invoice: '100015' })).toBeNull();
  });

  it('calls a cut connection unknown, before or after the courier did the work', async () => {
    fake.script('reset', { reset: true, afterWork: true });
    expect((await outcome(steadfast.book(parcel('100016'))))[0]).toBe('unknown');
    expect((await outcome(steadfast.book(parcel('100017'))))[0]).toBe('unknown');
    expect(fake.consignments.map((c) => c.invoice)).toEqual(['100017']);
  });

  it('calls an answer it cannot read unknown: a page, a 200 without a consignment, a consignment of another invoice', async () => {
    const other = JSON.stringify({
      status: 200,
      consignment: { consignment_id: 1, invoice: '999999', tracking_code: 'ABCD1234', status: 'in_review' },
    });
    fake.script(
      { answer: { status: 200, body: '<html>maintenance</html>' } },
      { answer: { status: 200, body: JSON.stringify({ status: 200, message: 'Consignment has been created successfully.' }) } },
      { answer: { status: 200, body: other } },
    );
    expect(await outcome(steadfast.book(parcel('100018')))).toEqual([
      'unknown',
      'Steadfast answered HTTP 200 with nothing we can read',
    ]);
    expect((await outcome(steadfast.book(parcel('100018'))))[0]).toBe('unknown');
    expect((await outcome(steadfast.book(parcel('100018'))))[0]).toBe('unknown');
  });
});

describe('Steadfast: booking in bulk', () => {
  it('books many in one documented request and answers each parcel: booked, refused, refused without a reason, never sent', async () => {
    await steadfast.book(parcel('100020'));
    fake.requests.length = 0;
    const results = await steadfast.bookMany([
      parcel('100021', { recipientPhone: '+8801812345678', codPoisha: 50_000 }),
      parcel('100022', { recipientAddress: 'x'.repeat(300) }),
      parcel('100020'),
      parcel('100023', { recipientPhone: '+88012345' }),
    ]);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/api/v1/create_order/bulk-order' });
    expect(request.headers).toMatchObject({ 'api-key': 'fake-api-key', 'secret-key': 'fake-secret-key' });
    // `data` is the parcels as a JSON string; the one with a bad phone was never sent.
    const { data } = request.body as { data: string };
    expect(typeof data).toBe('string');
    expect((JSON.parse(data) as { invoice: string }[]).map((item) => item.invoice)).toEqual(['100021', '100022', '100020']);
    expect(JSON.parse(data)[0]).toMatchObject({ recipient_phone: '01812345678', cod_amount: 500 });

    expect(results.map((result) => result.invoice)).toEqual(['100021', '100022', '100020', '100023']);
    const booked = fake.consignments.find((c) => c.invoice === '100021')!;
    expect(results[0]).toEqual({
      invoice: '100021',
      consignment: {
        courierName: 'Steadfast',
        consignmentId: String(booked.consignment_id),
        trackingCode: booked.tracking_code,
        trackingUrl: `https://steadfast.com.bd/t/${booked.tracking_code}`,
        status: 'in_review',
      },
    });
    const outcomes = results.map((result) => ('error' in result ? result.error.outcome : 'booked'));
    expect(outcomes).toEqual(['booked', 'retry', 'retry', 'failed']);
    expect(fake.consignments.map((c) => c.invoice)).toEqual(['100020', '100021']);
  });

  it('reads the answer wrapped in data with reasons per parcel, and calls a parcel it does not mention unknown', async () => {
    const answer = {
      data: [
        { invoice: '100030', consignment_id: 11543968, tracking_code: 'B025A038', status: 'success' },
        {
          invoice: '100031',
          consignment_id: null,
          tracking_code: null,
          status: 'error',
          errors: { invoice: ['The invoice has already been taken.'] },
        },
        {
          invoice: '100032',
          consignment_id: null,
          tracking_code: null,
          status: 'error',
          message: 'The recipient phone must be 11 digits.',
        },
      ],
    };
    fake.script({ answer: { status: 200, body: JSON.stringify(answer) } });
    const results = await steadfast.bookMany(['100030', '100031', '100032', '100033'].map((invoice) => parcel(invoice)));
    expect(results[0]).toMatchObject({
      consignment: { consignmentId: '11543968', trackingCode: 'B025A038', trackingUrl: 'https://steadfast.com.bd/t/B025A038' },
    });
    const errors = results.map((result) => ('error' in result ? [result.error.outcome, result.error.message] : null));
    expect(errors.slice(1)).toEqual([
      ['duplicate', 'Steadfast refused the parcel: The invoice has already been taken.'],
      ['failed', 'Steadfast refused the parcel: The recipient phone must be 11 digits.'],
      ['unknown', "Steadfast's bulk answer did not mention invoice 100033"],
    ]);
  });

  it('calls an HTTP error of a bulk booking unknown, for some parcels may be booked; a refused connection stays retry', async () => {
    fake.script(
      { answer: { status: 504, body: 'Gateway Time-out' }, afterWork: true },
      { answer: { status: 200, body: 'not json' } },
    );
    expect(await outcome(steadfast.bookMany([parcel('100040'), parcel('100041')]))).toEqual([
      'unknown',
      'Steadfast answered HTTP 504',
    ]);
    expect(fake.consignments).toHaveLength(2);
    expect((await outcome(steadfast.bookMany([parcel('100042')])))[0]).toBe('unknown');
    const unreachable = steadfastCourier({
      url: `http://127.0.0.1:${await closedPort()}/api/v1`,
      ...FAKE_STEADFAST_KEYS,
      timeoutMs: TIMEOUT_MS,
    });
    expect((await outcome(unreachable.bookMany([parcel('100043')])))[0]).toBe('retry');
  });

  it('refuses, without asking, an empty batch, more than 500 parcels or an invoice named twice', async () => {
    const many = Array.from({ length: MAX_BULK_PARCELS + 1 }, (_, i) => parcel(String(200_000 + i)));
    expect(await outcome(steadfast.bookMany([]))).toEqual(['failed', 'A bulk booking takes 1 to 500 parcels, not 0']);
    expect(await outcome(steadfast.bookMany(many))).toEqual(['failed', 'A bulk booking takes 1 to 500 parcels, not 501']);
    expect((await outcome(steadfast.bookMany([parcel('100050'), parcel('100050')])))[0]).toBe('failed');
    expect(fake.requests).toHaveLength(0);
  });

  it('books 500 parcels in one request', async () => {
    const results = await steadfast.bookMany(Array.from({ length: MAX_BULK_PARCELS }, (_, i) => parcel(`B-${i}`)));
    expect(results.every((result) => 'consignment' in result)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    expect(fake.consignments).toHaveLength(MAX_BULK_PARCELS);
  });
});

describe('Steadfast: questions', () => {
  it('asks the status by consignment id, invoice and tracking code, and sees it move', async () => {
    const consignment = await steadfast.book(parcel('INV-100060_a'));
    fake.setStatus('INV-100060_a', 'delivered');
    expect(await steadfast.status({ consignmentId: consignment.consignmentId })).toBe('delivered');
    expect(await steadfast.status({ invoice: 'INV-100060_a' })).toBe('delivered');
    expect(await steadfast.status({ trackingCode: consignment.trackingCode })).toBe('delivered');
    expect(fake.requests.slice(1).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /api/v1/status_by_cid/${consignment.consignmentId}`,
      'GET /api/v1/status_by_invoice/INV-100060_a',
      `GET /api/v1/status_by_trackingcode/${consignment.trackingCode}`,
    ]);
    expect(fake.requests[1].headers).toMatchObject({ 'api-key': 'fake-api-key', 'secret-key': 'fake-secret-key' });
  });

  it('answers null only when the courier says it has no such consignment, never for an answer it cannot read', async () => {
    expect(await steadfast.status({ invoice: '100061' })).toBeNull();
    expect(await steadfast.status({ trackingCode: 'a/b?c' })).toBeNull();
    expect(fake.requests[1].path).toBe('/api/v1/status_by_trackingcode/a%2Fb%3Fc');
    fake.script(
      { answer: { status: 404, body: '<html>Not Found</html>' } },
      { answer: { status: 200, body: '{"status":200}' } },
      'reset',
    );
    expect((await outcome(steadfast.status({ invoice: '100061' })))[0]).toBe('retry');
    expect((await outcome(steadfast.status({ invoice: '100061' })))[0]).toBe('unknown');
    expect((await outcome(steadfast.status({ invoice: '100061' })))[0]).toBe('unknown');
  });

  it('reads the balance in poisha', async () => {
    fake.setBalance(12_345.5);
    expect(await steadfast.balance()).toBe(1_234_550);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/get_balance' });
    fake.script({ answer: { status: 200, body: '{"status":200}' } });
    expect((await outcome(steadfast.balance()))[0]).toBe('unknown');
  });
});

describe('what a courier status means for the order', () => {
  it('moves an order only on the final words: delivered, and cancelled as refused at the door', () => {
    const mapped = Object.fromEntries(STEADFAST_DELIVERY_STATUSES.map((status) => [status, courierStatusToOrderState(status)]));
    expect(mapped).toEqual({
      pending: 'shipped',
      hold: 'shipped',
      in_review: null,
      delivered: 'delivered',
      cancelled: 'refused',
      delivered_approval_pending: null,
      partial_delivered_approval_pending: null,
      cancelled_approval_pending: null,
      unknown_approval_pending: null,
      partial_delivered: null,
      unknown: null,
    });
    expect(courierStatusToOrderState('lost_in_transit')).toBeNull();
    expect(courierStatusToOrderState('toString')).toBeNull();
  });
});

describe('the manual courier', () => {
  const manual = manualCourier();

  it('only shapes what the admin typed, with no booking to call', () => {
    expect(manual.kind).toBe('manual');
    expect('book' in manual).toBe(false);
    expect(
      manual.record({
        courierName: ' Pathao ',
        trackingCode: ' DH1234 ',
        trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=DH1234',
      }),
    ).toEqual({
      courierName: 'Pathao',
      trackingCode: 'DH1234',
      trackingUrl: 'https://merchant.pathao.com/tracking?consignment_id=DH1234',
    });
    expect(manual.record({ courierName: 'Sundarban', trackingCode: '7781', trackingUrl: ' ' })).toEqual({
      courierName: 'Sundarban',
      trackingCode: '7781',
      trackingUrl: null,
    });
    // A Steadfast parcel booked in Steadfast's own panel still links to its page.
    expect(manual.record({ courierName: 'Steadfast Courier', trackingCode: '15BAEB8A' }).trackingUrl).toBe(
      'https://steadfast.com.bd/t/15BAEB8A',
    );
  });

  it('refuses an empty name or code, a code too long, and a link that is not a web address', () => {
    for (const typed of [
      { courierName: ' ', trackingCode: 'X1' },
      { courierName: 'Pathao', trackingCode: '' },
      { courierName: 'Pathao', trackingCode: 'x'.repeat(81) },
      { courierName: 'Pathao', trackingCode: 'X1', trackingUrl: 'javascript:alert(1)' },
    ]) {
      expect(() => manual.record(typed)).toThrow(DomainError);
    }
  });
});
