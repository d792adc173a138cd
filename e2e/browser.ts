import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { ADMIN_JOURNEYS } from './global-setup.ts';

import { CHROMIUM } from './chromium.ts';

// Without the background-networking flags Chromium keeps calling out to the internet.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Journey {
  page: Page;
  baseUrl: string;
  /** Console errors and uncaught exceptions seen so far; each test fails if any remain. */
  errors: string[];
  newPage(options?: { viewport?: { width: number; height: number } }): Promise<Page>;
}

/** A browser per test file and a fresh page (own cookies) per test; console errors fail the test. */
export function useBrowser(): Journey {
  let browser: Browser;
  const journey = { baseUrl: inject('baseUrl'), errors: [] as string[] } as Journey;
  journey.newPage = async (options) => {
    const context = await browser.newContext({
      baseURL: journey.baseUrl,
      viewport: options?.viewport ?? { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A form answered with a 4xx (a validation message the page shows) is not a fault.
      if (/\.data(\?|$)/.test(message.location().url) && /status of 4\d\d/.test(message.text())) return;
      journey.errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => journey.errors.push(`page error: ${error.message}`));
    return page;
  };
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    journey.errors.length = 0;
    journey.page = await journey.newPage();
  });
  afterEach(async () => {
    await journey.page.context().close();
    expect(journey.errors, 'the browser reported errors').toEqual([]);
  });
  return journey;
}

/** Waits until the page has hydrated, all its parts (src/web/components/hydrate-later.tsx), so clicks are handled by the app. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Signs in, through the sign-in form, the admin of its own that a journey file named in ADMIN_JOURNEYS has. */
export async function signInAsAdmin(page: Page, journey: (typeof ADMIN_JOURNEYS)[number]) {
  const admin = inject('admins')[journey];
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/$/);
  await hydrated(page);
}
