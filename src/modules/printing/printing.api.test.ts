import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../test/auth.ts';
import { makeProduct, makeSettings, SHIPPING_ADDRESS } from '../../../test/factories.ts';
import { MAX_PRINTED_ORDERS } from './documents.ts';

/** The pages of a PDF: its page objects (PDFKit writes the dictionaries uncompressed). */
const pagesOf = (body: Buffer) => body.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

// Issue 24: the invoice for the customer and the shop, the label and any selection for the shop.
describe('invoices and parcel labels as PDF', () => {
  const t = useTestApp();
  let admin: SignedIn;
  let customer: SignedIn;
  let stranger: SignedIn;
  const ids: string[] = [];

  beforeAll(async () => {
    await makeSettings(t.db);
    [admin, customer, stranger] = await Promise.all([signInAdmin(t.app, t.db), signUp(t.app, { name: 'Rahim' }), signUp(t.app)]);
    for (let i = 0; i < 2; i++) {
      const product = await makeProduct(t.db, { countInStock: 5 });
      const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(customer), payload: { orderItems: [{ product: product.id, qty: 1 }], shippingAddress: SHIPPING_ADDRESS } });
      ids.push(placed.json()._id);
    }
  });

  const get = (url: string, who?: SignedIn) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });

  it('gives the customer their own invoice, in English or Bengali, kept out of shared caches', async () => {
    for (const lang of ['en', 'bn']) {
      const answer = await get(`/order/${ids[0]}/invoice.pdf?lang=${lang}`, customer);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pagesOf(answer.rawPayload)).toBe(1);
    }
    // Bengali and English are different documents.
    expect((await get(`/order/${ids[0]}/invoice.pdf?lang=bn`, customer)).rawPayload.equals((await get(`/order/${ids[0]}/invoice.pdf`, customer)).rawPayload)).toBe(false);
  });

  it('hides an order from everyone else, and the label and selections from customers', async () => {
    expect((await get(`/order/${ids[0]}/invoice.pdf`)).statusCode).toBe(401);
    expect((await get(`/order/${ids[0]}/invoice.pdf`, stranger)).statusCode).toBe(404);
    expect((await get(`/order/${ids[0]}/label.pdf`, customer)).statusCode).toBe(403);
    expect((await get(`/admin/orders/labels.pdf?ids=${ids[0]}`, customer)).statusCode).toBe(403);
    expect((await get(`/order/${ids[0]}/label.pdf`, admin)).statusCode).toBe(200);
    expect((await get(`/order/${ids[0]}/invoice.pdf`, admin)).statusCode).toBe(200);
  });

  it('prints a selection as one PDF, a page an order, however the ids are sent', async () => {
    for (const query of [`ids=${ids[0]}&ids=${ids[1]}`, `ids=${ids.join(',')}`, `ids=${ids[0]}&ids=${ids[1]}&ids=${ids[0]}`]) {
      for (const kind of ['invoices', 'labels']) {
        const answer = await get(`/admin/orders/${kind}.pdf?${query}&lang=bn`, admin);
        expect(answer.statusCode, `${kind} ${query}: ${answer.body}`).toBe(200);
        expect(pagesOf(answer.rawPayload), `${kind} ${query}`).toBe(2);
      }
    }
  });

  it('refuses no selection, too large a selection, a malformed or unknown id and an unknown language', async () => {
    const many = Array.from({ length: MAX_PRINTED_ORDERS + 1 }, () => ids[0]).map((id, i) => id.slice(0, -4) + String(i).padStart(4, '0'));
    const cases: [string, number][] = [
      ['/admin/orders/labels.pdf', 400],
      ['/admin/orders/labels.pdf?ids=', 400],
      [`/admin/orders/labels.pdf?ids=${many.join(',')}`, 400],
      ['/admin/orders/labels.pdf?ids=not-an-id', 400],
      ['/admin/orders/invoices.pdf?ids=00000000-0000-4000-8000-000000000000', 404],
      [`/order/${ids[0]}/invoice.pdf?lang=fr`, 400],
      ['/order/not-an-id/invoice.pdf', 400],
    ];
    for (const [url, status] of cases) expect((await get(url, admin)).statusCode, url).toBe(status);
  });
});
