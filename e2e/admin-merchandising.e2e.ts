import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, signInAsAdmin, useBrowser } from './browser.ts';
import { picture } from './pictures.ts';

async function openAdminScreen(page: Page, name: string) {
  await page.getByText('Admin Panel ▾').click();
  await page.getByRole('link', { name, exact: true }).click();
}

/** The home page as a visitor sees it: no cookies, so it may come from the shared page cache. */
async function visitorHome(j: ReturnType<typeof useBrowser>) {
  const visitor = await j.newPage();
  const response = await visitor.goto('/');
  return { visitor, cache: response?.headers()['x-page-cache'] };
}

describe('admin offers and notices', () => {
  const j = useBrowser();

  it('creates an offer that the home carousel shows at once, then deactivates it from the list', async () => {
    const title = `Winter laptop week ${randomUUID().slice(0, 6)}`;
    // A visitor's home page is now in the shared page cache.
    await (await visitorHome(j)).visitor.context().close();

    await signInAsAdmin(j.page, 'admin-merchandising');
    await openAdminScreen(j.page, 'Offers');
    await j.page.waitForURL('**/admin/offerslist');
    await j.page.getByRole('link', { name: '+ Create Offers' }).click();
    await j.page.getByRole('heading', { name: 'Create Offer' }).waitFor();
    await j.page.getByLabel('Title', { exact: true }).fill(title);
    await j.page.getByLabel('Description', { exact: true }).fill('Up to 15% off on every laptop');
    // The banner is chosen from a file: the chooser uploads it and fills the address.
    await hydrated(j.page);
    await j.page
      .getByLabel('Upload a picture')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await picture(30, 90, 200) });
    await expect.poll(() => j.page.getByLabel('Image URL').inputValue()).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.webp$/);
    await expect.poll(() => j.page.getByRole('img', { name: 'Preview' }).getAttribute('width')).toBe('140');
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.waitForURL('**/admin/offerslist');

    const { visitor } = await visitorHome(j);
    const carousel = visitor.getByRole('region', { name: 'Offers' });
    await carousel.getByRole('heading', { name: title }).waitFor();
    expect(await carousel.getByText('Up to 15% off on every laptop').count()).toBe(1);

    // Deactivate from the list's status radio (the last page holds the newest offer).
    await j.page.goto('/admin/offerslist');
    const lastPage = j.page.getByRole('navigation', { name: 'Pages' }).getByRole('link').filter({ hasText: /^\d+$/ }).last();
    if (await lastPage.count()) await lastPage.click();
    await hydrated(j.page);
    const status = j.page.getByRole('switch', { name: `${title}: active` });
    expect(await status.getAttribute('aria-checked')).toBe('true');
    const saved = j.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/offerslist'));
    await status.click();
    await saved;
    await expect.poll(() => status.getAttribute('aria-checked')).toBe('false');
    await j.page.getByRole('row').filter({ hasText: title }).getByText('Inactive').waitFor();

    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Latest Products' }).waitFor();
    expect(await visitor.getByRole('heading', { name: title }).count()).toBe(0);
    await visitor.context().close();
  });

  it('creates a notice that scrolls on the home page, edits it, then deactivates and deletes it', async () => {
    const title = `Eid holiday ${randomUUID().slice(0, 6)}`;
    await signInAsAdmin(j.page, 'admin-merchandising');
    await openAdminScreen(j.page, 'Notice');
    await j.page.waitForURL('**/admin/notice/list');
    // Only the first active notice scrolls: turn the others off first.
    await hydrated(j.page);
    const active = await j.page
      .getByRole('switch', { checked: true })
      .evaluateAll((switches) => switches.map((s) => s.getAttribute('aria-label') ?? ''));
    for (const name of active) {
      const on = j.page.getByRole('switch', { name, exact: true });
      const saved = j.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/notice/list'));
      await on.click();
      await saved;
      await expect.poll(() => on.getAttribute('aria-checked')).toBe('false');
    }
    await j.page.getByRole('link', { name: '+ Create new notice' }).click();
    await j.page.getByRole('heading', { name: 'Create Notice' }).waitFor();
    await j.page.getByLabel('Title', { exact: true }).fill(title);
    await j.page.getByLabel('Description', { exact: true }).fill('Orders placed now ship on Sunday');
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.waitForURL('**/admin/notice/list');

    const { visitor } = await visitorHome(j);
    const line = visitor.getByRole('region', { name: 'Notice' });
    await expect.poll(() => line.textContent()).toContain(`${title}: Orders placed now ship on Sunday`);

    // Edit it: the home page follows.
    await j.page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: 'Edit' }).click();
    await j.page.getByRole('heading', { name: 'Edit Notice' }).waitFor();
    await j.page.getByLabel('Description', { exact: true }).fill('Orders placed now ship on Monday');
    await j.page.getByRole('button', { name: 'Update' }).click();
    await j.page.waitForURL('**/admin/notice/list');
    await visitor.reload();
    await expect.poll(() => visitor.getByRole('region', { name: 'Notice' }).textContent()).toContain('ship on Monday');

    await hydrated(j.page);
    // The radio shows the new state at once; the save is done when its post answers.
    const saved = j.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/notice/list'));
    await j.page.getByRole('switch', { name: `${title}: active` }).click();
    await saved;
    await expect.poll(() => j.page.getByRole('switch', { name: `${title}: active` }).getAttribute('aria-checked')).toBe('false');
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'Latest Products' }).waitFor();
    expect(await visitor.getByText(title).count()).toBe(0);

    const row = j.page.getByRole('row').filter({ hasText: title });
    await row.getByRole('link', { name: 'Delete' }).click();
    await j.page.getByText('Are you sure?').waitFor();
    await j.page.getByRole('button', { name: 'Yes, delete' }).click();
    await j.page.getByText('Notice deleted').waitFor();
    await expect.poll(() => j.page.getByRole('row').filter({ hasText: title }).count()).toBe(0);

    // Put the notices back on for the other journeys, which read the demo's first one.
    await hydrated(j.page);
    for (const name of active) {
      const off = j.page.getByRole('switch', { name, exact: true });
      const saved = j.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/admin/notice/list'));
      await off.click();
      await saved;
      await expect.poll(() => off.getAttribute('aria-checked')).toBe('true');
    }
    await visitor.context().close();
  });
});
