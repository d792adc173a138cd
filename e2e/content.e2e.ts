import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hydrated, useBrowser } from './browser.ts';
import { picture } from './pictures.ts';
import { districtByKey } from '~/platform/districts.ts';
import { formatTaka, taka } from '~/platform/money.ts';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/$/);
}

async function fillComplaint(
  page: Page,
  fields: { name: string; phone: string; email?: string; title: string; details: string },
) {
  await page.getByLabel('Full Name').fill(fields.name);
  await page.getByLabel('Phone No.').fill(fields.phone);
  if (fields.email) await page.getByLabel('Email Address').fill(fields.email);
  await page.getByLabel('Subject').fill(fields.title);
  await page.getByLabel('Details').fill(fields.details);
}

/** The ticket number the confirmation shows. */
async function ticketNumber(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1, name: /^Ticket \d+$/ });
  await expect.poll(() => heading.count()).toBe(1);
  return (await heading.textContent())!.replace('Ticket ', '');
}

describe('policy pages and support tickets', () => {
  const j = useBrowser();
  const admin = inject('admins')['content'];

  it('reads the return policy from the footer: Bengali, then English, then the hotline', async () => {
    await j.page.goto('/');
    await j.page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Return and Refund Policy' }).click();
    await j.page.waitForURL(/\/RefundReturnPolicyScreen$/);
    await expect.poll(() => j.page.getByRole('heading', { level: 1 }).textContent()).toBe('রিটার্ন ও রিফান্ড নীতি');
    expect(await j.page.getByRole('heading', { level: 2, name: 'Return and Refund Policy' }).count()).toBe(1);
    expect(await j.page.getByText('Software and licences cannot be returned or refunded.').count()).toBe(1);
    expect(await j.page.getByText(/^Hotline:/).count()).toBe(1);
    expect(await j.page.evaluate(() => window.scrollY)).toBe(0);
    expect(await j.page.title()).toMatch(/^রিটার্ন ও রিফান্ড নীতি \| /);
  });

  it('shows the warranty terms with the shop’s e-mail address from the settings', async () => {
    await j.page.goto('/TermsandCondScreen');
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe('Terms and Conditions');
    expect(await j.page.getByText(/at least 3 dead pixels/).count()).toBe(1);
    const mail = j.page.getByRole('main').getByRole('link', { name: /@/ }).last();
    expect(await mail.getAttribute('href')).toMatch(/^mailto:[^{}]+@/);
    expect(await j.page.locator('meta[name="description"]').getAttribute('content')).toMatch(/warranty terms/);
  });

  it('shows the delivery charges of the settings on the delivery page, in Bengali words and digits on the Bengali one', async () => {
    const settings = (await (await j.page.request.get('/api/settings')).json()) as { shippingFee: number; localShippingFee: number; freeShippingThreshold: number; shopDistrict: string };
    const district = districtByKey(settings.shopDistrict)!;
    const money = (amount: number, language: 'en' | 'bn') => formatTaka(taka(amount), language);
    await j.page.goto('/OnlineDeliveryScreen');
    const charges = j.page.getByRole('main').getByRole('listitem').filter({ hasText: /^Delivery charge:/ });
    expect(await charges.textContent()).toBe(
      `Delivery charge: ${money(settings.localShippingFee, 'en')} inside ${district.en} district, ${money(settings.shippingFee, 'en')} anywhere else in Bangladesh; free on orders over ${money(settings.freeShippingThreshold, 'en')}. Your cart shows your charge before you order.`,
    );
    await j.page.getByRole('button', { name: 'বাংলা' }).click();
    await j.page.locator('html[lang="bn"]').waitFor({ state: 'attached' });
    const chargesBn = j.page.getByRole('main').getByRole('listitem').filter({ hasText: /^ডেলিভারি চার্জ:/ });
    await expect
      .poll(() => chargesBn.textContent())
      .toBe(
        `ডেলিভারি চার্জ: ${district.bn} জেলার ভেতরে ${money(settings.localShippingFee, 'bn')}, বাংলাদেশের অন্য যেকোনো জেলায় ${money(settings.shippingFee, 'bn')}; ${money(settings.freeShippingThreshold, 'bn')}-এর বেশি অর্ডারে ডেলিভারি ফ্রি। অর্ডারের আগেই কার্টে আপনার চার্জ দেখতে পাবেন।`,
      );
  });

  it('sends a complaint without JavaScript, shows errors beside the fields, and answers a ticket number', async () => {
    const context = await j.page.context().browser()!.newContext({ baseURL: j.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ComplainAdviceScreen');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Complain');
    // A number the browser's check lets through but that is no Bangladeshi mobile: the server says so.
    await fillComplaint(page, { name: 'Karim Sheikh', phone: '01212345678', title: 'Wrong colour', details: 'I ordered black.' });
    await page.getByRole('button', { name: 'Submit Your Request' }).click();
    await page.waitForURL(/\/home\/saveTask$/);
    const phone = page.getByLabel('Phone No.');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await phone.getAttribute('aria-describedby')}"]`).textContent()).toMatch(
      /Bangladeshi mobile number/,
    );
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Karim Sheikh');
    expect(await page.getByLabel('Details').inputValue()).toBe('I ordered black.');
    await phone.fill('01812-345678');
    await page.getByRole('button', { name: 'Submit Your Request' }).click();
    await page.waitForURL(/\/support\/ticket\/[\w-]{32}\?sent=1$/);
    const number = await ticketNumber(page);
    expect(await page.getByRole('status').textContent()).toContain(`Your ticket number is ${number}.`);
    await context.close();
  });

  it('sends a service request with JavaScript; an admin finds it, answers and resolves it, and the customer reads the answer', async () => {
    await j.page.goto('/OnlineServiceSupportScreen');
    await hydrated(j.page);
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe('Service Support Request');
    await fillComplaint(j.page, {
      name: 'Shirin Akter',
      phone: '+880 1712 345678',
      email: 'shirin@example.com',
      title: 'Monitor flickers',
      details: 'Since yesterday.',
    });
    await j.page.getByLabel('Invoice No.').fill('INV-7781');
    await j.page.getByRole('button', { name: 'Submit Your Request' }).click();
    await j.page.waitForURL(/\/support\/ticket\/[\w-]{32}\?sent=1$/);
    const number = await ticketNumber(j.page);
    expect(await j.page.getByRole('status').textContent()).toContain('We have sent you a confirmation e-mail.');
    const ticketUrl = j.page.url().replace(/\?sent=1$/, '');

    const staff = await j.newPage();
    await signIn(staff, admin.email, admin.password);
    await staff.goto('/admin/tickets?status=open');
    await staff.getByRole('link', { name: `#${number}` }).click();
    await staff.waitForURL(/\/admin\/tickets\/[0-9a-f-]{36}$/);
    await hydrated(staff);
    expect(await staff.getByText('INV-7781').count()).toBe(1);
    await staff.getByLabel('Reply to the customer').fill('Please bring the monitor to our Khulna shop; we will replace it.');
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => staff.getByRole('status').textContent()).toBe('Reply sent.');
    await expect.poll(() => staff.getByLabel('Status').inputValue()).toBe('in_progress');
    await staff.getByLabel('Status').selectOption('resolved');
    await staff.getByRole('button', { name: 'Update status' }).click();
    await expect.poll(() => staff.getByRole('status').textContent()).toBe('Saved');
    await staff.goto('/admin/outbox');
    expect(await staff.getByRole('article', { name: `Ticket ${number}: our answer / টিকিট ${number}-এর উত্তর` }).count()).toBe(1);
    await staff.context().close();

    await j.page.goto(ticketUrl);
    expect(await j.page.getByText('Please bring the monitor to our Khulna shop; we will replace it.').count()).toBe(1);
    expect(await j.page.getByText('Resolved').count()).toBe(1);
  });

  it('lets an admin edit a page, and visitors see the edit', async () => {
    await signIn(j.page, admin.email, admin.password);
    await j.page.goto('/admin/pages');
    await j.page.getByRole('link', { name: 'Edit about en' }).click();
    await j.page.waitForURL(/\/admin\/pages\/about\/en$/);
    await hydrated(j.page);
    await j.page.getByLabel('Title').fill('About Our Shop');
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.waitForURL(/\/admin\/pages\?saved=1$/);
    await expect.poll(() => j.page.getByRole('status').textContent()).toBe('Saved');

    const visitor = await j.newPage();
    await visitor.goto('/AboutUsScreen');
    expect(await visitor.getByRole('heading', { level: 1 }).textContent()).toBe('About Our Shop');
    await visitor.context().close();
  });

  it('shows the points page’s video as its picture and caption on a phone, and loads the player only when the visitor plays it', async () => {
    await signIn(j.page, admin.email, admin.password);
    await j.page.goto('/admin/pages/points/en');
    await hydrated(j.page);
    await j.page.getByLabel('YouTube video address').fill('https://youtu.be/dQw4w9WgXcQ');
    await j.page.getByLabel('Video caption (the page heading when empty)').fill('How points work');
    await j.page.getByLabel('Upload a picture').setInputFiles({ name: 'video.png', mimeType: 'image/png', buffer: await picture(200, 40, 40) });
    await expect.poll(() => j.page.getByLabel('Video picture (shown until the visitor plays it)').inputValue()).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.webp$/);
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.waitForURL(/\/admin\/pages\?saved=1$/);

    const visitor = await j.newPage({ viewport: { width: 360, height: 740 } });
    // The machine has no way out: whatever the page asks of another site is answered here, and noted.
    const outside: string[] = [];
    await visitor.route(
      (url) => url.origin !== j.baseUrl,
      (route) => {
        outside.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>The player</p>' });
      },
    );
    const response = await visitor.goto('/PointPolicyScreen');
    expect(response!.headers()['content-security-policy']).not.toContain('youtube');
    const video = visitor.getByRole('link', { name: /How points work/ });
    await expect.poll(() => video.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await visitor.locator('iframe').count()).toBe(0);
    expect(outside).toEqual([]);

    const played = visitor.waitForResponse((answer) => answer.url().endsWith('/PointPolicyScreen?video=play'));
    await video.click();
    await visitor.waitForURL(/\/PointPolicyScreen\?video=play#video$/);
    expect((await played).headers()['content-security-policy']).toContain("frame-src 'self' https://www.youtube-nocookie.com");
    const player = visitor.locator('iframe[title="How points work"]');
    expect(await player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    await expect.poll(() => player.contentFrame().getByText('The player').count()).toBe(1);
    expect(outside).toEqual(['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0']);
    // Only this page may frame the player.
    const other = await visitor.goto('/AboutUsScreen');
    expect(other!.headers()['content-security-policy']).not.toContain('youtube');
    await visitor.context().close();
  });

  it('pages through the blog, opens an article, posts a comment, and shows it once an admin approves it', async () => {
    await j.page.goto('/BlogScreen');
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog');
    expect(await j.page.getByRole('main').getByRole('article').count()).toBe(6);
    const showing = j.page.getByText(/^Showing \d+ to \d+ of \d+ \(\d+ Pages\)$/);
    expect(await showing.textContent()).toBe('Showing 1 to 6 of 20 (4 Pages)');
    await hydrated(j.page);
    await j.page.getByRole('link', { name: 'NEXT' }).click();
    await j.page.waitForURL(/\/BlogScreen\?page=2$/);
    await expect.poll(() => showing.textContent()).toBe('Showing 7 to 12 of 20 (4 Pages)');
    expect(await j.page.getByRole('link', { name: '2', exact: true }).getAttribute('aria-current')).toBe('page');
    await j.page.getByRole('link', { name: 'PREV' }).click();
    await j.page.waitForURL(/\/BlogScreen$/);

    await j.page.getByRole('link', { name: 'Read More: How to Choose a Laptop for University' }).click();
    await j.page.waitForURL(/\/blog\/how-to-choose-a-laptop-for-university$/);
    await expect
      .poll(() => j.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('How to Choose a Laptop for University');
    expect(await j.page.getByText('There are no comments for this Article.').count()).toBe(1);
    expect(await j.page.getByRole('complementary').getByRole('listitem').count()).toBe(8);
    expect(await j.page.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/,
    );

    await j.page.getByLabel('Name', { exact: true }).fill('Farhana Islam');
    await j.page.getByLabel('Email', { exact: true }).fill('farhana@example.com');
    await j.page.getByLabel('Comment', { exact: true }).fill('Very helpful, thank you! I bought the 16 GB model.');
    await j.page.getByRole('button', { name: 'Submit' }).click();
    await j.page.waitForURL(/\?commented=1#comments$/);
    await expect
      .poll(() => j.page.getByRole('status').textContent())
      .toBe('Thank you! Your comment will appear once it is approved.');
    expect(await j.page.getByText('There are no comments for this Article.').count()).toBe(1);

    const staff = await j.newPage();
    await signIn(staff, admin.email, admin.password);
    await staff.goto('/admin/blog/comments');
    await hydrated(staff);
    const pending = staff.getByRole('article', { name: 'Farhana Islam: How to Choose a Laptop for University' });
    await pending.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => staff.getByRole('status').textContent()).toBe('Comment approved.');
    await staff.context().close();

    await j.page.goto('/blog/how-to-choose-a-laptop-for-university');
    expect(await j.page.getByText('Very helpful, thank you! I bought the 16 GB model.').count()).toBe(1);
    expect(await j.page.getByText('There are no comments for this Article.').count()).toBe(0);
  });

  it('shows the newest article at /BlogDetailsScreen', async () => {
    await j.page.goto('/BlogDetailsScreen');
    expect(await j.page.getByRole('heading', { level: 1 }).textContent()).toBe('Best Gaming Headphones You Can Buy This Year');
    expect(await j.page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      /\/blog\/best-gaming-headphones-you-can-buy-this-year$/,
    );
  });
});
