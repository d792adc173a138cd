import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatTaka, taka } from '~/platform/money.ts';
import { hydrated, useBrowser } from './browser.ts';

interface Choice {
  _id: string;
  name: string;
  salePrice: number;
}

const PASSWORD = 'pc builder password';

describe('PC builder', () => {
  const j = useBrowser();
  /** The first in-stock product the chooser's API lists for a slot with these filters. */
  async function first(slot: string, query: string): Promise<Choice> {
    const page = (await (await fetch(`${j.baseUrl}/api/pcbuilder/components/${slot}?availability=7&${query}`)).json()) as {
      products: Choice[];
    };
    expect(page.products.length, `${slot} ${query}`).toBeGreaterThan(0);
    return page.products[0];
  }
  const row = (page: Page, slot: string) => page.getByTestId(`slot-${slot}`);
  const total = (page: Page) => page.getByTestId('pc-total').textContent();

  async function add(page: Page, name: string) {
    await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
    await page.waitForURL(`${j.baseUrl}/PcBuilderScreen`);
    await hydrated(page);
  }

  it('builds a compatible PC from the chooser, flags a wrong RAM type and its fix, saves it, reopens it from the profile, adds it to the cart and quotes it', async () => {
    const page = j.page;
    const cpu = await first('cpu', 'socket=LGA1700&search=i5');
    const board = await first('motherboard', `parts=cpu:${cpu._id}&memory=DDR5&form=ATX`);
    const wrongRam = await first('ram', 'memory=DDR4&form=DIMM');
    const ram = await first('ram', `memory=DDR5&form=DIMM&parts=motherboard:${board._id}`);
    const storage = await first('storage', 'type=NVMe SSD');
    const sum = [cpu, board, ram, storage].reduce((s, p) => s + taka(p.salePrice), 0);

    await page.goto('/register');
    await page.getByLabel('Name').fill('PC Builder');
    await page.getByLabel('Email Address').fill(`pc-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${j.baseUrl}/`);

    await page.getByRole('link', { name: 'PC Builder' }).click();
    await page.getByRole('heading', { name: 'PC Builder' }).waitFor();
    await hydrated(page);
    expect(await total(page)).toBe('৳0');
    expect(await page.getByTestId('pc-wattage').textContent()).toBe('0W');
    expect(await page.getByRole('heading', { name: 'Core Components' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Peripherals & Others' }).count()).toBe(1);

    // The processor, through the chooser's socket filter and search.
    await page.getByRole('link', { name: 'Choose CPU', exact: true }).click();
    await page.getByRole('heading', { name: 'Choose CPU', exact: true }).waitFor();
    await hydrated(page);
    await page
      .getByRole('region', { name: 'Filters' })
      .getByLabel(/Intel LGA1700/)
      .check();
    await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/socket=LGA1700/);
    await page.getByRole('searchbox', { name: 'Search CPU' }).fill('i5');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/search=i5/);
    await expect.poll(() => page.getByTestId('chooser-footer').textContent()).toMatch(/^Showing 1 to \d+ of \d+ \(1 Pages\)$/);
    await add(page, cpu.name);
    expect(await row(page, 'cpu').getByRole('link', { name: cpu.name }).count()).toBe(1);
    expect(await total(page)).toBe(formatTaka(taka(cpu.salePrice)));

    // The motherboard chooser offers only boards with the processor's socket.
    await page.getByRole('link', { name: 'Choose Motherboard' }).click();
    await page.getByRole('heading', { name: 'Choose Motherboard' }).waitFor();
    await expect.poll(() => page.getByText('Showing parts compatible with your build.').count()).toBe(1);
    expect(await page.getByText(/AM5/).count()).toBe(0);
    await add(page, board.name);

    // A DDR4 module on a DDR5 board: only with "Show all parts", and the builder says why on both rows.
    await page.getByRole('link', { name: 'Choose RAM' }).click();
    await page.getByRole('heading', { name: 'Choose RAM' }).waitFor();
    expect(await page.getByRole('button', { name: `Add ${wrongRam.name}`, exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Show all parts' }).click();
    await page.waitForURL(/all=1/);
    await add(page, wrongRam.name);
    await expect
      .poll(() => row(page, 'ram').getByTestId('conflicts-ram').textContent())
      .toContain('The RAM is DDR4 but the motherboard takes DDR5');
    expect(await row(page, 'motherboard').getByTestId('conflicts-motherboard').textContent()).toContain(
      'The RAM is DDR4 but the motherboard takes DDR5',
    );
    expect(await page.getByText('1 compatibility problem(s) in this build').count()).toBe(1);

    // Fixed: a DDR5 module instead.
    await page.getByRole('link', { name: 'Change RAM' }).click();
    await page.getByRole('heading', { name: 'Choose RAM' }).waitFor();
    await add(page, ram.name);
    expect(await page.getByTestId('conflicts-ram').count()).toBe(0);

    // Add to Cart names what is still missing.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.getByText('Choose the required components first: Storage').count()).toBe(1);

    await page.getByRole('link', { name: 'Choose Storage' }).click();
    await page.getByRole('heading', { name: 'Choose Storage' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search Storage' }).fill(storage.name.split(' ')[1]);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/search=/);
    await add(page, storage.name);
    expect(await total(page)).toBe(formatTaka(sum));
    expect(await page.getByTestId('pc-count').textContent()).toBe('4 Items');
    expect(await page.getByText('All chosen parts are compatible').count()).toBe(1);
    expect(Number((await page.getByTestId('pc-wattage').textContent())!.replace('W', ''))).toBeGreaterThan(0);

    // Hide Unconfigured Components hides the empty rows only.
    await page.getByLabel('Hide Unconfigured Components').check();
    await page.waitForURL(/hide=1/);
    await expect.poll(() => row(page, 'monitor').count()).toBe(0);
    expect(await row(page, 'storage').count()).toBe(1);
    await page.getByLabel('Hide Unconfigured Components').uncheck();
    await expect.poll(() => row(page, 'monitor').count()).toBe(1);

    // Screenshot: a PNG of the build.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Screenshot' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('pc-build.png');
    const png = readFileSync((await download.path())!);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(5_000);

    // Save PC, start over, and reopen it from the profile.
    await page.getByLabel('PC name').fill('E2E Gaming PC');
    await page.getByRole('button', { name: 'Save PC' }).click();
    await expect.poll(() => page.getByText('Saved to your account as “E2E Gaming PC”').count()).toBe(1);
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect.poll(() => total(page)).toBe('৳0');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Saved PCs' }).waitFor();
    await page.getByRole('link', { name: 'Open E2E Gaming PC' }).click();
    await page.waitForURL(`${j.baseUrl}/PcBuilderScreen`);
    await hydrated(page);
    await expect.poll(() => total(page)).toBe(formatTaka(sum));

    // A reload keeps the build.
    await page.reload();
    await expect.poll(() => total(page)).toBe(formatTaka(sum));

    // Get a Quote: numbered, dated, with the total.
    await page.getByRole('button', { name: 'Get a Quote' }).click();
    await page.waitForURL(/\/PcBuilderQuote\//);
    await page.getByRole('heading', { name: 'Quotation' }).waitFor();
    expect(await page.getByTestId('quote-number').textContent()).toMatch(/^PCQ-\d+$/);
    expect(await page.getByTestId('quote-total').textContent()).toBe(formatTaka(sum));
    expect(await page.getByRole('cell', { name: ram.name }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to PC Builder' }).click();
    await page.waitForURL(`${j.baseUrl}/PcBuilderScreen`);
    await hydrated(page);

    // Add to Cart: every part, one of each.
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(`${j.baseUrl}/cart`);
    await expect.poll(() => page.getByTestId('cart-total-price').textContent()).toBe(formatTaka(sum));
    expect(await page.getByTestId('cart-total-items').textContent()).toBe('4');
  });

  it('opens a shared link as the same PC, and shows the builder in Bengali', async () => {
    const page = j.page;
    const cpu = await first('cpu', 'socket=AM5');
    const board = await first('motherboard', `parts=cpu:${cpu._id}`);
    await page.goto(`/PcBuilderScreen?parts=cpu:${cpu._id},motherboard:${board._id}`);
    await page.waitForURL(`${j.baseUrl}/PcBuilderScreen`);
    await hydrated(page);
    await expect.poll(() => total(page)).toBe(formatTaka(taka(cpu.salePrice) + taka(board.salePrice)));
    expect(await page.getByLabel('Share this PC').inputValue()).toContain(`cpu:${cpu._id}`);

    await page.getByRole('button', { name: 'বাংলা' }).click();
    await page.getByRole('heading', { name: 'পিসি বিল্ডার' }).waitFor();
    expect(await page.getByRole('heading', { name: 'মূল কম্পোনেন্ট' }).count()).toBe(1);
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const phone = await j.newPage({ viewport: { width: 375, height: 740 } });
    await phone.goto('/PcBuilderScreen');
    await phone.getByRole('heading', { name: 'PC Builder' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.goto('/PcBuilderChooseScreen?component=cpu');
    await phone.getByRole('heading', { name: 'Choose CPU', exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.context().close();
  });
});
