import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { asciiDigits, formatDate } from '~/platform/numerals.ts';
import { translator } from '~/web/i18n/messages.ts';
import { hydrated, useBrowser } from './browser.ts';

const bn = translator('bn');
const en = translator('en');
const PHONE = { width: 360, height: 740 };
const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const inBengali = (digits: string) => digits.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]);

interface ApiProduct {
  slug: string;
  name: string;
  countInStock: number;
  numReviews: number;
}

/** A number of this run's own, as people write it: 01XXX-XXXXXX. */
const newMobile = () => {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return `019${digits.slice(0, 2)}-${digits.slice(2)}`;
};

describe('a shopper with only a mobile number', () => {
  const j = useBrowser();
  const admin = inject('admins')['mobile-checkout'];

  /** The admin's SMS outbox: the newest SMS to a number (shown as 01XXX-XXXXXX). */
  async function smsTo(adminPage: Page, mobile: string, containing: RegExp): Promise<string> {
    const sms = adminPage
      .getByRole('article', { name: `SMS to ${mobile}` })
      .filter({ hasText: containing })
      .first();
    await expect
      .poll(async () => {
        await adminPage.goto('/admin/outbox?show=sms');
        return sms.count();
      })
      .toBe(1);
    return (await sms.locator('pre').textContent()) ?? '';
  }

  it('orders on a phone in Bengali, signing in with a code by SMS, and tracks the order without signing in as the shop confirms and ships it', async () => {
    const [product] = ((await (await fetch(`${j.baseUrl}/api/products/all`)).json()) as ApiProduct[]).filter(
      (p) => p.countInStock >= 5,
    );
    const mobile = newMobile();
    const page = await j.newPage({ viewport: PHONE });
    const fitsThePhone = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    // In Bengali, a product in the cart, then Proceed To Checkout.
    await page.goto('/');
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await page.locator('html[lang="bn"]').waitFor({ state: 'attached' });
    await page.goto(`/cart/${product.slug}?qty=1`);
    await page.waitForURL(`${j.baseUrl}/cart`);
    await hydrated(page);
    await page.getByRole('link', { name: bn('cart.checkout') }).click();

    // The sign-in page says why it asks, and offers the mobile number first.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === 'shipping');
    await expect.poll(() => page.getByRole('status').textContent()).toBe(bn('account.checkoutWhy'));
    expect(await fitsThePhone()).toBe(true);
    // Typed in Bengali digits, as a Bengali keyboard writes them.
    await page.getByLabel(bn('account.mobileNumber'), { exact: true }).fill(inBengali(mobile));
    await page.getByRole('button', { name: bn('account.sendCode') }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(bn('account.codeSent', { phone: inBengali(mobile) }));

    // The shop has no SMS gateway in this run: the admin reads the code in the SMS outbox.
    const adminPage = await j.newPage();
    await adminPage.goto('/login');
    await adminPage.getByLabel('Email Address').fill(admin.email);
    await adminPage.getByLabel('Password').fill(admin.password);
    await adminPage.getByRole('button', { name: 'Sign In' }).click();
    await adminPage.waitForURL(j.baseUrl + '/');
    const codeSms = await smsTo(adminPage, mobile, /sign-in code/);
    const code = /\b(\d{6})\b/.exec(codeSms)?.[1];
    expect(code).toBeDefined();

    // A wrong code first: refused, the code step kept.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel(bn('account.code')).fill(wrong);
    await page.getByRole('button', { name: bn('account.confirmCode') }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(bn('error.codeInvalid'));
    await page.getByLabel(bn('account.code')).fill(inBengali(code!));
    await page.getByLabel(bn('account.nameIfNew')).fill('সালমা আক্তার');
    await page.getByRole('button', { name: bn('account.confirmCode') }).click();

    // Shipping starts with the proven number.
    await page.waitForURL(`${j.baseUrl}/shipping`);
    await expect.poll(() => page.getByLabel(bn('checkout.phone')).inputValue()).toBe(mobile);
    await page.getByLabel(bn('checkout.address'), { exact: true }).fill('বাড়ি ৭, রোড ৩, সোনাডাঙ্গা');
    await page.getByLabel(bn('checkout.city')).fill('Khulna');
    await page.getByLabel(bn('checkout.postalCode')).fill('৯১০০');
    await page.getByLabel(bn('checkout.district')).selectOption('khulna');
    await page.getByRole('button', { name: bn('checkout.saveAndContinue') }).click();
    await page.waitForURL(`${j.baseUrl}/payment`);
    await page.getByRole('button', { name: bn('checkout.continue') }).click();
    await page.waitForURL(`${j.baseUrl}/placeorder`);
    await hydrated(page);
    expect(await fitsThePhone()).toBe(true);
    await page
      .getByRole('main')
      .getByRole('button', { name: bn('checkout.placeOrder') })
      .click();

    // Confirmed on the page and by SMS (no e-mail to send to).
    await page.waitForURL((url) => url.pathname.startsWith('/order/'));
    const orderPath = new URL(page.url()).pathname;
    const main = page.getByRole('main');
    await expect.poll(() => main.getByText(bn('order.placedSms')).count()).toBe(1);
    // A Bengali page writes the order's number, its prices and its dates in Bengali digits (ADR 038).
    const heading = (await main.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(heading).not.toMatch(/[0-9]/);
    const bengaliNumber = /([০-৯]{6,})/.exec(heading)?.[1];
    expect(bengaliNumber).toBeDefined();
    const number = asciiDigits(bengaliNumber!);
    expect(await main.getByTestId('order-total').textContent()).toMatch(/^৳[০-৯,]+(\.[০-৯]+)?$/);
    const confirmation = await smsTo(adminPage, mobile, new RegExp(`#${number} `));
    const trackUrl = new URL(/https?:\/\/\S+\/track\?\S+/.exec(confirmation)![0]);
    expect(trackUrl.searchParams.get('order')).toBe(number);

    // Signed out, the SMS link shows the order's status and history.
    await page.context().clearCookies({ name: 'haat_access' });
    await page.context().clearCookies({ name: 'haat_refresh' });
    await page.goto(trackUrl.pathname + trackUrl.search);
    const tracked = page.getByRole('article', { name: bn('order.title', { number: Number(number) }) });
    await expect.poll(() => tracked.count()).toBe(1);
    const placedOn = tracked.getByText(bn('track.placedOn', { date: formatDate(new Date(), 'bn') }), { exact: false });
    await expect.poll(() => placedOn.count()).toBe(1);
    expect(await placedOn.textContent()).toMatch(/৳[০-৯,]+/);
    await expect.poll(() => tracked.getByText(bn('order.status.placed')).count()).toBeGreaterThan(0);
    await expect.poll(() => tracked.getByText(bn('order.event.placed')).count()).toBe(1);
    await expect.poll(() => tracked.getByText(product.name).count()).toBe(1);
    expect(await fitsThePhone()).toBe(true);

    // The form: the right order with another number finds nothing, and says the same as an unknown order.
    await page.getByLabel(bn('track.orderNumber')).fill(number!);
    await page.getByLabel(bn('account.mobileNumber'), { exact: true }).fill('01999-000000');
    await page.getByRole('button', { name: bn('track.submit') }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(bn('error.noSuchOrder'));
    expect(await tracked.count()).toBe(0);
    await page.getByLabel(bn('track.orderNumber')).fill(inBengali(number!));
    await page.getByLabel(bn('account.mobileNumber'), { exact: true }).fill(inBengali(mobile));
    await page.getByRole('button', { name: bn('track.submit') }).click();
    await expect.poll(() => tracked.count()).toBe(1);

    // The shop confirms the order by phone, packs it and hands it to the courier, each step with
    // a note; the tracking page shows where it is and what the shop said (ADR 017).
    await adminPage.goto(orderPath);
    await hydrated(adminPage);
    const steps = [
      ['confirmed', 'Confirmed by phone with the customer'],
      ['packed', ''],
      ['shipped', 'With the courier: delivery tomorrow before 6 pm'],
    ] as const;
    for (const [status, note] of steps) {
      await adminPage.getByLabel('New status').selectOption(status);
      await adminPage.getByLabel('Note (the customer sees it)').fill(note);
      await adminPage.getByRole('button', { name: 'Change status' }).click();
      await expect
        .poll(() =>
          adminPage
            .getByRole('heading', { level: 1 })
            .getByText(en(`order.status.${status}`), { exact: true })
            .count(),
        )
        .toBe(1);
    }
    // Shipped: no longer the customer's to cancel, nor the shop's.
    expect(await adminPage.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    // Each change reached the customer's phone within seconds, with what the shop wrote.
    expect(await smsTo(adminPage, mobile, /is confirmed/)).toContain('Confirmed by phone with the customer');
    expect(await smsTo(adminPage, mobile, /is on its way/)).toContain('With the courier: delivery tomorrow before 6 pm\nঅর্ডার');
    await adminPage.context().close();
    await page.reload();
    await expect.poll(() => tracked.getByText(bn('order.status.shipped'), { exact: true }).count()).toBeGreaterThan(0);
    for (const kind of ['confirmed', 'packed', 'shipped'] as const)
      expect(
        await tracked
          .getByRole('listitem')
          .filter({ hasText: bn(`order.event.${kind}`) })
          .count(),
      ).toBe(1);
    for (const [, note] of steps) if (note) expect(await tracked.getByText(note, { exact: true }).count()).toBe(1);
    expect(await fitsThePhone()).toBe(true);

    // The Bengali home page: prices, the listing's counts and the pager in Bengali digits; a
    // product's review count too ("০টি রিভিউ", not "0টি").
    await page.goto('/');
    await hydrated(page);
    const grid = page.getByRole('main');
    await expect.poll(() => grid.getByText(/^পৃষ্ঠা ১ \/ [০-৯]+ \([০-৯]+টি পণ্যের মধ্যে ১ থেকে ৩০\)$/).count()).toBe(1);
    const pager = page.getByRole('navigation', { name: bn('pager.label') });
    expect(await pager.getByRole('link', { name: '২', exact: true }).count()).toBe(1);
    expect(await pager.textContent()).not.toMatch(/[0-9]/);
    const prices = await grid.getByText(/^৳/).allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/^৳[০-৯,]+(\.[০-৯]+)?$/);
    await page.goto(`/product/${product.slug}`);
    await expect.poll(() => page.getByText(bn('product.reviews', { count: product.numReviews })).count()).toBeGreaterThan(0);
    expect(bn('product.reviews', { count: product.numReviews })).not.toMatch(/[0-9]/);
    await page.context().close();
  });
});
