import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invalidateCatalogCache, invalidateStock } from '~/modules/catalog/cache.ts';
import { cartItems, carts, products } from '~/modules/schema.ts';
import { taka } from '~/platform/money.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signIn, signUp, TEST_PASSWORD } from '../../../test/auth.ts';
import { makeProduct } from '../../../test/factories.ts';
import { getCart as readCart } from './service.ts';

const sameSite = { origin: 'http://localhost', host: 'localhost' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('cart API', () => {
  const t = useTestApp();

  type Headers = Record<string, string>;
  const getCart = (headers: Headers = {}) => t.app.inject({ method: 'GET', url: '/api/cart', headers });
  const setItem = (payload: unknown, headers: Headers = {}) =>
    t.app.inject({ method: 'POST', url: '/api/cart/items', headers: { ...sameSite, ...headers }, payload: payload as object });
  const removeItem = (productId: string, headers: Headers = {}) =>
    t.app.inject({ method: 'DELETE', url: `/api/cart/items/${productId}`, headers: { ...sameSite, ...headers } });
  const lineCount = async () => (await t.db.select({ n: count() }).from(cartItems))[0].n;
  const cartCount = async () => (await t.db.select({ n: count() }).from(carts))[0].n;

  /** A guest who has put one product in a cart: their cookie header. */
  async function guestWith(productId: string, qty: number): Promise<Headers> {
    const response = await setItem({ productId, qty });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'haat_cart');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    return { cookie: `haat_cart=${cookie!.value}` };
  }

  describe('a guest', () => {
    it('starts with an empty cart and no cookie', async () => {
      const response = await getCart();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ items: [], totalItems: 0, totalPrice: 0, hasChanges: false });
      expect(response.cookies).toEqual([]);
    });

    it('adds a product, gets a cart cookie, and the cart answers with server prices in taka', async () => {
      const product = await makeProduct(t.db, { name: 'Walton Monitor', price: 12_500.5, discount: 500, countInStock: 7, image: '/uploads/m.webp' });
      const guest = await guestWith(product.id, 2);
      const response = await getCart(guest);
      expect(response.json()).toEqual({
        items: [
          {
            product: product.id,
            slug: product.slug,
            name: 'Walton Monitor',
            image: '/uploads/m.webp',
            price: 12_500.5,
            salePrice: 12_000.5,
            previousSalePrice: null,
            qty: 2,
            countInStock: 7,
            outOfStock: false,
            short: false,
            lineTotal: 24_001,
          },
        ],
        totalItems: 2,
        totalPrice: 24_001,
        hasChanges: false,
      });
      // Only the token's hash is stored.
      const token = guest.cookie.split('=')[1];
      const stored = await t.db.select({ hash: carts.guestTokenHash }).from(carts);
      expect(stored.some((row) => row.hash === token)).toBe(false);
      expect(stored.some((row) => row.hash?.length === 64)).toBe(true);
    });

    it('replaces the quantity when the same product is added again, keeping one line', async () => {
      const product = await makeProduct(t.db, { countInStock: 10 });
      const guest = await guestWith(product.id, 3);
      const again = await setItem({ productId: product.id, qty: 1 }, guest);
      expect(again.statusCode).toBe(200);
      expect(again.json().items).toMatchObject([{ product: product.id, qty: 1 }]);
      expect(again.json().totalItems).toBe(1);
    });

    it('accepts the quantity as a decimal string, as a form sends it', async () => {
      const product = await makeProduct(t.db, { countInStock: 10 });
      const response = await setItem({ productId: product.id, qty: '4' });
      expect(response.statusCode).toBe(200);
      expect(response.json().items[0].qty).toBe(4);
    });

    it('removes a product by its id, and removing it again changes nothing', async () => {
      const [a, b] = [await makeProduct(t.db), await makeProduct(t.db)];
      const guest = await guestWith(a.id, 1);
      await setItem({ productId: b.id, qty: 2 }, guest);
      const removed = await removeItem(a.id, guest);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().items.map((line: { product: string }) => line.product)).toEqual([b.id]);
      const again = await removeItem(a.id, guest);
      expect(again.statusCode).toBe(200);
      expect(again.json().totalItems).toBe(2);
    });

    it('is refused a cookie-carried change from another site', async () => {
      const product = await makeProduct(t.db);
      const guest = await guestWith(product.id, 1);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: { ...guest, origin: 'https://evil.example', host: 'localhost' },
        payload: { productId: product.id, qty: 3 },
      });
      expect(response.statusCode).toBe(403);
      expect((await getCart(guest)).json().items[0].qty).toBe(1);
    });

    it('ignores a cookie that is not a cart token', async () => {
      const response = await getCart({ cookie: 'haat_cart=not-a-token' });
      expect(response.statusCode).toBe(200);
      expect(response.json().items).toEqual([]);
    });
  });

  describe('quantities and stock', () => {
    it.each<[unknown, RegExp]>([
      [0, /qty: Quantity must be a whole number from 1 to 999/],
      [-1, /qty: Quantity must be a whole number from 1 to 999/],
      [1.5, /qty: Quantity must be a whole number from 1 to 999/],
      [1000, /qty: Quantity must be a whole number from 1 to 999/],
      [1e12, /qty: Quantity must be a whole number from 1 to 999/],
      ['abc', /qty: Quantity must be a whole number from 1 to 999/],
      ['', /qty: Quantity must be a whole number from 1 to 999/],
      [null, /qty: Quantity must be a whole number from 1 to 999/],
      [undefined, /qty: Quantity must be a whole number from 1 to 999/],
    ])('rejects qty %j with 400 and writes nothing', async (qty, message) => {
      const product = await makeProduct(t.db, { countInStock: 5000 });
      const [lines, cartsBefore] = [await lineCount(), await cartCount()];
      const response = await setItem({ productId: product.id, qty });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect([await lineCount(), await cartCount()]).toEqual([lines, cartsBefore]);
    });

    it('refuses more than the stock with 409 naming what is left, and keeps the line as it was', async () => {
      const product = await makeProduct(t.db, { name: 'Last Units Router', countInStock: 3 });
      const guest = await guestWith(product.id, 2);
      const response = await setItem({ productId: product.id, qty: 4 }, guest);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Only 3 of Last Units Router left in stock', code: 'OUT_OF_STOCK' });
      expect((await getCart(guest)).json().items[0].qty).toBe(2);
      expect((await setItem({ productId: product.id, qty: 3 }, guest)).statusCode).toBe(200);
    });

    it('refuses a product that is out of stock with 409', async () => {
      const product = await makeProduct(t.db, { name: 'Sold Out Mouse', countInStock: 0 });
      const lines = await lineCount();
      const response = await setItem({ productId: product.id, qty: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Sold Out Mouse is out of stock');
      expect(await lineCount()).toBe(lines);
    });

    it('answers 404 for an unknown product id and 400 for a malformed one, writing nothing', async () => {
      const [lines, cartsBefore] = [await lineCount(), await cartCount()];
      const unknown = await setItem({ productId: UNKNOWN_ID, qty: 1 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Product not found');
      for (const productId of ['not-a-uuid', '', 42, "1' or '1'='1", undefined]) {
        const malformed = await setItem({ productId, qty: 1 });
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().message).toMatch(/productId/);
      }
      expect((await removeItem('not-a-uuid')).statusCode).toBe(400);
      // A refused add gives a guest no cart cookie either.
      expect(unknown.cookies).toEqual([]);
      expect([await lineCount(), await cartCount()]).toEqual([lines, cartsBefore]);
    });

    it('drops fields it does not know', async () => {
      const product = await makeProduct(t.db, { price: 500 });
      const response = await setItem({ productId: product.id, qty: 1, price: 1, cartId: UNKNOWN_ID });
      expect(response.statusCode).toBe(200);
      expect(response.json().items[0]).toMatchObject({ price: 500, salePrice: 500 });
    });

    it('keeps one line when the same product is set by many requests at once', async () => {
      const product = await makeProduct(t.db, { countInStock: 50 });
      const guest = await guestWith(product.id, 1);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => setItem({ productId: product.id, qty: i + 1 }, guest)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      const rows = await t.db.select().from(cartItems).where(eq(cartItems.productId, product.id));
      expect(rows).toHaveLength(1);
    });

    it('makes one cart for a user whose first adds arrive at once', async () => {
      const user = await signUp(t.app);
      const items = await Promise.all(Array.from({ length: 5 }, () => makeProduct(t.db)));
      const answers = await Promise.all(items.map((p) => setItem({ productId: p.id, qty: 1 }, bearer(user))));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(200));
      expect(await t.db.select().from(carts).where(eq(carts.userId, user.id))).toHaveLength(1);
      expect((await getCart(bearer(user))).json().totalItems).toBe(5);
    });
  });

  describe('prices and stock are re-read', () => {
    it('shows the new price and the price the shopper chose, and counts what can be ordered now', async () => {
      const dearer = await makeProduct(t.db, { price: 1000, countInStock: 5 });
      const scarce = await makeProduct(t.db, { price: 200, countInStock: 5 });
      const gone = await makeProduct(t.db, { price: 300, countInStock: 5 });
      const guest = await guestWith(dearer.id, 2);
      await setItem({ productId: scarce.id, qty: 4 }, guest);
      await setItem({ productId: gone.id, qty: 1 }, guest);
      await t.db.update(products).set({ price: taka(1100), salePrice: taka(1100) }).where(eq(products.id, dearer.id));
      await t.db.update(products).set({ countInStock: 1 }).where(eq(products.id, scarce.id));
      await t.db.update(products).set({ countInStock: 0 }).where(eq(products.id, gone.id));

      const cart = (await getCart(guest)).json();
      expect(cart.items).toMatchObject([
        { product: dearer.id, salePrice: 1100, previousSalePrice: 1000, qty: 2, outOfStock: false, short: false, lineTotal: 2200 },
        { product: scarce.id, salePrice: 200, previousSalePrice: null, qty: 4, countInStock: 1, outOfStock: false, short: true, lineTotal: 200 },
        { product: gone.id, salePrice: 300, qty: 1, countInStock: 0, outOfStock: true, short: false, lineTotal: 0 },
      ]);
      expect(cart).toMatchObject({ totalItems: 3, totalPrice: 2400, hasChanges: true });

      // Choosing the line again takes the new price as seen.
      const chosen = (await setItem({ productId: dearer.id, qty: 2 }, guest)).json();
      expect(chosen.items[0].previousSalePrice).toBeNull();
    });

    it('loses the line of a product that is deleted', async () => {
      const product = await makeProduct(t.db);
      const guest = await guestWith(product.id, 1);
      await t.db.delete(products).where(eq(products.id, product.id));
      expect((await getCart(guest)).json().items).toEqual([]);
    });
  });

  describe('the header’s preview, its products read through the catalogue cache', () => {
    it('shows a product’s new stock or price as soon as the write that changed it drops the product’s cached reads', async () => {
      const user = await signUp(t.app);
      const product = await makeProduct(t.db, { price: 1000, countInStock: 5 });
      await setItem({ productId: product.id, qty: 2 }, bearer(user));
      const owner = { userId: user.id };
      const preview = async () => (await readCart(t.db, owner, t.app.cache)).items[0];
      expect(await preview()).toMatchObject({ salePrice: taka(1000), countInStock: 5 });

      // Kept: a change no writer announced is not seen by the preview, while the cart itself reads it.
      await t.db.update(products).set({ countInStock: 3 }).where(eq(products.id, product.id));
      expect(await preview()).toMatchObject({ countInStock: 5 });
      expect((await readCart(t.db, owner)).items[0]).toMatchObject({ countInStock: 3 });
      // A sale announces the stock it changed (invalidateStock) ...
      invalidateStock(t.app.cache, [{ id: product.id, slug: product.slug, left: 3 }]);
      expect(await preview()).toMatchObject({ countInStock: 3 });
      // ... and an admin's product write the catalogue's (invalidateCatalogCache).
      await t.db.update(products).set({ price: taka(900), salePrice: taka(900) }).where(eq(products.id, product.id));
      invalidateCatalogCache(t.app.cache);
      expect(await preview()).toMatchObject({ salePrice: taka(900), previousSalePrice: taka(1000) });
      // The cart page and the checkout read without the cache.
      expect((await getCart(bearer(user))).json().items[0]).toMatchObject({ salePrice: 900 });
    });
  });

  describe('a signed-in user', () => {
    it('keeps the cart on the account, by Bearer token or by session cookie', async () => {
      const user = await signUp(t.app);
      const product = await makeProduct(t.db);
      const added = await setItem({ productId: product.id, qty: 2 }, bearer(user));
      expect(added.statusCode).toBe(200);
      expect(added.cookies.find((c) => c.name === 'haat_cart')).toBeUndefined();
      const byCookie = await getCart({ cookie: user.cookie });
      expect(byCookie.json().items).toMatchObject([{ product: product.id, qty: 2 }]);
      // Another device, another sign-in: the same cart.
      const again = await signIn(t.app, user.email);
      expect((await getCart(bearer(again))).json().totalItems).toBe(2);
    });

    it("cannot reach someone else's cart, nor a guest's", async () => {
      const [owner, other] = [await signUp(t.app), await signUp(t.app)];
      const product = await makeProduct(t.db);
      await setItem({ productId: product.id, qty: 1 }, bearer(owner));
      const guestProduct = await makeProduct(t.db);
      const guest = await guestWith(guestProduct.id, 1);

      expect((await getCart(bearer(other))).json().items).toEqual([]);
      // A signed-in caller's cart is theirs whatever guest cookie comes with it.
      expect((await getCart({ ...bearer(other), ...guest })).json().items).toEqual([]);
      // Removing by product only touches the caller's own cart.
      expect((await removeItem(product.id, bearer(other))).statusCode).toBe(200);
      expect((await removeItem(guestProduct.id, bearer(other))).statusCode).toBe(200);
      expect((await getCart(bearer(owner))).json().items).toHaveLength(1);
      expect((await getCart(guest)).json().items).toHaveLength(1);
    });

    it('gets 401 for a token that fails, rather than a guest cart', async () => {
      const response = await getCart({ authorization: 'Bearer nonsense' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('merging at sign-in', () => {
    it('moves the guest cart into the account at sign-in: the guest quantity wins, capped by stock', async () => {
      const user = await signUp(t.app);
      const both = await makeProduct(t.db, { countInStock: 10 });
      const onlyAccount = await makeProduct(t.db, { countInStock: 10 });
      const onlyGuest = await makeProduct(t.db, { countInStock: 10 });
      const ranShort = await makeProduct(t.db, { countInStock: 10 });
      const ranOut = await makeProduct(t.db, { countInStock: 10 });
      await setItem({ productId: both.id, qty: 5 }, bearer(user));
      await setItem({ productId: onlyAccount.id, qty: 1 }, bearer(user));
      await setItem({ productId: ranOut.id, qty: 2 }, bearer(user));

      const guest = await guestWith(both.id, 2);
      await setItem({ productId: onlyGuest.id, qty: 3 }, guest);
      await setItem({ productId: ranShort.id, qty: 8 }, guest);
      await setItem({ productId: ranOut.id, qty: 4 }, guest);
      await t.db.update(products).set({ countInStock: 6 }).where(eq(products.id, ranShort.id));
      await t.db.update(products).set({ countInStock: 0 }).where(eq(products.id, ranOut.id));

      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { ...sameSite, ...guest },
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      // The browser forgets the guest token.
      expect(response.cookies.find((c) => c.name === 'haat_cart')).toMatchObject({ value: '' });

      const qtys = Object.fromEntries((await getCart(bearer(user))).json().items.map((line: { product: string; qty: number }) => [line.product, line.qty]));
      expect(qtys).toEqual({ [both.id]: 2, [onlyAccount.id]: 1, [onlyGuest.id]: 3, [ranShort.id]: 6, [ranOut.id]: 2 });
      // The guest cart is gone: the old cookie finds nothing.
      expect((await getCart(guest)).json().items).toEqual([]);
    });

    it('gives a new account the guest cart at registration', async () => {
      const product = await makeProduct(t.db);
      const guest = await guestWith(product.id, 2);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { ...sameSite, ...guest },
        payload: { name: 'New Buyer', email: `new-${product.id}@example.com`, password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(201);
      const cart = await getCart(bearer({ token: response.json().token }));
      expect(cart.json().items).toMatchObject([{ product: product.id, qty: 2 }]);
    });

    it('merges a guest cart once when two sign-ins carry it at once', async () => {
      const user = await signUp(t.app);
      const product = await makeProduct(t.db);
      const guest = await guestWith(product.id, 3);
      const login = () =>
        t.app.inject({ method: 'POST', url: '/api/users/login', headers: { ...sameSite, ...guest }, payload: { email: user.email, password: TEST_PASSWORD } });
      const answers = await Promise.all([login(), login()]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect((await getCart(bearer(user))).json().items).toMatchObject([{ product: product.id, qty: 3 }]);
    });
  });
});
