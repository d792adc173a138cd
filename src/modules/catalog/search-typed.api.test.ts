import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signInAdmin, signUp, type SignedIn } from '../../../test/auth.ts';
import { makeBrand, makeCategory, makeProduct } from '../../../test/factories.ts';

// docs/decisions/004, "Amended (as typed)": a search reads a keyword as Bangladeshis type it.

interface Found {
  name: string;
}
interface Page {
  products: Found[];
  totalCount: number;
  correctedKeyword: string | null;
  suggestions: { keyword: string | null; onlyShoppingWords: boolean; categories: { name: string; nameBn: string | null; slug: string }[] } | null;
}
const names = (body: { products: Found[] }) => body.products.map((p) => p.name);

const LAPTOPS = ['ASUS TUF Gaming Laptop', 'HP Victus Laptop'];
const MONITORS = ['Dell 24 inch Monitor'];
const RTX = ['MSI GeForce RTX 4060 Ventus', 'Gigabyte RTX4060 Eagle', 'Zotac rtx-4060 Twin Edge'];

describe('search as Bangladeshis type it', () => {
  const t = useTestApp();
  let admin: SignedIn;

  const search = async (keyword: string): Promise<Page> => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?keyword=${encodeURIComponent(keyword)}` });
    expect(response.statusCode, keyword).toBe(200);
    return response.json();
  };
  const group = (terms: unknown, user: SignedIn | null = admin, method: 'POST' | 'PUT' = 'POST', id = '') =>
    t.app.inject({ method, url: `/api/search/synonyms${id ? `/${id}` : ''}`, headers: user ? bearer(user) : {}, payload: { terms } });

  beforeAll(async () => {
    admin = await signInAdmin(t.app, t.db);
    const laptop = await makeCategory(t.db, { name: 'Laptop', nameBn: 'ল্যাপটপ', menuOrder: 1 });
    const monitor = await makeCategory(t.db, { name: 'Monitor', nameBn: 'মনিটর', menuOrder: 2 });
    const keyboard = await makeCategory(t.db, { name: 'Keyboard', menuOrder: 3 });
    const graphics = await makeCategory(t.db, { name: 'Graphics Card', menuOrder: 4 });
    const processor = await makeCategory(t.db, { name: 'Processor', menuOrder: 5 });
    const brand = await makeBrand(t.db, 'Brandless');
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) - minutes * 60_000);
    await makeProduct(t.db, { name: LAPTOPS[0], categoryId: laptop.id, brandId: brand.id, createdAt: at(1) });
    await makeProduct(t.db, { name: LAPTOPS[1], categoryId: laptop.id, brandId: brand.id, createdAt: at(2) });
    await makeProduct(t.db, { name: MONITORS[0], categoryId: monitor.id, brandId: brand.id, createdAt: at(3) });
    await makeProduct(t.db, { name: 'Logitech K120 Keyboard', categoryId: keyboard.id, brandId: brand.id, createdAt: at(4) });
    for (const [i, name] of RTX.entries()) await makeProduct(t.db, { name, categoryId: graphics.id, brandId: brand.id, createdAt: at(5 + i) });
    await makeProduct(t.db, { name: 'Intel Core i5-13400 Processor', categoryId: processor.id, brandId: brand.id, createdAt: at(9) });
    await makeProduct(t.db, { name: 'Intel Core i5 12400F Processor', categoryId: processor.id, brandId: brand.id, createdAt: at(10) });
  });

  it.each(['laptop price', 'laptop price in bd', 'Laptop Price in BD', 'laptop dam', 'laptop daam', 'laptop er dam', 'laptop koto', 'best laptop buy', 'laptop দাম', 'ল্যাপটপ দাম', 'ল্যাপটপ কত'])(
    'ignores the shopping words of %j',
    async (keyword) => {
      const body = await search(keyword);
      expect(names(body)).toEqual(LAPTOPS);
      // Found as typed, not by correcting a word into another.
      expect(body.correctedKeyword).toBeNull();
    },
  );

  it('keeps the shopping words of a keyword that has nothing else, and answers with no products and somewhere to go', async () => {
    for (const keyword of ['price', 'dam koto', 'best price in bd', 'দাম কত', 'দামের']) {
      const body = await search(keyword);
      expect(body.totalCount, keyword).toBe(0);
      // Nothing was typed to be close to: the first categories of the menu.
      expect(body.suggestions, keyword).toEqual({ keyword: null, onlyShoppingWords: true, categories: expect.arrayContaining([expect.objectContaining({ slug: 'laptop' })]) });
      expect(body.suggestions!.categories[0].slug).toBe('laptop');
    }
  });

  it.each([
    ['ল্যাপটপের দাম', LAPTOPS],
    ['ল্যাপটপগুলো', LAPTOPS],
    ['মনিটরগুলো', MONITORS],
    ['মনিটরের', MONITORS],
    ['মনিটর', MONITORS],
  ])('finds the stem of the inflected Bengali word in %j', async (keyword, expected) => {
    const body = await search(keyword);
    expect(names(body)).toEqual(expected);
    expect(body.correctedKeyword).toBeNull();
  });

  it.each(['rtx4060', 'RTX4060', 'RTX 4060', 'rtx-4060', 'rtx 4060 price'])('matches letters and digits joined or apart: %j', async (keyword) => {
    const body = await search(keyword);
    expect(names(body).sort()).toEqual([...RTX].sort());
    expect(body.correctedKeyword).toBeNull();
  });

  it.each(['i5 13400', 'i5-13400', 'I5-13400 dam'])('matches a processor model written either way: %j', async (keyword) => {
    const body = await search(keyword);
    expect(names(body)).toEqual(['Intel Core i5-13400 Processor']);
    expect(body.correctedKeyword).toBeNull();
  });

  it('finds the same products for the words of a synonym group an admin adds, at once', async () => {
    // Searched (and cached) before the group exists: nothing.
    expect((await search('গেমিং ল্যাপটপ')).totalCount).toBe(0);
    expect((await search('কিবোর্ড')).totalCount).toBe(0);
    const gaming = await group(['Gaming', 'গেমিং', 'gamming']);
    expect(gaming.statusCode).toBe(201);
    expect(gaming.json()).toMatchObject({ terms: ['gaming', 'গেমিং', 'gamming'] });
    expect((await group(['keyboard', 'কি\u200Cবোর্ড', 'কিবোর্ড'])).statusCode).toBe(201);
    expect(names(await search('গেমিং ল্যাপটপ'))).toEqual(['ASUS TUF Gaming Laptop']);
    expect(names(await search('gaming ল্যাপটপের দাম'))).toEqual(['ASUS TUF Gaming Laptop']);
    expect(names(await search('কিবোর্ড'))).toEqual(['Logitech K120 Keyboard']);
    // A group of two words is found by them side by side.
    expect((await group(['graphics card', 'গ্রাফিক্স কার্ড', 'gpu'])).statusCode).toBe(201);
    expect(names(await search('গ্রাফিক্স কার্ড')).sort()).toEqual([...RTX].sort());
    expect(names(await search('gpu rtx4060')).sort()).toEqual([...RTX].sort());
  });

  it('lists a category first for its synonym as for its name, and ranks a clean keyword as before', async () => {
    expect((await group(['monitor', 'মনিটর', 'display'])).statusCode).toBe(201);
    expect((await group(['laptop', 'notebook'])).statusCode).toBe(201);
    expect(names(await search('display'))).toEqual(MONITORS);
    expect(names(await search('laptop'))).toEqual(LAPTOPS);
    expect(names(await search('notebook'))).toEqual(LAPTOPS);
  });

  it('changes and removes a group, and the search follows', async () => {
    const created = (await group(['ssd', 'এসএসডি'])).json();
    const moved = await group(['processor', 'প্রসেসর'], admin, 'PUT', created._id);
    expect(moved.statusCode).toBe(200);
    expect((await search('প্রসেসর')).totalCount).toBe(2);
    const list = (await t.app.inject({ method: 'GET', url: '/api/search/synonyms', headers: bearer(admin) })).json();
    expect(list.map((g: { terms: string[] }) => g.terms[0])).toEqual(['gaming', 'graphics card', 'keyboard', 'laptop', 'monitor', 'processor']);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/search/synonyms/${created._id}`, headers: bearer(admin) });
    expect(removed.statusCode).toBe(200);
    expect((await search('প্রসেসর')).totalCount).toBe(0);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/search/synonyms/${created._id}`, headers: bearer(admin) })).statusCode).toBe(404);
  });

  it('refuses a word already in another group with a 409, and a bad group with a 400 naming the fault', async () => {
    const taken = await group(['laptop', 'ল্যাপি']);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/“laptop” is already in another group/);
    for (const [terms, message] of [
      [['one'], /at least 2 different words/],
      [['Same', 'same'], /at least 2 different words/],
      [['three words here', 'x'], /one or two words/],
      [['a\u0000b', 'c'], /control characters/],
      [['%', 'x'], /one or two words/],
      [['x'.repeat(41), 'y'], /at most 40 characters/],
      [Array.from({ length: 21 }, (_, i) => `w${i}`), /At most 20 words/],
      ['laptop', /list of words/],
    ] as const) {
      const response = await group(terms);
      expect(response.statusCode, JSON.stringify(terms)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const before = (await t.app.inject({ method: 'GET', url: '/api/search/synonyms', headers: bearer(admin) })).json();
    expect(before).toHaveLength(5);
  });

  it('keeps the synonym groups to admins', async () => {
    const customer = await signUp(t.app);
    expect((await group(['tv', 'টিভি'], null)).statusCode).toBe(401);
    expect((await group(['tv', 'টিভি'], customer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/search/synonyms', headers: bearer(customer) })).statusCode).toBe(403);
  });

  it('suggests a closer keyword and the closest categories when nothing is found', async () => {
    const body = await search('mointor');
    expect(body.totalCount).toBe(0);
    expect(body.suggestions).toEqual({ keyword: 'monitor', onlyShoppingWords: false, categories: [expect.objectContaining({ slug: 'monitor', nameBn: 'মনিটর' })] });
    expect((await search('laptop')).suggestions).toBeNull();
  });

  it.each([
    ['only digits', '4060406040604060'],
    ['many words', Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ').slice(0, 200)],
    ['a long mix of scripts', 'ল্যাপটপ laptop ನಮಸ್ತೆ 日本語 العربية '.repeat(6).slice(0, 200)],
    ['punctuation only', '--- ... ,,, ///'],
    ['shopping words and punctuation', '"price" & | ! (dam)'],
  ])('answers %s with a page, never a failure', async (_, keyword) => {
    const body = await search(keyword);
    expect(Array.isArray(body.products)).toBe(true);
  });
});

describe('suggestions as the shopper types', () => {
  const t = useTestApp();
  const suggest = async (q: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
    expect(response.statusCode, q).toBe(200);
    return response.json() as { products: { _id: string; slug: string; name: string; image: string; salePrice: number }[]; categories: { name: string; nameBn: string | null; slug: string }[] };
  };

  beforeAll(async () => {
    const laptop = await makeCategory(t.db, { name: 'Laptop', nameBn: 'ল্যাপটপ', menuOrder: 1 });
    const bag = await makeCategory(t.db, { name: 'Laptop Bag', menuOrder: 2 });
    const ram = await makeCategory(t.db, { name: 'RAM', menuOrder: 3 });
    const brand = await makeBrand(t.db, 'Brandless');
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) - minutes * 60_000);
    await makeProduct(t.db, { name: 'HP Victus Laptop', categoryId: laptop.id, brandId: brand.id, price: 95_000, discount: 5_000, image: '/uploads/demo/hp.webp', createdAt: at(3) });
    // Newer, and named for the word twice: the laptops still come first.
    await makeProduct(t.db, { name: 'Laptop RAM 8GB for any Laptop', categoryId: ram.id, brandId: brand.id, createdAt: at(1) });
    await makeProduct(t.db, { name: 'Targus Laptop Backpack', categoryId: bag.id, brandId: brand.id, createdAt: at(2) });
  });

  it('suggests products and categories for the start of a word, the named category’s products first', async () => {
    const body = await suggest('lap');
    expect(body.products.map((p) => p.name).sort()).toEqual(['HP Victus Laptop', 'Laptop RAM 8GB for any Laptop', 'Targus Laptop Backpack']);
    expect(body.products.find((p) => p.name === 'HP Victus Laptop')).toEqual({ _id: expect.any(String), slug: expect.stringMatching(/^hp-victus-laptop/), name: 'HP Victus Laptop', image: '/uploads/demo/hp.webp', salePrice: 90000 });
    expect(body.categories).toEqual([
      { name: 'Laptop', nameBn: 'ল্যাপটপ', slug: 'laptop' },
      { name: 'Laptop Bag', nameBn: null, slug: 'laptop-bag' },
    ]);
    expect((await suggest('laptop')).products.map((p) => p.name)).toEqual(['HP Victus Laptop', 'Laptop RAM 8GB for any Laptop', 'Targus Laptop Backpack']);
  });

  it('reads the keyword as a search does: Bengali, its inflections, shopping words', async () => {
    expect((await suggest('ল্যাপ')).categories.map((c) => c.slug)).toEqual(['laptop']);
    expect((await suggest('ল্যাপটপের দাম')).products[0].name).toBe('HP Victus Laptop');
    expect((await suggest('bag pr')).products.map((p) => p.name)).toEqual([]);
    expect((await suggest('laptop price')).products.map((p) => p.name)).toContain('HP Victus Laptop');
    expect(await suggest('price')).toEqual({ products: [], categories: [] });
  });

  it('answers empty lists for a keyword too short, and never fails on any input', async () => {
    expect(await suggest('l')).toEqual({ products: [], categories: [] });
    expect(await suggest('')).toEqual({ products: [], categories: [] });
    for (const q of ['%', '_%', "' or 1=1 --", ':*', '!!&&||', '4060', 'x'.repeat(200), '日本語 العربية']) await suggest(q);
    const refused = await t.app.inject({ method: 'GET', url: '/api/search/suggest?q=lap%00top' });
    expect(refused.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/search/suggest?q=${'x'.repeat(201)}` })).statusCode).toBe(400);
  });
});
