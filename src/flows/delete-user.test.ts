import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, reviews, users } from '~/modules/schema.ts';
import { addReview } from '~/modules/reviews/service.ts';
import { useTestApp } from '../../test/app.ts';
import { signInAdmin, signUp } from '../../test/auth.ts';
import { makeProduct } from '../../test/factories.ts';
import { deleteUser } from './delete-user.ts';

describe('deleting a user (a flow across users, reviews and the catalogue)', () => {
  const t = useTestApp();

  const rating = async (productId: string) =>
    (await t.db.select({ rating: products.rating, numReviews: products.numReviews }).from(products).where(eq(products.id, productId)))[0];

  it('takes the user’s reviews out of the product ratings and removes the account', async () => {
    const admin = await signInAdmin(t.app, t.db);
    const [stays, goes] = [await signUp(t.app), await signUp(t.app)];
    const product = await makeProduct(t.db);
    await addReview(t.db, t.app.cache, { id: stays.id, name: 'Stays' }, product.id, { rating: 4, comment: 'Good' });
    await addReview(t.db, t.app.cache, { id: goes.id, name: 'Goes' }, product.id, { rating: 2, comment: 'Meh' });

    const dropped: string[] = [];
    t.app.cache.onInvalidate((prefix) => dropped.push(prefix));
    await deleteUser(t.db, t.app.cache, admin.id, goes.id);

    expect(await rating(product.id)).toEqual({ rating: 4, numReviews: 1 });
    expect(dropped, 'pages showing the old rating are dropped').toEqual(['reviews:', 'catalog:']);
    expect(await t.db.select().from(users).where(eq(users.id, goes.id))).toEqual([]);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, goes.id))).toEqual([]);
  });

  it('leaves the account, its reviews and the ratings as they were when the deletion is refused', async () => {
    const admin = await signInAdmin(t.app, t.db);
    const product = await makeProduct(t.db);
    await addReview(t.db, t.app.cache, { id: admin.id, name: 'Admin' }, product.id, { rating: 5, comment: 'Mine' });

    await expect(deleteUser(t.db, t.app.cache, admin.id, admin.id)).rejects.toMatchObject({ kind: 'FORBIDDEN' });

    expect(await rating(product.id)).toEqual({ rating: 5, numReviews: 1 });
    expect(await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, admin.id))).toHaveLength(1);
  });
});
