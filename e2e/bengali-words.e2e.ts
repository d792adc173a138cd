import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin, useBrowser } from './browser.ts';
import { faultsAt } from './phone-faults.ts';

// The shop's own words in Bengali (docs/decisions/039): what an admin writes in Bengali beside
// the English shows to a shopper on Bengali pages, on a 360 px phone.

const PHONE = { width: 360, height: 740 };

describe('the shop’s own words in Bengali', () => {
  const j = useBrowser();

  it('shows a shopper on Bengali pages the hours, notice and specification names an admin wrote in Bengali, on a 360 px phone', async () => {
    const mark = randomUUID().slice(0, 6);
    const hours = `সকাল ৯টা - রাত ৯টা ${mark}`;
    const noticeTitle = `ডেলিভারির সময় ${mark}`;
    const warranty = `ওয়ারেন্টি ${mark}`;
    const admin = await j.newPage({ viewport: PHONE });
    await signInAsAdmin(admin, 'bengali-words');

    // Settings: the Bengali support hours beside the English ones.
    await admin.goto('/admin/settings');
    await admin.getByLabel('Support hours in Bengali').fill(hours);
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Settings saved').first().waitFor();

    // The notice the home page scrolls (the demo's first active one) gets a Bengali title.
    await admin.goto('/admin/notice/list');
    await admin.getByRole('row').filter({ hasText: 'Delivery times' }).getByRole('link', { name: /Edit/ }).click();
    await admin.getByLabel('Title in Bengali').fill(noticeTitle);
    await admin.getByRole('button', { name: 'Update' }).click();
    await admin.waitForURL('**/admin/notice/list');

    // The glossary: the demo's entry for Warranty gets another Bengali name.
    await admin.goto('/admin/spec-glossary');
    await admin.getByRole('cell', { name: 'Processor', exact: true }).waitFor();
    await admin.getByRole('link', { name: 'Edit Warranty' }).click();
    await admin.getByLabel('Bengali').fill(warranty);
    await admin.getByRole('button', { name: 'Update' }).click();
    await admin.waitForURL('**/admin/spec-glossary?saved=1');
    await admin.getByRole('cell', { name: warranty }).waitFor();

    // A shopper on a phone switches to Bengali.
    const shopper = await j.newPage({ viewport: PHONE });
    await shopper.goto('/');
    await shopper.getByRole('button', { name: 'বাংলা' }).click();
    await shopper.locator('html[lang="bn"]').waitFor({ state: 'attached' });
    await shopper.getByText(noticeTitle).first().waitFor();
    await shopper.locator('footer').getByText(hours).waitFor();
    expect(await shopper.getByText('Delivery times').count()).toBe(0);

    // A laptop's specification names, through the glossary.
    const { products } = (await (await shopper.request.get('/api/products?keyword=laptop')).json()) as { products: { slug: string }[] };
    await shopper.goto(`/product/${products[0].slug}`);
    await shopper.getByRole('rowheader', { name: warranty }).first().waitFor();
    await shopper.getByRole('table', { name: 'প্রসেসর', exact: true }).waitFor();
    expect(await shopper.getByRole('rowheader', { name: 'Warranty', exact: true }).count()).toBe(0);

    // In English the same pages keep the English words.
    await shopper.getByRole('button', { name: /English/ }).click();
    await shopper.locator('html[lang="en"]').waitFor({ state: 'attached' });
    await shopper.getByRole('rowheader', { name: 'Warranty', exact: true }).first().waitFor();

    // The admin screens this adds fit the phone, in English and in Bengali.
    for (const language of ['English', 'বাংলা']) {
      if (language === 'বাংলা') {
        await admin.getByRole('button', { name: language }).click();
        await admin.locator('html[lang="bn"]').waitFor({ state: 'attached' });
      }
      for (const path of ['/admin/spec-glossary', '/admin/spec-glossary/new', '/admin/settings']) {
        await admin.goto(path);
        await admin.waitForFunction(() => getComputedStyle(document.body).visibility === 'visible');
        expect(await faultsAt(admin), `${path} in ${language}`).toEqual([]);
      }
    }
    await admin.getByRole('button', { name: /English/ }).click();
    await admin.locator('html[lang="en"]').waitFor({ state: 'attached' });
    await admin.goto('/admin/spec-glossary');

    // Put the demo's Bengali back for the journeys after this one.
    await admin.getByRole('link', { name: 'Edit Warranty' }).click();
    await admin.getByLabel('Bengali').fill('ওয়ারেন্টি');
    await admin.getByRole('button', { name: 'Update' }).click();
    await admin.waitForURL('**/admin/spec-glossary?saved=1');
    await shopper.context().close();
    await admin.context().close();
  });
});
