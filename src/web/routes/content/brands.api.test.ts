import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandGroup, directoryHref, groupBrands } from '~/modules/directory/constants.ts';
import { linkManufacturers } from '~/modules/directory/manufacturers.ts';
import { brands } from '~/modules/schema.ts';
import type { WebContext } from '~/web/context.ts';
import { useTestApp } from '../../../../test/app.ts';
import { makeBrand } from '../../../../test/factories.ts';
import { loader as brandsLoader } from './brands.tsx';
import { loader as manufacturerLoader } from './manufacturer.tsx';

describe('brand directory index', () => {
  it('files a brand under its first letter, accents dropped; digits under 0-9; another script under #', () => {
    expect(['ASUS', 'acer', 'Ésprit', '3M', '1More', 'হাট ব্র্যান্ড', ' zebronics'].map(brandGroup)).toEqual(['A', 'A', 'E', '0-9', '0-9', '#', 'Z']);
  });

  it('groups in index order, A to Z, then 0-9, then #, keeping the given order inside a group and leaving out empty letters', () => {
    const groups = groupBrands([{ name: '3M' }, { name: 'Acer' }, { name: 'হাট' }, { name: 'AMD' }, { name: 'Zotac' }]);
    expect(groups.map((g) => [g.group, g.brands.map((b) => b.name)])).toEqual([
      ['A', ['Acer', 'AMD']],
      ['Z', ['Zotac']],
      ['0-9', ['3M']],
      ['#', ['হাট']],
    ]);
  });
});

describe('/BrandScreen and the manufacturer links', () => {
  const t = useTestApp();
  const context = () => ({ db: t.db, cache: t.app.cache, origin: 'http://localhost' }) as unknown as WebContext;
  const get = (path: string) => ({ request: new Request(`http://localhost${path}`), params: {}, context: context() }) as never;
  /** What a loader threw or returned: a Response's status and Location. */
  const answer = async (run: () => Promise<unknown>) => {
    const result = await run().catch((thrown: unknown) => thrown);
    if (result instanceof Response) return { status: result.status, location: result.headers.get('location') };
    if (result && typeof result === 'object' && 'init' in result) return { status: (result as { init: { status: number } }).init.status, location: null };
    return { status: 200, location: null };
  };

  beforeAll(async () => {
    for (const name of ['MSI', 'Gigabyte', 'Haat PC', 'acer', '8BitDo', 'Zotac']) await makeBrand(t.db, name);
  });

  it('lists every brand of the database under its initial, each with the slug of its brand page', async () => {
    const page = await brandsLoader(get('/BrandScreen'));
    expect(page.total).toBe(6);
    expect(page.groups.map((g) => g.group)).toEqual(['A', 'G', 'H', 'M', 'Z', '0-9']);
    expect(page.groups[0].brands).toEqual([{ name: 'acer', slug: 'acer' }]);
    expect(page.groups.find((g) => g.group === 'H')!.brands).toEqual([{ name: 'Haat PC', slug: 'haat-pc' }]);
  });

  it('links the spec’s manufacturer ids to brands that exist, and leaves an id whose brand is missing unlinked', async () => {
    expect(await linkManufacturers(t.db, { 170: 'MSI', 171: 'Gigabyte', 21: 'Haat PC', 5: 'No Such Brand' })).toEqual([21, 170, 171]);
    // A second run (the next start) keeps the links as they are.
    expect(await linkManufacturers(t.db, { 170: 'Zotac' })).toEqual([]);
  });

  it('lists the manufacturer entries among the brands, each leading to its manufacturer-info address', async () => {
    const page = await brandsLoader(get('/BrandScreen'));
    const entries = page.groups.flatMap((g) => g.brands);
    expect(entries.map(directoryHref)).toEqual([
      '/brand/acer/1',
      '/manufacturer?manufacturer_id=171',
      '/manufacturer?manufacturer_id=21',
      '/manufacturer?manufacturer_id=170',
      '/brand/zotac/1',
      '/brand/8bitdo/1',
    ]);
  });

  it('redirects /manufacturer?manufacturer_id=170, 171 and 21 permanently to their brand pages', async () => {
    expect(await answer(() => manufacturerLoader(get('/manufacturer?manufacturer_id=170')))).toEqual({ status: 301, location: '/brand/msi/1' });
    expect(await answer(() => manufacturerLoader(get('/manufacturer?manufacturer_id=171')))).toEqual({ status: 301, location: '/brand/gigabyte/1' });
    expect(await answer(() => manufacturerLoader(get('/manufacturer?manufacturer_id=21')))).toEqual({ status: 301, location: '/brand/haat-pc/1' });
  });

  it('answers 404 for an id not linked, a missing, non-numeric, negative or huge id', async () => {
    for (const query of ['?manufacturer_id=5', '', '?manufacturer_id=', '?manufacturer_id=abc', '?manufacturer_id=-170', '?manufacturer_id=1.5', '?manufacturer_id=99999999999']) {
      expect(await answer(() => manufacturerLoader(get(`/manufacturer${query}`))), query).toEqual({ status: 404, location: null });
    }
  });

  it('forgets a manufacturer link when its brand is deleted', async () => {
    const gone = await makeBrand(t.db, 'Gone Brand');
    await linkManufacturers(t.db, { 900: 'Gone Brand' });
    expect((await answer(() => manufacturerLoader(get('/manufacturer?manufacturer_id=900')))).status).toBe(301);
    await t.db.delete(brands).where(eq(brands.id, gone.id));
    expect((await answer(() => manufacturerLoader(get('/manufacturer?manufacturer_id=900')))).status).toBe(404);
  });
});
