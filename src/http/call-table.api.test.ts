import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '~/modules/schema.ts';
import { useTestApp } from '../../test/app.ts';
import { bearer, signIn, signUp, TEST_PASSWORD } from '../../test/auth.ts';
import { makeProduct } from '../../test/factories.ts';

/**
 * A client written against the call table of docs/requirements/core-shop.md §7 sends what the table shows, typed
 * the way a browser form types it. These are the calls such a client makes, sent that way.
 */
describe('clients of the call table', () => {
  const t = useTestApp();
  const putProfile = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: { authorization: `Bearer ${token}` }, payload });

  describe('PUT /api/users/profile', () => {
    it('changes name and e-mail and keeps the password when the password is empty', async () => {
      const user = await signUp(t.app);
      const email = `renamed-${user.id}@example.com`;
      const response = await putProfile(user.token, { id: user.id, name: 'Karim Renamed', email, password: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: user.id, name: 'Karim Renamed', email, isAdmin: false });
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ name: 'Karim Renamed', email });
      // The old password still signs in: nothing changed it.
      expect((await signIn(t.app, email, TEST_PASSWORD)).id).toBe(user.id);
    });

    it('answers like login: the user fields and a fresh token that works as a Bearer', async () => {
      const user = await signUp(t.app);
      const response = await putProfile(user.token, { name: 'Token Holder', password: '' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      // The spec's user fields, and `phone` (null but for an account made by mobile number, ADR 036).
      expect(Object.keys(body).sort()).toEqual(['_id', 'email', 'isAdmin', 'name', 'phone', 'token']);
      expect(typeof body._id).toBe('string');
      const next = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(body) });
      expect(next.statusCode).toBe(200);
      expect(next.json().name).toBe('Token Holder');
    });

    it('still validates a non-empty password and asks for the current one to change it', async () => {
      const user = await signUp(t.app);
      const short = await putProfile(user.token, { password: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toMatch(/at least 8 characters/);
      const withoutCurrent = await putProfile(user.token, { password: 'a brand new passphrase' });
      expect(withoutCurrent.statusCode).toBe(400);
      expect(withoutCurrent.json().message).toMatch(/Current password is required/);
      const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      expect((await signIn(t.app, user.email, TEST_PASSWORD)).id).toBe(user.id);
      expect(row.hash).toMatch(/^\$argon2id\$/);
    });

    it('ignores a forged isAdmin', async () => {
      const user = await signUp(t.app);
      const response = await putProfile(user.token, { name: 'Not An Admin', isAdmin: true, password: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json().isAdmin).toBe(false);
      const [row] = await t.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, user.id));
      expect(row.isAdmin).toBe(false);
    });
  });

  describe('GET /api/products/top', () => {
    let best: string, second: string, third: string;
    beforeAll(async () => {
      const make = async (name: string, rating: number, numReviews: number) => {
        const product = await makeProduct(t.db, { name });
        await t.db.update(products).set({ rating, numReviews }).where(eq(products.id, product.id));
        return product.id;
      };
      await make('Unreviewed Product', 0, 0);
      third = await make('Good Product', 4, 10);
      second = await make('Great Product Few Reviews', 5, 2);
      best = await make('Great Product Many Reviews', 5, 9);
      await make('Fair Product', 3, 50);
    });

    it('answers the three best-rated products, by rating then review count, in the list shape', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/products/top' });
      expect(response.statusCode).toBe(200);
      const top = response.json();
      expect(top.map((p: { _id: string }) => p._id)).toEqual([best, second, third]);
      expect(top[0]).toMatchObject({ name: 'Great Product Many Reviews', rating: 5, numReviews: 9, price: 1000, salePrice: 1000 });
      expect(Object.keys(top[0])).toEqual(expect.arrayContaining(['_id', 'slug', 'image', 'brand', 'category', 'countInStock']));
    });

    it('never lets a product take a slug the API reserves', async () => {
      const [row] = await t.db.select().from(products).where(eq(products.id, best));
      for (const slug of ['top', 'all']) {
        await expect(t.db.update(products).set({ slug }).where(eq(products.id, row.id))).rejects.toThrow();
      }
      const [after] = await t.db.select({ slug: products.slug }).from(products).where(eq(products.id, best));
      expect(after.slug).toBe(row.slug);
    });
  });

  it('documents the accepted types in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const review = doc.paths['/api/products/{id}/reviews'].post.requestBody.content['application/json'].schema;
    expect(review.properties.rating.anyOf).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'number' }), expect.objectContaining({ type: 'string' })]));
    const profile = doc.paths['/api/users/profile'].put;
    expect(profile.responses['200'].content['application/json'].schema.properties).toHaveProperty('token');
  });
});
