import { describe, expect, it } from 'vitest';
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
    // The stored page's inline scripts carry this answer's own nonce, or the browser would refuse them.
    const nonce = /'nonce-([^']+)'/.exec(second?.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(/'nonce-([^']+)'/.exec(first?.headers()['content-security-policy'] ?? '')?.[1]);
    // Every inline script the browser would run (JSON-LD is data, not run, and needs none).
    const scriptNonces = await other
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
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
    const personal = await j.page.goto('/category/keyboard/1');
    expect(personal?.headers()[PAGE_CACHE], 'a signed-in page is never shared').toBeUndefined();
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
});
