import { describe, expect, it } from 'vitest';
import { personalPartsOf } from '../src/http/page-cache.ts';
import { hydrated, useBrowser } from './browser.ts';

const PAGE_CACHE = 'x-page-cache';

describe('the shared page cache', () => {
  const j = useBrowser();

  it('serves a second anonymous visitor the stored page', async () => {
    const first = await j.page.goto('/category/monitor/1');
    expect(first?.headers()[PAGE_CACHE]).toMatch(/^(hit|miss)$/);
    const other = await j.newPage();
    const second = await other.goto('/category/monitor/1');
    expect(second?.headers()[PAGE_CACHE]).toBe('hit');
    await expect.poll(() => other.getByRole('heading', { level: 1 }).textContent()).toBe('Monitor');
    // The stored page is sent as it was stored (compressed once), so its inline scripts run by
    // their hashes: no nonce, and never 'unsafe-inline'. The browser refuses any script not
    // listed (a console error, which fails the journey), so hydrating proves the list complete.
    expect(second?.headers()['content-encoding']).toBe('br');
    const scriptSources = /script-src ([^;]*)/.exec(second?.headers()['content-security-policy'] ?? '')?.[1].split(' ');
    expect(scriptSources?.[0]).toBe("'self'");
    expect(scriptSources?.slice(1).length).toBeGreaterThan(0);
    expect(scriptSources?.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(source))).toBe(true);
    await hydrated(other);
    await other.context().close();
  });

  it('never shows one visitor’s account or language to another', async () => {
    // A shopper who signs up and switches to Bengali...
    const email = `cache-${Date.now()}-${Math.random().toString(36).slice(2)}@haat.test`;
    await j.page.goto('/register');
    await j.page.getByLabel('Name').fill('Cached Chandni');
    await j.page.getByLabel('Email Address').fill(email);
    await j.page.getByLabel('Password', { exact: true }).fill('a long enough password');
    await j.page.getByLabel('Confirm Password').fill('a long enough password');
    await j.page.getByRole('button', { name: 'Register' }).click();
    await j.page.waitForURL(j.baseUrl + '/');
    await j.page.goto('/category/keyboard/1');
    await expect.poll(() => j.page.getByText('Cached Chandni ▾').count()).toBe(1);

    const bengali = await j.newPage();
    await bengali.goto('/category/keyboard/1');
    await hydrated(bengali);
    await bengali.getByRole('button', { name: 'Language' }).click();
    await expect.poll(() => bengali.locator('html').getAttribute('lang')).toBe('bn');

    // ...is not what an anonymous English visitor of the same address sees.
    const stranger = await j.newPage();
    for (let visit = 0; visit < 2; visit++) {
      await stranger.goto('/category/keyboard/1');
      expect(await stranger.locator('html').getAttribute('lang')).toBe('en');
      expect(await stranger.getByText('Cached Chandni').count()).toBe(0);
      expect(await stranger.getByRole('link', { name: 'Log in' }).count()).toBe(1);
    }
    await bengali.reload();
    expect(await bengali.locator('html').getAttribute('lang')).toBe('bn');
    await bengali.context().close();
    await stranger.context().close();
  });

  it('fills a signed-in shopper’s own header and data into the shared page, as a page rendered for them alone', async () => {
    const request = j.page.request;
    const email = `filled-${Date.now()}-${Math.random().toString(36).slice(2)}@haat.test`;
    expect((await request.post('/api/users', { data: { name: 'Filled Farida', email, password: 'a long enough password' } })).status()).toBe(201);
    const { products } = (await (await request.get('/api/products?keyword=keyboard')).json()) as { products: { _id: string; countInStock: number }[] };
    const product = products.find((p) => p.countInStock > 0)!;
    const origin = { origin: j.baseUrl };
    expect((await request.post('/api/cart/items', { data: { productId: product._id, qty: 2 }, headers: origin })).ok()).toBe(true);

    // The shopper's page is the page every visitor gets, with their header part in it...
    const stranger = await j.newPage();
    await stranger.goto('/category/keyboard/1');
    const filled = await request.get('/category/keyboard/1');
    expect(filled.headers()[PAGE_CACHE]).toBe('hit');
    const html = await filled.text();
    // ...marked up exactly as a page rendered for them alone (one that is never shared) marks it up,
    // so it hydrates as it is: only where the language button comes back to differs.
    const alone = await (await request.get('/CompareScreen')).text();
    const part = (page: string) => {
      const at = personalPartsOf(page)!.parts[0];
      return Buffer.from(page).subarray(at.start, at.end).toString().replace(/name="redirectTo" value="[^"]*"/, '');
    };
    expect(part(html)).toBe(part(alone));
    expect(part(html)).toContain('Filled Farida');
    expect(part(html)).toContain('Cart (2)');
    expect(await stranger.content()).not.toContain('Filled Farida');

    // Hydrated with their data: the account menu, the cart's preview and the compare forms are theirs.
    // Their copy comes gzipped, from the page's stretches compressed once and their own parts.
    const theirs = await j.page.goto('/category/keyboard/1');
    expect(theirs?.headers()['content-encoding']).toBe('gzip');
    await hydrated(j.page);
    // The data is taken out of the page before hydrating.
    await expect.poll(() => j.page.locator('#personal-data').count()).toBe(0);
    await j.page.getByRole('link', { name: 'Cart (2)' }).click();
    await expect.poll(() => j.page.getByRole('dialog').getByText('Total price').count()).toBe(1);
    await j.page.keyboard.press('Escape');
    await j.page.getByText('Filled Farida ▾').click();
    await j.page.getByRole('link', { name: 'Profile' }).click();
    await j.page.waitForURL(`${j.baseUrl}/profile`);
    await stranger.context().close();
  });

  it('fills the review form into a shared product page, before JavaScript too', async () => {
    const { products } = (await (await j.page.request.get('/api/products?keyword=monitor')).json()) as { products: { slug: string }[] };
    const address = `/product/${products[0].slug}?tab=reviews`;
    const stranger = await j.newPage();
    await stranger.goto(address);
    const context = await j.page.context().browser()!.newContext({ baseURL: j.baseUrl, javaScriptEnabled: false });
    const email = `review-part-${Date.now()}-${Math.random().toString(36).slice(2)}@haat.test`;
    expect((await context.request.post('/api/users', { data: { name: 'Rafi Reviewer', email, password: 'a long enough password' } })).status()).toBe(201);
    const page = await context.newPage();
    const answer = await page.goto(address);
    expect(answer?.headers()[PAGE_CACHE]).toBe('hit');
    const panel = page.getByRole('tabpanel', { name: 'Reviews' });
    await panel.getByLabel('Rating').selectOption({ label: '4 - Very Good' });
    await panel.getByLabel('Comment').fill('Sharp picture, posted without JavaScript.');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => panel.getByText('Review Submitted!').count()).toBe(1);
    // The next visit of the shared page says they have reviewed it; a stranger is still asked to sign in.
    await page.goto(address);
    await expect.poll(() => page.getByText('You have reviewed this product.').count()).toBe(1);
    await stranger.reload();
    expect(await stranger.getByRole('link', { name: 'Please sign in to write a review' }).count()).toBe(1);
    await context.close();
    await stranger.context().close();
  });
});
