import { beforeAll, describe, expect, it } from 'vitest';
import type { WebContext } from '~/web/context.ts';
import { useTestApp } from '../../../../test/app.ts';
import { makeBrand, makeCategory, makeProduct, makeSubCategory } from '../../../../test/factories.ts';
import { loader as brandLoader } from './brand.tsx';
import { loader as categoryLoader } from './category.tsx';

// docs/requirements/core-shop.md §2: the category route accepts the name in any form and answers with a
// permanent redirect to the one canonical address (the lookups themselves: catalog/names.api.test.ts).
describe('listing pages named in any form', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const dilutions = await makeCategory(t.db, { name: 'Dilutions & Potencies' });
    const lords = await makeBrand(t.db, "Lord's");
    await makeSubCategory(t.db, dilutions.id, "Lord's");
    await makeProduct(t.db, { name: 'Arnica Montana 30C', price: 150, categoryId: dilutions.id, brandId: lords.id });
    const asus = await makeBrand(t.db, 'ASUS');
    const bengali = await makeCategory(t.db, { name: 'হোমিও ওষুধ' });
    await makeProduct(t.db, { name: 'আর্নিকা ৩০', price: 120, categoryId: bengali.id, brandId: asus.id });
  });

  const context = () => ({ db: t.db, cache: t.app.cache, origin: 'http://localhost' }) as unknown as WebContext;
  const redirectOf = async (run: () => Promise<unknown>) => {
    const thrown = await run().then(
      () => null,
      (response: unknown) => response,
    );
    expect(thrown).toBeInstanceOf(Response);
    return { status: (thrown as Response).status, location: (thrown as Response).headers.get('location') };
  };
  const category = (path: string, params: Record<string, string>) => () =>
    categoryLoader({ request: new Request(`http://localhost${path}`), params, context: context() } as never);

  it('redirects /category/Dilutions & Potencies/1 permanently to the canonical address, query kept', async () => {
    const path = `/category/${encodeURIComponent('Dilutions & Potencies')}/1?sort=price_asc`;
    expect(await redirectOf(category(path, { keyword: 'Dilutions & Potencies', pageNumber: '1' }))).toEqual({
      status: 301,
      location: '/category/dilutions-and-potencies/1?sort=price_asc',
    });
  });

  it('redirects a sub-category named in another form to its canonical address', async () => {
    const path = `/category/dilutions-and-potencies/${encodeURIComponent("Lord's")}/1`;
    expect(
      await redirectOf(category(path, { keyword: 'dilutions-and-potencies', subcategory: "Lord's", pageNumber: '1' })),
    ).toEqual({
      status: 301,
      location: '/category/dilutions-and-potencies/lords/1',
    });
  });

  it('serves a Bengali category at its encoded canonical address, and redirects its name there', async () => {
    const canonical = `/category/${encodeURIComponent('হোমিও-ওষুধ')}/1`;
    const page = (await categoryLoader({
      request: new Request(`http://localhost${canonical}`),
      params: { keyword: 'হোমিও-ওষুধ', pageNumber: '1' },
      context: context(),
    } as never)) as { listing: { totalCount: number } };
    expect(page.listing.totalCount).toBe(1);
    const named = `/category/${encodeURIComponent('হোমিও ওষুধ')}/1`;
    expect(await redirectOf(category(named, { keyword: 'হোমিও ওষুধ', pageNumber: '1' }))).toEqual({
      status: 301,
      location: canonical,
    });
  });

  it('redirects a brand named in another form to its canonical address', async () => {
    const run = () =>
      brandLoader({
        request: new Request(`http://localhost/brand/ASUS/1`),
        params: { slug: 'ASUS', pageNumber: '1' },
        context: context(),
      } as never);
    expect(await redirectOf(run)).toEqual({ status: 301, location: '/brand/asus/1' });
  });
});
