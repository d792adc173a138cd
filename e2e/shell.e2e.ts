import { describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './browser.ts';

describe('the storefront shell', () => {
  const j = useBrowser();

  it('shows the categories from the database in the menu and as home cards', async () => {
    const categories: { name: string; homeCard: number | null }[] = await (await fetch(`${j.baseUrl}/api/categories`)).json();
    expect(categories.length).toBeGreaterThanOrEqual(23);
    await j.page.goto('/');
    const menu = j.page.getByRole('navigation', { name: 'Categories' }).first();
    for (const category of categories) {
      await expect.poll(() => menu.getByRole('link', { name: category.name, exact: true }).count()).toBe(1);
    }
    const cards = categories.filter((c) => c.homeCard !== null).sort((a, b) => a.homeCard! - b.homeCard!);
    const section = j.page.getByRole('region', { name: 'Featured Categories' });
    expect(await section.getByRole('link').allTextContents()).toEqual(cards.map((c) => c.name));
  });

  it('lists sub-categories in the menu once it is pointed at, and on the category page', async () => {
    const categories: { slug: string; name: string; subCategories: { name: string; slug: string }[] }[] = await (
      await fetch(`${j.baseUrl}/api/categories`)
    ).json();
    const laptop = categories.find((c) => c.slug === 'laptop')!;
    expect(laptop.subCategories.length).toBeGreaterThan(0);
    const firstSub = laptop.subCategories[0]!;
    await j.page.goto('/');
    await hydrated(j.page);
    const menu = j.page.getByRole('navigation', { name: 'Categories' }).first();
    await menu.getByRole('link', { name: laptop.name, exact: true }).hover();
    const subLink = menu.getByRole('link', { name: firstSub.name, exact: true });
    await expect.poll(() => subLink.isVisible()).toBe(true);
    await subLink.click();
    await j.page.waitForURL(`**/category/laptop/${firstSub.slug}/1`);
    await j.page.goto('/category/laptop/1');
    const types = j.page.getByRole('navigation', { name: 'Shop by type' });
    expect(await types.getByRole('link').allTextContents()).toEqual(laptop.subCategories.map((s) => s.name));
  });

  it('lists products 30 to a page with a footer line matching the grid', async () => {
    await j.page.goto('/');
    const grid = j.page.getByRole('region', { name: 'Latest Products' });
    await expect.poll(() => grid.getByRole('article').count()).toBe(30);
    await expect.poll(() => grid.getByText(/^Page 1 of \d+ \(Showing 1 to 30 of \d+ products\)$/).count()).toBe(1);
    await expect.poll(() => j.page.getByText('Previous', { exact: true }).getAttribute('aria-disabled')).toBe('true');
  });

  it('switches to Bengali and back, and remembers the choice across pages', async () => {
    await j.page.goto('/category/laptop/1');
    await hydrated(j.page);
    await j.page.getByRole('button', { name: 'Language' }).click();
    await j.page.waitForURL('**/category/laptop/1');
    await expect.poll(() => j.page.locator('html').getAttribute('lang')).toBe('bn');
    await expect.poll(() => j.page.getByRole('button', { name: 'খুঁজুন' }).count()).toBe(1);
    await j.page.goto('/');
    await expect.poll(() => j.page.getByRole('heading', { name: 'নতুন পণ্য' }).count()).toBe(1);
    await j.page.getByRole('button', { name: 'ভাষা' }).click();
    await expect.poll(() => j.page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => j.page.getByRole('heading', { name: 'Latest Products' }).count()).toBe(1);
  });

  it.each([
    { language: 'en', menu: 'Menu', close: 'Close menu', categories: 'Categories' },
    { language: 'bn', menu: 'মেনু', close: 'মেনু বন্ধ করুন', categories: 'ক্যাটাগরি' },
  ])('closes the phone menu with its button, Escape or a tap outside, keeping focus inside while open ($language)', async (words) => {
    const page = await j.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/');
    await hydrated(page);
    if (words.language === 'bn') {
      await page.getByRole('button', { name: 'Language' }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('bn');
      await hydrated(page);
    }
    const menu = page.locator('summary', { hasText: words.menu });
    const panel = page.getByRole('navigation', { name: words.categories }).last();
    const close = page.getByRole('button', { name: words.close });
    const open = async () => {
      await menu.click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      // Focus moves into the menu.
      await expect.poll(() => close.evaluate((element) => element === document.activeElement)).toBe(true);
    };
    const closedWithFocusOnMenu = async () => {
      await expect.poll(() => panel.isVisible()).toBe(false);
      await expect.poll(() => menu.evaluate((element) => element === document.activeElement)).toBe(true);
    };

    await open();
    const box = (await close.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await close.click();
    await closedWithFocusOnMenu();

    await open();
    await page.keyboard.press('Escape');
    await closedWithFocusOnMenu();

    await open();
    // Shift+Tab from the first control goes round to the last link, not out of the menu.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement) && document.activeElement?.tagName === 'A')).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => close.evaluate((element) => element === document.activeElement)).toBe(true);
    // A tap beside the menu, on the dimmed page.
    await page.mouse.click(340, 500);
    await closedWithFocusOnMenu();
    await page.context().close();
  });

  it('opens a category from the menu and a product from the grid', async () => {
    await j.page.goto('/');
    await hydrated(j.page);
    await j.page
      .getByRole('navigation', { name: 'Categories' })
      .first()
      .getByRole('link', { name: 'Monitor', exact: true })
      .click();
    await j.page.waitForURL('**/category/monitor/1');
    await expect.poll(() => j.page.getByRole('heading', { level: 1 }).textContent()).toBe('Monitor');
    // Move the pointer off the menu, as a person does, so its drop-down closes.
    await j.page.mouse.move(640, 880);
    const firstProduct = j.page.getByRole('article').first().getByRole('link').first();
    const name = await firstProduct.getByRole('heading').textContent();
    await firstProduct.click();
    await j.page.waitForURL('**/product/**');
    await expect.poll(() => j.page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    await expect.poll(() => j.page.getByText('Specification', { exact: true }).count()).toBe(1);
  });

  it('follows the header’s links inside the page once it has loaded, and leaves the skip link to the browser', async () => {
    await j.page.goto('/category/laptop/1');
    await hydrated(j.page);
    // A full page load would lose this; a navigation inside the app keeps it.
    await j.page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    const sameDocument = () => j.page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce === true);
    await j.page.getByRole('banner').getByRole('link', { name: 'Compare (0)' }).click();
    await j.page.waitForURL('**/CompareScreen');
    expect(await sameDocument()).toBe(true);
    await j.page.getByRole('banner').getByRole('link', { name: 'Haat' }).click();
    await j.page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => j.page.getByRole('region', { name: 'Latest Products' }).getByRole('article').count()).toBe(30);
    expect(await sameDocument()).toBe(true);

    await j.page.getByRole('link', { name: 'Skip to content' }).focus();
    await j.page.keyboard.press('Enter');
    await expect.poll(() => j.page.evaluate(() => window.location.hash)).toBe('#main');
    // The browser moved its focus point into the main content: the next Tab lands there.
    await j.page.keyboard.press('Tab');
    expect(await j.page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  it('hydrates the page part by part on the elements the server sent, and the last card works in place', async () => {
    // Any element taken out of the page while it hydrates would be one the app threw away and
    // made again (or moved). The router's data scripts go: they were read before hydrating.
    await j.page.addInitScript(() => {
      const removed: string[] = ((window as unknown as { removed: string[] }).removed = []);
      new MutationObserver((records) => {
        for (const record of records) {
          if (!document.body?.contains(record.target)) continue;
          for (const node of record.removedNodes) {
            if (node instanceof Element && node.localName !== 'script') removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await j.page.goto('/');
    await hydrated(j.page);
    expect(await j.page.evaluate(() => (window as unknown as { removed: string[] }).removed)).toEqual([]);
    await j.page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));

    // The carousel's controls exist only once its part has hydrated.
    await expect.poll(() => j.page.getByRole('button', { name: 'Pause' }).count()).toBe(1);
    const lastCard = j.page.getByRole('region', { name: 'Latest Products' }).getByRole('article').last();
    await lastCard.getByRole('button', { name: 'Add to Compare' }).click();
    await expect.poll(() => lastCard.getByRole('button', { name: 'Remove from Compare' }).count()).toBe(1);
    expect(await j.page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    // The card changed in place. (After the first update the router drops its preload links.)
    expect(await j.page.evaluate(() => (window as unknown as { removed: string[] }).removed.filter((html) => !html.startsWith('<link rel="modulepreload"')))).toEqual([]);
    await lastCard.getByRole('button', { name: 'Remove from Compare' }).click();
    await expect.poll(() => lastCard.getByRole('button', { name: 'Add to Compare' }).count()).toBe(1);
  });

  it('searches from the header and says so when nothing matches', async () => {
    await j.page.goto('/');
    await j.page.getByRole('searchbox', { name: 'Search' }).fill('zzqqxxnothing');
    await j.page.getByRole('button', { name: 'Search' }).click();
    await j.page.waitForURL('**/search/zzqqxxnothing');
    await expect.poll(() => j.page.getByText('No results found. Please try another search.').count()).toBe(1);
  });

  it('finds a category by its English or Bengali name from the header, its own products first', async () => {
    const all = (await (await fetch(`${j.baseUrl}/api/products/all`)).json()) as { name: string; category: string }[];
    const categoryOf = new Map(all.map((p) => [p.name, p.category]));
    // The demo has laptop memory named "... Laptop RAM": the word twice, which outranked every laptop.
    expect(all.some((p) => p.category !== 'Laptop' && /laptop.*laptop/i.test(p.name))).toBe(true);
    for (const keyword of ['laptops', 'ল্যাপটপ']) {
      await j.page.goto('/');
      await j.page.getByRole('searchbox', { name: 'Search' }).fill(keyword);
      await j.page.getByRole('button', { name: 'Search' }).click();
      await j.page.waitForURL(`**/search/${encodeURIComponent(keyword)}`);
      const cards = j.page.getByRole('article').getByRole('heading', { level: 2 });
      await expect.poll(() => cards.count()).toBe(30);
      const firstRow = await cards.evaluateAll((headings) => headings.slice(0, 4).map((h) => h.textContent ?? ''));
      expect(firstRow.map((name) => categoryOf.get(name)), keyword).toEqual(['Laptop', 'Laptop', 'Laptop', 'Laptop']);
    }
  });

  it('answers an unknown address with the 404 page', async () => {
    const response = await j.page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => j.page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    // The browser logs the document's own 404 status; that one is expected here.
    expect(j.errors).toEqual(['console: Failed to load resource: the server responded with a status of 404 (Not Found)']);
    j.errors.length = 0;
  });
});
