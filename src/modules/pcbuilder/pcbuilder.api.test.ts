import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems, pcBuilds, pcQuotes, products } from '~/modules/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signUp, type SignedIn } from '../../../test/auth.ts';
import { makeBrand, makeCategory, makeProduct } from '../../../test/factories.ts';

const sameSite = { origin: 'http://localhost', host: 'localhost' };
const specs = (values: Record<string, string>) => [{ name: 'Basic Information', values: Object.entries(values).map(([name, value]) => ({ name, value })) }];

describe('PC builder API', () => {
  const t = useTestApp();
  const ids: Record<string, string> = {};
  let keyboardCategory = '';

  beforeAll(async () => {
    const category = async (name: string) => (await makeCategory(t.db, { name })).id;
    const [processor, motherboard, ram, storage, gpu, psu, casing, cooler] = await Promise.all(
      ['Processor', 'Motherboard', 'RAM', 'Storage', 'Graphics Card', 'Power Supply', 'Casing', 'CPU Cooler'].map(category),
    );
    keyboardCategory = await category('Keyboard');
    const intel = (await makeBrand(t.db, 'Intel')).id;
    const amd = (await makeBrand(t.db, 'AMD')).id;
    const make = async (key: string, categoryId: string, price: number, values: Record<string, string>, extra: Parameters<typeof makeProduct>[1] = {}) => {
      ids[key] = (await makeProduct(t.db, { name: key, categoryId, price, specifications: specs(values), ...extra })).id;
    };
    await make('Core i5-12400', processor, 19500, { Socket: 'LGA1700', Cores: '6', Threads: '12', 'Boost Clock': '4.4 GHz', Cache: '18MB', TDP: '65W', 'Memory Type': 'DDR4/DDR5', 'Integrated Graphics': 'Intel UHD 730' }, { brandId: intel });
    await make('Ryzen 7 7700X', processor, 36500, { Socket: 'AM5', Cores: '8', Threads: '16', 'Boost Clock': '5.4 GHz', Cache: '32MB', TDP: '105W', 'Memory Type': 'DDR5', 'Integrated Graphics': 'No' }, { brandId: amd });
    await make('Xeon E5-2603 v4', processor, 4500, { Socket: 'LGA2011', Cores: '6', Threads: '6', 'Base Clock': '1.7 GHz', Cache: '15MB', TDP: '85W', 'Memory Type': 'DDR4', 'Integrated Graphics': 'No' }, { brandId: intel, countInStock: 0, availability: 'pre_order' });
    await make('B760 DDR5 board', motherboard, 28500, { Socket: 'LGA1700', 'Memory Type': 'DDR5', 'Form Factor': 'ATX', TDP: '30W' });
    await make('B650M board', motherboard, 22500, { Socket: 'AM5', 'Memory Type': 'DDR5', 'Form Factor': 'Micro-ATX', TDP: '25W' });
    await make('DDR4 16GB stick', ram, 4600, { Capacity: '16GB', 'Memory Type': 'DDR4', 'Form Factor': 'DIMM', TDP: '3W' });
    await make('DDR5 16GB stick', ram, 6200, { Capacity: '16GB', 'Memory Type': 'DDR5', 'Form Factor': 'DIMM', TDP: '5W' });
    await make('NVMe 1TB', storage, 8200, { Type: 'NVMe SSD', Capacity: '1TB', TDP: '5W' });
    await make('RTX 4090', gpu, 285000, { TDP: '450W', 'Recommended PSU': '1000W', Length: '358mm' });
    await make('500W supply', psu, 3300, { Wattage: '500W' });
    await make('850W supply', psu, 14500, { Wattage: '850W' });
    await make('Micro case', casing, 4500, { 'Form Factor Support': 'Micro-ATX, Mini-ITX', 'Max GPU Length': '350mm' });
    await make('TR4 cooler', cooler, 11500, { 'Socket Support': 'TR4', TDP: '3W' });
    await make('Office keyboard', keyboardCategory, 900, {});
  });

  type Headers = Record<string, string>;
  const post = (url: string, payload: unknown, headers: Headers = {}) => t.app.inject({ method: 'POST', url, headers: { ...sameSite, ...headers }, payload: payload as object });
  const check = (parts: Record<string, string>) => post('/api/pcbuilder/check', { parts });
  const intelBuild = () => ({ cpu: ids['Core i5-12400'], motherboard: ids['B760 DDR5 board'], ram: ids['DDR5 16GB stick'], storage: ids['NVMe 1TB'] });
  const lines = async () => (await t.db.select({ n: count() }).from(cartItems))[0].n;

  describe('checking a build', () => {
    it('prices a compatible build in taka with its wattage estimate and no conflicts', async () => {
      const response = await check(intelBuild());
      expect(response.statusCode).toBe(200);
      const build = response.json();
      expect(build.conflicts).toEqual([]);
      expect(build.missing).toEqual([]);
      expect(build.itemCount).toBe(4);
      expect(build.totalPrice).toBe(19500 + 28500 + 6200 + 8200);
      expect(build.wattage).toBe(65 + 30 + 5 + 5);
      expect(build.items.map((i: { slot: string }) => i.slot)).toEqual(['cpu', 'motherboard', 'ram', 'storage']);
      expect(build.items[0].product).toMatchObject({ _id: ids['Core i5-12400'], name: 'Core i5-12400', salePrice: 19500 });
    });

    it('names the conflict of a wrong RAM type on both rows, and clears it when the RAM is changed', async () => {
      const wrong = (await check({ ...intelBuild(), ram: ids['DDR4 16GB stick'] })).json();
      expect(wrong.conflicts).toEqual([
        expect.objectContaining({ code: 'ram-type-board', kind: 'incompatible', slots: ['ram', 'motherboard'], message: 'The RAM is DDR4 but the motherboard takes DDR5' }),
      ]);
      const fixed = (await check(intelBuild())).json();
      expect(fixed.conflicts).toEqual([]);
    });

    it('flags a socket mismatch, a weak power supply, a board the casing cannot take, a cooler that does not fit and a missing graphics card', async () => {
      const build = (
        await check({
          cpu: ids['Ryzen 7 7700X'],
          motherboard: ids['B760 DDR5 board'],
          ram: ids['DDR5 16GB stick'],
          storage: ids['NVMe 1TB'],
          'power-supply': ids['500W supply'],
          casing: ids['Micro case'],
          'cpu-cooler': ids['TR4 cooler'],
        })
      ).json();
      expect(build.conflicts.map((c: { code: string }) => c.code).sort()).toEqual(['casing-form-factor', 'cooler-socket', 'cpu-socket', 'needs-graphics']);
      const withGpu = (await check({ cpu: ids['Ryzen 7 7700X'], motherboard: ids['B650M board'], 'graphics-card': ids['RTX 4090'], 'power-supply': ids['850W supply'], casing: ids['Micro case'] })).json();
      expect(withGpu.conflicts.map((c: { code: string }) => c.code).sort()).toEqual(['gpu-length', 'psu-wattage']);
      expect(withGpu.conflicts.find((c: { code: string }) => c.code === 'psu-wattage').values).toMatchObject({ wattage: 850, required: 1000 });
    });

    it('reports a product of another category, or one deleted since, as unavailable and leaves it out', async () => {
      const gone = await makeProduct(t.db, { name: 'Discontinued RAM' });
      await t.db.delete(products).where(eq(products.id, gone.id));
      const build = (await check({ cpu: ids['Office keyboard'], ram: gone.id })).json();
      expect(build.unavailable).toEqual([
        { slot: 'cpu', productId: ids['Office keyboard'], name: null },
        { slot: 'ram', productId: gone.id, name: null },
      ]);
      expect(build.items).toEqual([]);
      expect(build.totalPrice).toBe(0);
    });

    it.each([
      ['an unknown slot', { parts: { toaster: '00000000-0000-4000-8000-000000000000' } }],
      ['a malformed id', { parts: { cpu: 'not-an-id' } }],
      ['a NUL in an id', { parts: { cpu: '\u0000' } }],
      ['parts that are not an object', { parts: 'cpu' }],
      ['extra fields', { parts: {}, isAdmin: true }],
    ])('refuses %s with a 400', async (_, payload) => {
      const response = await post('/api/pcbuilder/check', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    });
  });

  describe('the chooser', () => {
    const choose = (slot: string, query = '') => t.app.inject({ method: 'GET', url: `/api/pcbuilder/components/${slot}?${query}` });
    const names = (page: { products: { name: string }[] }) => page.products.map((p) => p.name);

    it('offers only the parts that fit the build, and every part with all=1, each saying why it does not fit', async () => {
      const parts = `motherboard:${ids['B760 DDR5 board']}`;
      const fitting = (await choose('ram', `parts=${parts}`)).json();
      expect(names(fitting)).toEqual(['DDR5 16GB stick']);
      expect(fitting.hiddenIncompatible).toBe(1);
      const all = (await choose('ram', `parts=${parts}&all=1`)).json();
      expect(names(all)).toEqual(['DDR4 16GB stick', 'DDR5 16GB stick']);
      expect(all.products[0]).toMatchObject({ fits: false, conflicts: [{ code: 'ram-type-board', message: 'The RAM is DDR4 but the motherboard takes DDR5' }] });
    });

    it('computes the processor filters with counts: socket, cores, threads, clock and cache buckets, availability and price', async () => {
      const page = (await choose('cpu')).json();
      const facet = (key: string) => page.facets.find((f: { key: string }) => f.key === key).values.map((v: { label: string; count: number }) => [v.label, v.count]);
      expect(facet('socket')).toEqual([
        ['AMD AM5', 1],
        ['Intel LGA1700', 1],
        ['Intel LGA2011', 1],
      ]);
      expect(facet('cores')).toEqual([
        ['6', 2],
        ['8', 1],
      ]);
      expect(facet('threads')).toEqual([
        ['6', 1],
        ['12', 1],
        ['16', 1],
      ]);
      expect(facet('clock')).toEqual([
        ['up to 2.4GHz', 1],
        ['4.00 to 5.0GHz', 1],
        ['above 5.1GHz', 1],
      ]);
      expect(facet('cache')).toEqual([
        ['14 to 30MB', 2],
        ['above 32MB', 1],
      ]);
      expect(page.availability).toEqual([
        { value: '7', count: 2, selected: false },
        { value: '8', count: 1, selected: false },
        { value: '9', count: 0, selected: false },
      ]);
      expect(page.price).toEqual({ min: 4500, max: 36500 });
      expect(page.sort).toBe('p.price-ASC');
      expect(names(page)).toEqual(['Xeon E5-2603 v4', 'Core i5-12400', 'Ryzen 7 7700X']);
    });

    it('filters by socket, availability, price and whole-word search, and sorts by price high to low', async () => {
      expect(names((await choose('cpu', 'socket=LGA1700&socket=AM5&sort=p.price-DESC')).json())).toEqual(['Ryzen 7 7700X', 'Core i5-12400']);
      expect(names((await choose('cpu', 'availability=8')).json())).toEqual(['Xeon E5-2603 v4']);
      expect(names((await choose('cpu', 'minPrice=5000&maxPrice=20000')).json())).toEqual(['Core i5-12400']);
      expect(names((await choose('cpu', 'search=ryzen')).json())).toEqual(['Ryzen 7 7700X']);
      // A part of a hyphenated model is a word too.
      expect(names((await choose('cpu', 'search=i5')).json())).toEqual(['Core i5-12400']);
      // Whole words: "ryz" is not a word of any name.
      expect(names((await choose('cpu', 'search=ryz')).json())).toEqual([]);
      const filtered = (await choose('cpu', 'socket=AM5')).json();
      // A facet's own values keep counting as if it were not set, so another socket can be added.
      expect(filtered.facets.find((f: { key: string }) => f.key === 'socket').values).toContainEqual({ value: 'LGA1700', label: 'Intel LGA1700', count: 1, selected: false });
    });

    it('pages 20 at a time and says which products it shows', async () => {
      const category = await makeCategory(t.db, { name: 'UPS' });
      for (let i = 0; i < 25; i++) await makeProduct(t.db, { name: `UPS ${String(i).padStart(2, '0')}`, categoryId: category.id, price: 1000 + i });
      const first = (await choose('ups')).json();
      expect(first).toMatchObject({ page: 1, pages: 2, totalCount: 25, from: 1, to: 20 });
      expect(first.products).toHaveLength(20);
      const second = (await choose('ups', 'page=2')).json();
      expect(second).toMatchObject({ page: 2, pages: 2, from: 21, to: 25 });
      expect(names(second)).toEqual(['UPS 20', 'UPS 21', 'UPS 22', 'UPS 23', 'UPS 24']);
    });

    it.each([
      ['an unknown slot', 'toaster', ''],
      ['an unknown sort', 'cpu', 'sort=p.name-ASC'],
      ['an unknown availability code', 'cpu', 'availability=5'],
      ['a minimum above the maximum', 'cpu', 'minPrice=10&maxPrice=5'],
      ['a NUL in the search', 'cpu', 'search=%00'],
      ['malformed parts', 'cpu', 'parts=cpu:xyz'],
      ['an unknown field', 'cpu', 'isAdmin=1'],
    ])('refuses %s with a 400', async (_, slot, query) => {
      expect((await choose(slot, query)).statusCode).toBe(400);
    });

    it('answers an empty page for a slot whose category the shop does not have', async () => {
      const page = (await choose('anti-virus')).json();
      expect(page).toMatchObject({ category: null, products: [], totalCount: 0, from: 0, to: 0 });
    });
  });

  describe('adding a build to the cart', () => {
    it('names the required components still missing and adds nothing', async () => {
      const response = await post('/api/pcbuilder/cart', { parts: { cpu: ids['Core i5-12400'], ram: ids['DDR5 16GB stick'] } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Choose the required components first: Motherboard, Storage');
      expect(await lines()).toBe(0);
    });

    it('puts every part in the cart, one of each', async () => {
      const customer = await signUp(t.app);
      const response = await post('/api/pcbuilder/cart', { parts: { ...intelBuild(), 'power-supply': ids['850W supply'] } }, bearer(customer));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ added: 5, totalItems: 5, totalPrice: 19500 + 28500 + 6200 + 8200 + 14500 });
      const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(customer) })).json();
      expect(cart.items.map((i: { name: string; qty: number }) => [i.name, i.qty])).toEqual(
        expect.arrayContaining([
          ['Core i5-12400', 1],
          ['850W supply', 1],
        ]),
      );
    });

    it('refuses a build with a part out of stock with a 409 naming it, and adds none of its parts', async () => {
      const before = await lines();
      const response = await post('/api/pcbuilder/cart', { parts: { ...intelBuild(), cpu: ids['Xeon E5-2603 v4'] } });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Out of stock: Xeon E5-2603 v4');
      expect(await lines()).toBe(before);
      expect(response.cookies).toEqual([]);
    });

    it('refuses a build with a part deleted since, naming it', async () => {
      const doomed = await makeProduct(t.db, { name: 'Soon gone SSD', categoryId: (await t.db.select().from(products).where(eq(products.id, ids['NVMe 1TB'])))[0].categoryId });
      await t.db.delete(products).where(eq(products.id, doomed.id));
      const response = await post('/api/pcbuilder/cart', { parts: { ...intelBuild(), storage: doomed.id } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Some parts are no longer available/);
    });
  });

  describe('saved PCs', () => {
    let owner: SignedIn;
    let stranger: SignedIn;
    beforeAll(async () => {
      owner = await signUp(t.app, { name: 'Owner' });
      stranger = await signUp(t.app, { name: 'Stranger' });
    });
    const builds = async () => (await t.db.select({ n: count() }).from(pcBuilds))[0].n;

    it('needs a signed-in account', async () => {
      expect((await post('/api/pcbuilder/builds', { name: 'Mine', parts: intelBuild() })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/pcbuilder/builds' })).statusCode).toBe(401);
    });

    it('saves a named build, lists it and reopens it priced now; another account sees a 404 and cannot delete it', async () => {
      const saved = await post('/api/pcbuilder/builds', { name: '  Gaming rig  ', parts: intelBuild() }, bearer(owner));
      expect(saved.statusCode).toBe(201);
      const { _id: id, name, itemCount } = saved.json();
      expect({ name, itemCount }).toEqual({ name: 'Gaming rig', itemCount: 4 });
      const list = (await t.app.inject({ method: 'GET', url: '/api/pcbuilder/builds', headers: bearer(owner) })).json();
      expect(list.map((b: { _id: string }) => b._id)).toContain(id);
      const reopened = (await t.app.inject({ method: 'GET', url: `/api/pcbuilder/builds/${id}`, headers: bearer(owner) })).json();
      expect(reopened.build.totalPrice).toBe(19500 + 28500 + 6200 + 8200);

      expect((await t.app.inject({ method: 'GET', url: `/api/pcbuilder/builds/${id}`, headers: bearer(stranger) })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/pcbuilder/builds', headers: bearer(stranger) })).json()).toEqual([]);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/pcbuilder/builds/${id}`, headers: { ...sameSite, ...bearer(stranger) } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/pcbuilder/builds/${id}`, headers: bearer(owner) })).statusCode).toBe(200);

      expect((await t.app.inject({ method: 'DELETE', url: `/api/pcbuilder/builds/${id}`, headers: { ...sameSite, ...bearer(owner) } })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `/api/pcbuilder/builds/${id}`, headers: bearer(owner) })).statusCode).toBe(404);
    });

    it('shows a part deleted from the catalogue since saving as unavailable, by the name it had', async () => {
      const ssd = await makeProduct(t.db, { name: 'Old SSD', categoryId: (await t.db.select().from(products).where(eq(products.id, ids['NVMe 1TB'])))[0].categoryId });
      const saved = (await post('/api/pcbuilder/builds', { name: 'Old', parts: { ...intelBuild(), storage: ssd.id } }, bearer(owner))).json();
      await t.db.delete(products).where(eq(products.id, ssd.id));
      const reopened = (await t.app.inject({ method: 'GET', url: `/api/pcbuilder/builds/${saved._id}`, headers: bearer(owner) })).json();
      expect(reopened.build.unavailable).toEqual([{ slot: 'storage', productId: ssd.id, name: 'Old SSD' }]);
      expect(reopened.build.missing).toEqual(['storage']);
    });

    it.each([
      ['an empty name', { name: '  ', parts: {} }],
      ['a NUL in the name', { name: 'My\u0000PC', parts: {} }],
      ['a name of 101 characters', { name: 'x'.repeat(101), parts: {} }],
      ['a forged owner', { name: 'Mine', parts: {}, userId: '00000000-0000-4000-8000-000000000000' }],
      ['an empty build', { name: 'Nothing', parts: {} }],
    ])('refuses %s with a 400 and saves nothing', async (_, payload) => {
      const before = await builds();
      const response = await post('/api/pcbuilder/builds', payload, bearer(owner));
      expect(response.statusCode).toBe(400);
      expect(await builds()).toBe(before);
    });

    it('answers 400 for a malformed build id', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/pcbuilder/builds/not-a-uuid', headers: bearer(owner) })).statusCode).toBe(400);
    });
  });

  describe('quotes', () => {
    it('numbers a quote of the parts at the prices charged now, valid for 7 days, and reads it back', async () => {
      const response = await post('/api/pcbuilder/quotes', { parts: intelBuild() });
      expect(response.statusCode).toBe(201);
      const quote = response.json();
      expect(quote.number).toMatch(/^PCQ-\d{4,}$/);
      expect(quote.totalPrice).toBe(19500 + 28500 + 6200 + 8200);
      expect(quote.lines).toHaveLength(4);
      expect(new Date(quote.validUntil).getTime() - new Date(quote.createdAt).getTime()).toBe(7 * 86_400_000);
      const again = (await t.app.inject({ method: 'GET', url: `/api/pcbuilder/quotes/${quote._id}` })).json();
      expect(again).toEqual(quote);
    });

    it('refuses an empty build and writes nothing', async () => {
      const before = (await t.db.select({ n: count() }).from(pcQuotes))[0].n;
      expect((await post('/api/pcbuilder/quotes', { parts: {} })).statusCode).toBe(400);
      expect((await t.db.select({ n: count() }).from(pcQuotes))[0].n).toBe(before);
    });
  });
});
