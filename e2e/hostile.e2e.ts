import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SHIPPING_ADDRESS } from '../test/factories.ts';
import { useBrowser } from './browser.ts';

// Issue 7, Security 1, through the whole web door of a built shop: the Fastify bridge, React
// Router's handler and the rendered page. (Every field and value: src/http/hostile-input.test.ts.)

const HOSTILE = [
  { name: 'a NUL byte', value: 'a\u0000b' },
  { name: 'an escape sequence', value: 'a\u001b[31mb' },
  { name: 'a right-to-left override', value: 'invoice\u202Efdp.exe' },
  { name: 'a 10,000-character value', value: 'a'.repeat(10_000) },
];

/**
 * Posts a form as the page's document would (the browser's cookies, its origin), without
 * following a redirect, and reads the rendered page back.
 */
async function postForm(page: Page, url: string, fields: Record<string, string>) {
  const response = await page.request.post(url, { form: fields, headers: { origin: inject('baseUrl') }, maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

/** The alert a refused form shows, read from the rendered page. */
const alertText = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
/** What a page must never show: a stack frame, the driver, SQL. */
const LEAK = /Unexpected Server Error|\bat [\w$.<>]+ \(|node_modules|PostgresError|\binsert into\b|syntax error/i;

describe('hostile input through the web forms', () => {
  const j = useBrowser();
  const admin = inject('admins')['hostile'];

  async function signInAsAdmin(page: Page) {
    const { status } = await postForm(page, '/login', { email: admin.email, password: admin.password });
    expect(status).toBe(302);
  }

  it('answers control characters and over-long values in every account form with a 400 and the form’s message', async () => {
    const forms: { url: string; fields: Record<string, string>; twins?: Record<string, string> }[] = [
      {
        url: '/register',
        fields: {
          name: 'Hostile Tester',
          email: 'hostile@example.com',
          password: 'a good password',
          confirmPassword: 'a good password',
        },
        twins: { password: 'confirmPassword' },
      },
      { url: '/login', fields: { email: 'hostile@example.com', password: 'a good password' } },
      { url: '/login', fields: { intent: 'send-code', phone: '01712-345678' } },
      { url: '/login', fields: { intent: 'verify-code', phone: '01712-345678', code: '123456', name: 'Hostile Tester' } },
      { url: '/ResetPasswordScreen', fields: { intent: 'request', email: 'hostile@example.com' } },
      {
        url: '/ResetPasswordScreen',
        fields: { intent: 'reset', token: 'A'.repeat(43), password: 'a good password', confirmPassword: 'a good password' },
        twins: { password: 'confirmPassword' },
      },
    ];
    for (const form of forms) {
      for (const field of Object.keys(form.fields).filter((name) => name !== 'intent' && name !== 'confirmPassword')) {
        for (const hostile of HOSTILE) {
          const fields = { ...form.fields, [field]: hostile.value };
          const twin = form.twins?.[field];
          if (twin) fields[twin] = hostile.value;
          const { status, html } = await postForm(j.page, form.url, fields);
          const where = `${form.url} ${field} with ${hostile.name}`;
          expect(status, where).toBe(400);
          expect(html, where).not.toMatch(LEAK);
          expect(alertText(html), where).toMatch(
            /must not contain control characters|must be at most|too long|reset link is invalid|Invalid email or password|The code is the 6 digits of the SMS/,
          );
        }
      }
    }
  });

  it('answers hostile values in the order tracking form (a GET) with a 400 and the field’s message', async () => {
    const base = { order: '100001', phone: '01712-345678' };
    for (const field of Object.keys(base) as (keyof typeof base)[]) {
      for (const hostile of HOSTILE) {
        const query = new URLSearchParams({ ...base, [field]: hostile.value });
        const response = await j.page.request.get(`/track?${query}`);
        const html = await response.text();
        const where = `/track ${field} with ${hostile.name}`;
        expect(response.status(), where).toBe(400);
        expect(html, where).not.toMatch(LEAK);
        expect(alertText(html), where).toMatch(/must not contain control characters|must be at most|Order number is the number in your confirmation/);
      }
    }
  });

  it('answers the same in the profile, review and admin forms, and for a malformed id', async () => {
    await signInAsAdmin(j.page);
    const products = (await (await j.page.request.get('/api/products?limit=1')).json()) as { products: { slug: string }[] };
    const product = products.products[0].slug;
    for (const hostile of HOSTILE) {
      const profile = await postForm(j.page, '/profile', {
        name: hostile.value,
        email: admin.email,
        password: '',
        confirmPassword: '',
      });
      expect(profile.status, `profile name with ${hostile.name}`).toBe(400);
      expect(alertText(profile.html)).toMatch(/^Name must (not contain control characters|be at most 100 characters)$/);

      const review = await postForm(j.page, `/product/${product}`, { rating: '5', comment: hostile.value });
      expect(review.status, `review comment with ${hostile.name}`).toBe(400);
      expect(review.html).toMatch(/Comment must (not contain control characters|be at most 2000 characters)/);

      const language = await postForm(j.page, '/set-language', { language: hostile.value, redirectTo: '/' });
      expect(language.status, `language with ${hostile.name}`).toBe(400);
      expect(language.html).not.toMatch(LEAK);
    }
    for (const id of ['not-a-uuid', '%00', encodeURIComponent('\u202e')]) {
      const edit = await postForm(j.page, `/admin/user/${id}/edit`, { name: 'Edited', email: 'edited@example.com' });
      expect(edit.status, `user edit of ${id}`).toBe(404);
      expect(edit.html).not.toMatch(LEAK);
      expect(edit.html).toMatch(/Page not found|not found/i);
    }
  });

  it('answers the same in the admin offer, notice and settings forms, and for a malformed or hostile id', async () => {
    await signInAsAdmin(j.page);
    for (const hostile of HOSTILE) {
      for (const url of ['/admin/offer/create/', '/admin/notice/create/']) {
        const form = await postForm(j.page, url, { title: hostile.value, description: 'Fine' });
        expect(form.status, `${url} title with ${hostile.name}`).toBe(400);
        expect(alertText(form.html)).toMatch(/^Title must (not contain control characters|be at most 120 characters)$/);
        const description = await postForm(j.page, url, { title: 'Fine', description: hostile.value });
        expect(description.status, `${url} description with ${hostile.name}`).toBe(400);
        expect(description.html).not.toMatch(LEAK);
      }
      const image = await postForm(j.page, '/admin/offer/create/', { title: 'Fine', imageUrl: hostile.value });
      expect(image.status, `offer image with ${hostile.name}`).toBe(400);
      const settings = await postForm(j.page, '/admin/settings', {
        shopName: hostile.value,
        phone: '09678-123456',
        email: 'shop@example.com',
        address: 'Khulna',
        supportHours: '10 AM to 8 PM',
        deliveryPromise: '2 days',
        freeShippingThreshold: '1000',
        shippingFee: '100',
        shopDistrict: 'khulna',
        taxRate: '0',
      });
      expect(settings.status, `settings shop name with ${hostile.name}`).toBe(400);
      expect(alertText(settings.html)).toMatch(/^Shop name must (not contain control characters|be at most 60 characters)$/);
    }
    const script = await postForm(j.page, '/admin/offer/create/', { title: 'Fine', imageUrl: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect(alertText(script.html)).toBe('Image URL must be an image uploaded to the shop (/uploads/…)');
    for (const id of ['not-a-uuid', '%00', encodeURIComponent('\u202e')]) {
      for (const url of [`/admin/offer/${id}/edit`, `/admin/notice/edit/${id}`]) {
        const edit = await postForm(j.page, url, { title: 'Edited' });
        expect(edit.status, url).toBe(404);
        expect(edit.html).not.toMatch(LEAK);
      }
    }
    for (const url of ['/admin/offerslist', '/admin/notice/list']) {
      const toggle = await postForm(j.page, url, { intent: 'toggle', id: "1' OR '1'='1", isActive: 'true' });
      expect(toggle.status, url).toBe(400);
      const remove = await postForm(j.page, url, { intent: 'delete', id: '\u0000' });
      expect(remove.status, url).toBe(400);
      expect(remove.html).not.toMatch(LEAK);
    }
  });

  it('answers the same in the checkout forms, and a malformed order id with the not-found page', async () => {
    await signInAsAdmin(j.page);
    const address = { intent: 'new', ...SHIPPING_ADDRESS };
    for (const field of ['address', 'city', 'postalCode', 'country', 'district', 'phone']) {
      for (const hostile of HOSTILE) {
        const { status, html } = await postForm(j.page, '/shipping', { ...address, [field]: hostile.value });
        const where = `shipping ${field} with ${hostile.name}`;
        expect(status, where).toBe(400);
        expect(html, where).not.toMatch(LEAK);
        expect(alertText(html), where).toMatch(
          /must not contain control characters|must be at most|4 digits|Choose a district|Bangladeshi mobile number/,
        );
      }
    }
    const saved = await postForm(j.page, '/shipping', address);
    expect(saved.status).toBe(302);
    for (const hostile of HOSTILE) {
      const payment = await postForm(j.page, '/payment', { paymentMethod: hostile.value });
      expect(payment.status, `payment with ${hostile.name}`).toBe(400);
      expect(payment.html).not.toMatch(LEAK);
    }
    const paypal = await postForm(j.page, '/payment', { paymentMethod: 'PayPal' });
    expect(alertText(paypal.html)).toBe('Only Cash on Delivery is accepted');
    for (const id of ['not-a-uuid', '%00', encodeURIComponent('\u202e')]) {
      const response = await j.page.request.get(`/order/${id}`);
      expect(response.status(), `order ${id}`).toBe(404);
      expect(await response.text()).not.toMatch(LEAK);
    }
  });

  it('answers the same in the PC builder forms and the chooser address, and writes nothing', async () => {
    await signInAsAdmin(j.page);
    for (const hostile of HOSTILE) {
      const save = await postForm(j.page, '/PcBuilderScreen', { intent: 'save', name: hostile.value });
      expect(save.status, `PC name with ${hostile.name}`).toBe(400);
      expect(alertText(save.html)).toMatch(/^Build name must (not contain control characters|be at most 100 characters)$/);
      const choose = await postForm(j.page, '/PcBuilderScreen', { intent: 'choose', slot: 'cpu', productId: hostile.value });
      expect(choose.status, `PC part with ${hostile.name}`).toBe(400);
      expect(choose.html).not.toMatch(LEAK);
      const slot = await postForm(j.page, '/PcBuilderScreen', { intent: 'remove', slot: hostile.value });
      expect(slot.status, `PC slot with ${hostile.name}`).toBe(400);
      const chooser = await j.page.request.get(
        `/PcBuilderChooseScreen?component=cpu&search=${encodeURIComponent(hostile.value)}`,
      );
      expect(chooser.status(), `chooser search with ${hostile.name}`).toBe(400);
      expect(await chooser.text()).not.toMatch(LEAK);
    }
    const saved = (await (await j.page.request.get('/api/pcbuilder/builds')).json()) as unknown[];
    expect(saved).toEqual([]);
  });
});
