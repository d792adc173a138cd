import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hydrated, useBrowser } from './browser.ts';

interface ApiProduct {
  _id: string;
  slug: string;
  name: string;
  image: string;
  additionalImages?: string[];
  countInStock: number;
  numReviews: number;
  availability: 'in_stock' | 'pre_order' | 'up_coming';
}

describe('storefront: home, product page, reviews, compare', () => {
  const j = useBrowser();
  const api = async <T>(path: string): Promise<T> => (await fetch(`${j.baseUrl}${path}`)).json() as Promise<T>;
  const detail = (slug: string) => api<ApiProduct & { additionalImages: string[] }>(`/api/products/${slug}`);
  const allProducts = () => api<ApiProduct[]>('/api/products/all');

  it('home shows the offers carousel and the first active notice', async () => {
    const offers = await api<{ title: string; imageUrl: string }[]>('/api/offers');
    const [notice] = await api<{ title: string; description: string }[]>('/api/notices');
    expect(offers.length).toBeGreaterThanOrEqual(2);
    await j.page.goto('/');
    await hydrated(j.page);

    const carousel = j.page.getByRole('region', { name: 'Offers' });
    await expect.poll(() => carousel.getByRole('group').count()).toBe(offers.length);
    for (const offer of offers) await expect.poll(() => carousel.getByRole('heading', { name: offer.title }).count()).toBe(1);
    const banner = carousel.getByRole('group').first().locator('img');
    expect(await banner.getAttribute('src')).toBe(offers[0].imageUrl);
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

    // Keyboard operable: the next button moves to the second offer.
    const first = carousel.getByRole('button', { name: `Show offer 1: ${offers[0].title}` });
    const second = carousel.getByRole('button', { name: `Show offer 2: ${offers[1].title}` });
    await expect.poll(() => first.getAttribute('aria-current')).toBe('true');
    await carousel.getByRole('button', { name: 'Next offer' }).focus();
    await j.page.keyboard.press('Enter');
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
    await j.page.keyboard.press('ArrowLeft');
    await expect.poll(() => first.getAttribute('aria-current')).toBe('true');

    const line = j.page.getByRole('region', { name: 'Notice' });
    await expect.poll(() => line.textContent()).toContain(`${notice.title}: ${notice.description}`);
  });

  it('stands still for a shopper who asked for reduced motion', async () => {
    await j.page.emulateMedia({ reducedMotion: 'reduce' });
    await j.page.goto('/');
    await hydrated(j.page);
    const carousel = j.page.getByRole('region', { name: 'Offers' });
    await expect.poll(() => carousel.getByRole('button', { name: 'Next offer' }).count()).toBe(1);
    // No autoplay, so no pause button; the notice is one still, readable line.
    expect(await carousel.getByRole('button', { name: 'Pause' }).count()).toBe(0);
    const [notice] = await api<{ title: string; description: string }[]>('/api/notices');
    await expect
      .poll(() =>
        j.page.getByRole('region', { name: 'Notice' }).getByText(`${notice.title}: ${notice.description}`).first().isVisible(),
      )
      .toBe(true);
    expect(await j.page.locator('.animate-marquee').evaluate((el) => getComputedStyle(el.parentElement!).display)).toBe('none');
  });

  it('product page: thumbnails switch the picture, zoom works from the keyboard, the quantity stops at the stock', async () => {
    const candidate = (await allProducts()).find((p) => p.countInStock > 1 && p.countInStock <= 50)!;
    const product = await detail(candidate.slug);
    expect(product.additionalImages.length).toBeGreaterThan(0);
    await j.page.goto(`/product/${product.slug}`);
    await hydrated(j.page);
    await expect.poll(() => j.page.getByRole('heading', { level: 1 }).textContent()).toBe(product.name);

    const zoom = j.page.getByRole('button', { name: 'Zoom in on the picture' });
    const main = j.page.getByRole('img', { name: product.name, exact: true });
    expect(await main.getAttribute('src')).toBe(product.image);
    await j.page.getByRole('link', { name: 'Show picture 2' }).click();
    await expect.poll(() => main.getAttribute('src')).toBe(product.additionalImages[0]);
    expect(await j.page.getByRole('link', { name: 'Show picture 2' }).getAttribute('aria-current')).toBe('true');

    await zoom.focus();
    await j.page.keyboard.press('Enter');
    const zoomed = j.page.getByRole('button', { name: 'Zoom out of the picture' });
    await expect.poll(() => zoomed.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => main.evaluate((img) => getComputedStyle(img).transform)).not.toBe('none');
    await j.page.keyboard.press('Escape');
    await expect.poll(() => zoom.getAttribute('aria-pressed')).toBe('false');

    const quantity = j.page.getByLabel('Quantity');
    const choices = await quantity.locator('option').allTextContents();
    expect(choices).toEqual(Array.from({ length: product.countInStock }, (_, i) => String(i + 1)));
    expect(await j.page.getByRole('button', { name: 'Add To Cart' }).isEnabled()).toBe(true);
    expect(await j.page.getByText('Hotline:').count()).toBe(1);
  });

  it('disables Add To Cart for a product out of stock', async () => {
    const product = (await allProducts()).find((p) => p.countInStock === 0)!;
    await j.page.goto(`/product/${product.slug}`);
    await hydrated(j.page);
    expect(await j.page.getByRole('button', { name: 'Add To Cart' }).isDisabled()).toBe(true);
    expect(await j.page.getByLabel('Quantity').count()).toBe(0);
    const label = { in_stock: 'Out Of Stock', pre_order: 'Pre Order', up_coming: 'Up Coming' }[product.availability];
    expect(await j.page.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
  });

  it('shows a visitor No Reviews and a prompt to sign in on the Reviews tab', async () => {
    const product = (await allProducts()).find((p) => p.numReviews === 0)!;
    await j.page.goto(`/product/${product.slug}`);
    await hydrated(j.page);
    const reviewsTab = j.page.getByRole('tab', { name: 'Reviews' });
    await reviewsTab.click();
    await expect.poll(() => reviewsTab.getAttribute('aria-selected')).toBe('true');
    const panel = j.page.getByRole('tabpanel', { name: 'Reviews' });
    await expect.poll(() => panel.getByText('No Reviews', { exact: true }).isVisible()).toBe(true);
    const prompt = panel.getByRole('link', { name: 'Please sign in to write a review' });
    expect(await prompt.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(`/product/${product.slug}`)}`);
    expect(j.page.url()).toContain('?tab=reviews');

    // Arrow keys move between the tabs.
    await reviewsTab.focus();
    await j.page.keyboard.press('ArrowLeft');
    await expect.poll(() => j.page.getByRole('tab', { name: 'Specification' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => j.page.getByRole('tabpanel', { name: 'Specification' }).isVisible()).toBe(true);
  });

  it('opens the Reviews tab from the address, before JavaScript too', async () => {
    const product = (await allProducts()).find((p) => p.numReviews === 0)!;
    const context = await j.page.context().browser()!.newContext({ baseURL: j.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.waitForURL(/tab=reviews/);
    await expect
      .poll(() => page.getByRole('tabpanel', { name: 'Reviews' }).getByText('No Reviews', { exact: true }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('lets a signed-in shopper review a product and shows Review Submitted!', async () => {
    const product = (await allProducts()).find((p) => p.numReviews === 0 && p.countInStock > 0)!;
    const email = `reviewer-${randomUUID().slice(0, 8)}@example.com`;
    const created = await fetch(`${j.baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Tanvir Hasan', email, password: 'review password' }),
    });
    expect(created.status).toBe(201);

    // A visitor follows the prompt on the Reviews tab, signs in and comes back.
    await j.page.goto(`/product/${product.slug}?tab=reviews`);
    await hydrated(j.page);
    await j.page
      .getByRole('tabpanel', { name: 'Reviews' })
      .getByRole('link', { name: 'Please sign in to write a review' })
      .click();
    await j.page.waitForURL('**/login?**');
    await hydrated(j.page);
    await j.page.getByLabel('Email Address').fill(email);
    await j.page.getByLabel('Password').fill('review password');
    await j.page.getByRole('button', { name: 'Sign In' }).click();
    await j.page.waitForURL(`**/product/${product.slug}`);
    await hydrated(j.page);

    await j.page.getByRole('tab', { name: 'Reviews' }).click();
    const panel = j.page.getByRole('tabpanel', { name: 'Reviews' });
    await panel.getByLabel('Rating').selectOption({ label: '5 - Excellent' });
    await panel.getByLabel('Comment').fill('Works perfectly, fast delivery to Khulna.');
    await panel.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => panel.getByText('Review Submitted!').count()).toBe(1);
    await expect.poll(() => panel.getByText('Works perfectly, fast delivery to Khulna.').count()).toBe(1);
    expect(await panel.getByText('Tanvir Hasan').count()).toBe(1);
    expect(await panel.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await expect.poll(async () => (await detail(product.slug)).numReviews).toBe(1);
    await expect.poll(() => j.page.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBeGreaterThan(0);
  });

  it('compares two products side by side, removes one, and keeps the choice across reloads', async () => {
    const monitors = (await api<{ products: ApiProduct[] }>('/api/products?keyword=monitor')).products.slice(0, 2);
    const [a, b] = monitors;
    await j.page.goto(`/product/${a.slug}`);
    await hydrated(j.page);
    await j.page.getByRole('button', { name: 'Add to Compare' }).click();
    await expect.poll(() => j.page.getByRole('link', { name: 'Compare (1)' }).count()).toBe(1);
    await expect.poll(() => j.page.getByRole('button', { name: 'Remove from Compare' }).count()).toBe(1);

    await j.page.goto(`/product/${b.slug}`);
    await hydrated(j.page);
    await j.page.getByRole('button', { name: 'Add to Compare' }).click();
    await j.page.getByRole('link', { name: 'Compare (2)' }).click();
    await j.page.waitForURL('**/CompareScreen');

    const table = j.page.getByRole('table', { name: 'Product Comparison' });
    const columns = () => table.getByRole('columnheader').allTextContents();
    await expect.poll(async () => (await columns()).join('|')).toMatch(new RegExp(`${escape(a.name)}.*\\|.*${escape(b.name)}`));
    // Specifications line up by name: one row per name, a cell per product; differing rows say so.
    const row = table.getByRole('row', { name: /Display Size/ });
    expect(await row.getByRole('cell').count()).toBe(2);
    expect(await table.getByRole('rowheader', { name: 'Resolution (differs)' }).count()).toBe(1);

    await j.page.reload();
    await expect.poll(() => table.getByRole('link', { name: a.name }).count()).toBe(1);
    await expect.poll(() => table.getByRole('link', { name: b.name }).count()).toBe(1);

    await hydrated(j.page);
    await table.getByRole('button', { name: `Remove ${a.name}` }).click();
    await expect.poll(() => table.getByRole('link', { name: a.name }).count()).toBe(0);
    await expect.poll(() => j.page.getByRole('link', { name: 'Compare (1)' }).count()).toBe(1);
    await j.page.reload();
    await expect.poll(() => table.getByRole('link', { name: b.name }).count()).toBe(1);
    expect(await table.getByRole('link', { name: a.name }).count()).toBe(0);
  });

  it('adds to the comparison from a product grid without leaving it, and says so under the card when it is full', async () => {
    await j.page.goto('/category/laptop/1');
    await hydrated(j.page);
    const cards = j.page.getByRole('article');
    for (let n = 1; n <= 4; n++) {
      await cards
        .nth(n - 1)
        .getByRole('button', { name: 'Add to Compare' })
        .click();
      await expect.poll(() => j.page.getByRole('link', { name: `Compare (${n})` }).count()).toBe(1);
      await expect
        .poll(() =>
          cards
            .nth(n - 1)
            .getByRole('button', { name: 'Remove from Compare' })
            .count(),
        )
        .toBe(1);
    }
    await cards.nth(4).getByRole('button', { name: 'Add to Compare' }).click();
    await expect
      .poll(() => cards.nth(4).getByRole('alert').textContent())
      .toMatch(/^You can compare up to 4 products\. Remove one to add another\./);
    expect(new URL(j.page.url()).pathname).toBe('/category/laptop/1');
    expect(await j.page.getByRole('link', { name: 'Compare (4)' }).count()).toBe(1);
    // A card's own link still opens the product inside the app.
    const name = await cards.first().getByRole('heading').textContent();
    await cards.first().getByRole('link').first().click();
    await j.page.waitForURL('**/product/**');
    await expect.poll(() => j.page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
  });

  it('refuses a fifth product with a message instead of dropping one, before JavaScript too', async () => {
    const context = await j.page.context().browser()!.newContext({ baseURL: j.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/category/laptop/1');
    const grid = page.getByRole('article');
    for (let n = 1; n <= 4; n++) {
      await grid.getByRole('button', { name: 'Add to Compare' }).first().click();
      await page.waitForURL('**/category/laptop/1');
      await expect.poll(() => page.getByRole('link', { name: `Compare (${n})` }).count()).toBe(1);
    }
    await grid.getByRole('button', { name: 'Add to Compare' }).first().click();
    await page.waitForURL('**/CompareScreen');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('You can compare up to 4 products. Remove one to add another.');
    expect(
      await page.getByRole('table', { name: 'Product Comparison' }).getByRole('row').first().getByRole('columnheader').count(),
    ).toBe(4);

    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Compare (0)' }).count()).toBe(1);
    await context.close();
  });

  it('describes a product to search engines: title, canonical link and JSON-LD in taka', async () => {
    const product = (await allProducts()).find((p) => p.countInStock > 0)!;
    await j.page.goto(`/product/${product.slug}`);
    expect(await j.page.title()).toMatch(new RegExp(`^${escape(product.name)} \\| `));
    expect(await j.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${j.baseUrl}/product/${product.slug}`);
    const ld = JSON.parse((await j.page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: { priceCurrency: 'BDT', availability: 'https://schema.org/InStock' },
    });
    const robots = await (await fetch(`${j.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${j.baseUrl}/sitemap.xml`);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
