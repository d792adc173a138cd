import { describe, expect, inject, it } from 'vitest';
import { hydrated, useBrowser } from './browser.ts';
import { picture } from './pictures.ts';

describe('brand directory, contact and EMI pages', () => {
  const j = useBrowser();

  it('opens the brand directory from the footer, jumps to a letter and opens a brand’s page', async () => {
    await j.page.goto('/');
    await j.page.getByRole('contentinfo').getByRole('link', { name: 'Brands' }).click();
    await j.page.waitForURL(/\/BrandScreen$/);
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe('Find Your Favorite Brand');
    await hydrated(j.page);
    const index = j.page.getByRole('navigation', { name: 'Brands by initial' });
    // A to Z and 0-9: every letter of the demo catalogue has a brand, so each is a link.
    expect(await index.getByRole('link').allTextContents()).toEqual([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0-9']);
    await index.getByRole('link', { name: 'M', exact: true }).click();
    await j.page.waitForURL(/\/BrandScreen#brands-M$/);
    const section = j.page.getByRole('region', { name: 'M', exact: true });
    await expect.poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top) < 200)).toBe(true);
    // Four brands a row on a wide screen.
    const tops = await section.getByRole('listitem').evaluateAll((items) => items.slice(0, 5).map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]);
    // docs/requirements/content-pages.md §2: MSI is one of the directory's manufacturer entries.
    expect(await section.getByRole('link', { name: 'MSI', exact: true }).getAttribute('href')).toBe('/manufacturer?manufacturer_id=170');
    await section.getByRole('link', { name: 'MSI', exact: true }).click();
    await j.page.waitForURL(/\/brand\/msi\/1$/);
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toContain('MSI');
    expect(await j.page.getByRole('main').getByRole('link', { name: /MSI/ }).count()).toBeGreaterThan(0);
  });

  it('follows an old manufacturer link to its brand page', async () => {
    const response = await j.page.goto('/manufacturer?manufacturer_id=170');
    expect(response?.status()).toBe(200);
    expect(new URL(j.page.url()).pathname).toBe('/brand/msi/1');
    await j.page.goto('/manufacturer?manufacturer_id=21');
    expect(new URL(j.page.url()).pathname).toBe('/brand/haat-pc/1');
  });

  it('filters the sales outlets as the visitor types, and the Khulna card’s map opens in a new tab', async () => {
    await j.page.goto('/');
    await j.page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await j.page.waitForURL(/\/ContactUsScreen$/);
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Us');
    const phoneCard = j.page.getByRole('region', { name: 'Call Us' });
    expect(await phoneCard.getByRole('link').getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    expect(await phoneCard.textContent()).toMatch(/Hours: .+/);
    expect(await j.page.getByRole('region', { name: 'E-mail Us' }).getByRole('link').getAttribute('href')).toMatch(/^mailto:.+@/);
    const outlets = j.page.getByRole('region', { name: 'Sales Outlets' }).getByRole('article');
    expect(await outlets.count()).toBe(4);
    const khulna = j.page.getByRole('article', { name: 'Khulna' });
    const map = khulna.getByRole('link', { name: 'View Khulna on the map' });
    expect(await map.getAttribute('target')).toBe('_blank');
    expect(await map.getAttribute('rel')).toContain('noopener');
    expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\//);

    await hydrated(j.page);
    const search = j.page.getByRole('searchbox', { name: 'Search outlets' });
    await search.pressSequentially('rang');
    // Filtered in place: no request, the address stays.
    await expect.poll(() => outlets.count()).toBe(1);
    expect(await outlets.getByRole('heading').textContent()).toBe('Rangpur');
    expect(j.page.url()).toMatch(/\/ContactUsScreen$/);
    expect(await j.page.getByText('1 of 4 outlets match').count()).toBe(1);
    await search.fill('nowhere at all');
    await expect.poll(() => j.page.getByText('No outlet matches your search.').count()).toBe(1);
    await search.fill('');
    await expect.poll(() => outlets.count()).toBe(4);
  });

  it('filters the sales outlets without JavaScript: the search is a form the server answers', async () => {
    const context = await j.page.context().browser()!.newContext({ baseURL: j.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ContactUsScreen');
    await page.getByRole('searchbox', { name: 'Search outlets' }).fill('KDA avenue');
    await page.getByRole('region', { name: 'Sales Outlets' }).getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/ContactUsScreen\?q=KDA\+avenue$/);
    const outlets = page.getByRole('region', { name: 'Sales Outlets' }).getByRole('article');
    expect(await outlets.count()).toBe(1);
    expect(await outlets.getByRole('heading').textContent()).toBe('Khulna');
    expect(await page.getByRole('searchbox', { name: 'Search outlets' }).inputValue()).toBe('KDA avenue');
    await context.close();
  });

  it('shows the EMI banks and terms, and a product of ৳5,000 or more its monthly amounts; a cheaper one none', async () => {
    await j.page.goto('/');
    await j.page.getByRole('contentinfo').getByRole('link', { name: 'EMI Facility' }).click();
    await j.page.waitForURL(/\/emi-terms$/);
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe('Enjoy 0% EMI Facility From The Banks Listed Below');
    const cards = j.page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBe(6);
    const brac = j.page.getByRole('article', { name: 'BRAC Bank' });
    expect(await brac.textContent()).toContain('Online: 3, 6 months');
    expect(await brac.textContent()).toContain('Offline: 6, 9, 12 months');
    expect(await brac.textContent()).toContain('৳5,000');
    const logo = brac.getByRole('img', { name: 'BRAC Bank logo' });
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await j.page.getByRole('article', { name: 'Standard Chartered' }).textContent()).toContain('৳10,000');
    expect(await j.page.getByText(/BDT 22,000/).count()).toBe(1);
    expect(await j.page.getByText(/২২,০০০ টাকা/).count()).toBe(1);

    const products = (await (await fetch(`${j.baseUrl}/api/products?limit=30`)).json()).products as Array<{ slug: string; price: number; salePrice: number }>;
    const dear = products.find((p) => p.price >= 20_000)!;
    await j.page.goto(`/product/${dear.slug}`);
    const emi = j.page.locator('details').filter({ hasText: '0% EMI from' });
    const lowest = Math.ceil(dear.price / 12);
    expect(await emi.locator('summary').textContent()).toBe(`0% EMI from ৳${lowest.toLocaleString('en-IN')}/month`);
    await emi.locator('summary').click();
    const rows = emi.getByRole('row');
    await expect.poll(() => rows.count()).toBe(5);
    expect(await rows.nth(1).getByRole('cell').allTextContents()).toEqual(['3', `৳${Math.ceil(dear.price / 3).toLocaleString('en-IN')}`, expect.stringContaining('BRAC Bank')]);

    const cheapest = (await (await fetch(`${j.baseUrl}/api/categories/mousepad/products?sort=price_asc`)).json()).products as Array<{ slug: string; price: number }>;
    const cheap = cheapest[0];
    expect(cheap.price).toBeLessThan(5_000);
    await j.page.goto(`/product/${cheap.slug}`);
    await expect.poll(() => j.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await j.page.getByText('0% EMI from').count()).toBe(0);
  });

  it('lets an admin add an outlet and a bank, which visitors see at once', async () => {
    const admin = inject('admins')['content-directory'];
    const visitor = await j.newPage();
    // Cached for visitors before the change: the change must drop it.
    await visitor.goto('/ContactUsScreen');
    await visitor.goto('/emi-terms');

    const page = j.page;
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(j.baseUrl + '/');
    await hydrated(page);
    await page.getByText('Admin Panel ▾').click();
    await page.getByRole('link', { name: 'Sales Outlets' }).click();
    await page.waitForURL('**/admin/outlets');
    await page.getByRole('link', { name: '+ Add Outlet' }).click();
    await page.waitForURL('**/admin/outlets/new');
    await hydrated(page);
    await page.getByLabel('Branch name', { exact: true }).fill('Jashore');
    await page.getByLabel('Address', { exact: true }).fill('12 M K Road, Jashore 7400');
    await page.getByLabel('Phone').fill('not a number');
    await page.getByLabel('Map link').fill('https://www.openstreetmap.org/search?query=Jashore');
    await page.getByRole('button', { name: 'Save' }).click();
    // The server refuses the phone and keeps what was typed.
    await expect.poll(() => page.getByText(/Phone must be a phone number/).count()).toBeGreaterThan(0);
    expect(await page.getByLabel('Branch name', { exact: true }).inputValue()).toBe('Jashore');
    await page.getByLabel('Phone').fill('0421-60000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/outlets?saved=1');
    expect(await page.getByRole('cell', { name: 'Jashore', exact: true }).count()).toBe(1);

    await visitor.goto('/ContactUsScreen');
    expect(await visitor.getByRole('article', { name: 'Jashore' }).textContent()).toContain('0421-60000');

    await page.getByText('Admin Panel ▾').click();
    await page.getByRole('link', { name: 'EMI Banks' }).click();
    await page.waitForURL('**/admin/emi-banks');
    await page.getByRole('link', { name: '+ Add Bank' }).click();
    await page.waitForURL('**/admin/emi-banks/new');
    await hydrated(page);
    await page.getByLabel('Bank name').fill('Prime Bank');
    await page.getByLabel('Upload a picture').setInputFiles({ name: 'prime.png', mimeType: 'image/png', buffer: await picture(20, 60, 140) });
    await expect.poll(() => page.getByLabel('Logo', { exact: true }).inputValue()).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.webp$/);
    await page.getByLabel('Online tenures (months)').fill('3, 6');
    await page.getByLabel('Offline tenures (months)').fill('6, 9, 12, 18');
    await page.getByLabel('Minimum purchase (৳)').fill('5000');
    await page.getByLabel('Condition', { exact: true }).fill('Prime Bank credit cards.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/emi-banks?saved=1');
    expect(await page.getByRole('cell', { name: 'Prime Bank', exact: true }).count()).toBe(1);

    await visitor.goto('/emi-terms');
    const card = visitor.getByRole('article', { name: 'Prime Bank' });
    expect(await card.textContent()).toContain('Offline: 6, 9, 12, 18 months');
    expect(await card.getByRole('img', { name: 'Prime Bank logo' }).getAttribute('src')).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}-300\.webp$/);
    const products = (await (await fetch(`${j.baseUrl}/api/products?limit=30`)).json()).products as Array<{ slug: string; price: number }>;
    await visitor.goto(`/product/${products.find((p) => p.price >= 20_000)!.slug}`);
    await visitor.locator('summary').filter({ hasText: '0% EMI from' }).click();
    expect(await visitor.getByRole('row').filter({ hasText: 'Prime Bank' }).first().textContent()).toBeTruthy();
    expect(await visitor.getByRole('cell', { name: '18', exact: true }).count()).toBe(1);
    await visitor.context().close();
  });
});
