import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '~/modules/schema.ts';
import { useTestApp } from '../../../test/app.ts';
import { bearer, signUp, type SignedIn } from '../../../test/auth.ts';
import { makeProduct } from '../../../test/factories.ts';

describe('product reviews', () => {
  const t = useTestApp();
  let productId: string;
  let productSlug: string;
  let customer: SignedIn;

  const post = (id: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/products/${id}/reviews`, headers, payload: payload as object });
  const stored = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];

  beforeAll(async () => {
    const product = await makeProduct(t.db, { name: 'ASUS VivoBook 15' });
    productId = product.id;
    productSlug = product.slug;
    customer = await signUp(t.app, { name: 'Rahim Uddin' });
  });

  it('refuses a visitor with 401, whatever the body', async () => {
    for (const payload of [{ rating: 5, comment: 'Great' }, { rating: 'x' }]) {
      const response = await post(productId, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Not authorized, no token');
    }
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, productId))).toEqual([]);
  });

  it.each<[object, RegExp]>([
    [{ rating: 0, comment: 'ok' }, /rating: Rating must be a whole number from 1 to 5/],
    [{ rating: 6, comment: 'ok' }, /rating: Rating must be a whole number from 1 to 5/],
    [{ rating: 3.5, comment: 'ok' }, /rating: Rating must be a whole number from 1 to 5/],
    // Numbers as text are accepted only as plain decimals (see the test below).
    ...['5abc', '', '1e400', ' 5', '0x5', '4.5', '6', 'NaN', '9'.repeat(400)].map((rating) => [{ rating, comment: 'ok' }, /rating: Rating must be a whole number from 1 to 5/] as [object, RegExp]),
    [{ comment: 'ok' }, /rating: Rating must be a whole number from 1 to 5/],
    [{ rating: 4 }, /comment: Comment is required/],
    [{ rating: 4, comment: '   ' }, /comment: Comment is required/],
    [{ rating: 4, comment: 'x'.repeat(2001) }, /comment: Comment must be at most 2000 characters/],
  ])('rejects %j with 400 and a message', async (payload, message) => {
    const response = await post(productId, payload, bearer(customer));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await stored(productId)).numReviews).toBe(0);
  });

  it('accepts the rating as a decimal string, the way a browser form sends it', async () => {
    const other = await makeProduct(t.db, { name: 'Form Typed Review Product' });
    const response = await post(other.id, { rating: '5', comment: 'Sent from a form' }, bearer(customer));
    expect(response.statusCode).toBe(201);
    expect(await stored(other.id)).toMatchObject({ rating: 5, numReviews: 1 });
  });

  it('answers 404 for an unknown product, by id or by slug', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-product']) {
      const response = await post(id, { rating: 5, comment: 'Great' }, bearer(customer));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
    }
  });

  it('adds a review (201), trims the comment and updates the rating and count', async () => {
    // The product's detail is read (and its reviews kept in the shared cache) before the review.
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${productSlug}` })).json().reviews).toEqual([]);
    const response = await post(productId, { rating: 4, comment: '  Fast and quiet.  ', isApproved: true, name: 'Someone Else' }, bearer(customer));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Review added' });
    expect(await stored(productId)).toMatchObject({ rating: 4, numReviews: 1 });

    const detail = (await t.app.inject({ method: 'GET', url: `/api/products/${productSlug}` })).json();
    expect(detail).toMatchObject({ rating: 4, numReviews: 1 });
    expect(detail.reviews).toHaveLength(1);
    expect(detail.reviews[0]).toMatchObject({ name: 'Rahim Uddin', rating: 4, comment: 'Fast and quiet.' });
    expect(typeof detail.reviews[0]._id).toBe('string');
    expect(detail.reviews[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('drops the shared reads and pages that show the rating once a review is added, not before', async () => {
    const product = await makeProduct(t.db);
    const dropped: string[] = [];
    t.app.cache.onInvalidate((prefix) => dropped.push(prefix));
    expect((await post(product.id, { rating: 9, comment: 'Out of range' }, bearer(customer))).statusCode).toBe(400);
    expect(dropped).toEqual([]);
    expect((await post(product.id, { rating: 5, comment: 'Great' }, bearer(customer))).statusCode).toBe(201);
    expect(dropped).toEqual(['reviews:', 'catalog:']);
  });

  it('allows one review per user per product: a second is 409 and changes nothing', async () => {
    const response = await post(productSlug, { rating: 1, comment: 'Changed my mind' }, bearer(customer));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'You have already reviewed this product', code: 'CONFLICT' });
    expect(await stored(productId)).toMatchObject({ rating: 4, numReviews: 1 });
  });

  it('counts concurrent reviews from two users, none lost', async () => {
    const product = await makeProduct(t.db);
    const [a, b, c] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const responses = await Promise.all([
      post(product.id, { rating: 5, comment: 'Excellent' }, bearer(a)),
      post(product.id, { rating: 2, comment: 'Fair' }, bearer(b)),
      post(product.id, { rating: 3, comment: 'Good' }, bearer(c)),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const row = await stored(product.id);
    expect(row.numReviews).toBe(3);
    expect(row.rating).toBeCloseTo(10 / 3, 5);
  });

  it('accepts the session cookie from this site and refuses it from another (CSRF)', async () => {
    const product = await makeProduct(t.db);
    const crossSite = await post(product.id, { rating: 5, comment: 'Great' }, { cookie: customer.cookie, origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await post(product.id, { rating: 5, comment: 'Great' }, { cookie: customer.cookie, origin: 'http://localhost', host: 'localhost' });
    expect(sameSite.statusCode).toBe(201);
    expect(await stored(product.id)).toMatchObject({ rating: 5, numReviews: 1 });
  });
});
