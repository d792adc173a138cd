import { invalidateReviews, removeReviewsBy } from '~/modules/reviews/index.ts';
import { assertUserDeletable, removeUser } from '~/modules/users/index.ts';
import type { Cache } from '~/platform/cache.ts';
import type { Db } from '~/platform/db/index.ts';

/**
 * An admin deletes an account: its reviews leave the ratings of the products they counted in
 * (reviews, which lock each product through the catalogue), then the account goes with its
 * sessions. One transaction: a refusal (one's own account, the last admin) or a failure half-way
 * leaves every review and rating as it was. Once committed, shared reads and pages showing the
 * changed ratings are dropped (`cache`).
 */
export async function deleteUser(db: Db, cache: Cache, actorId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await assertUserDeletable(tx, actorId, userId);
    await removeReviewsBy(tx, userId);
    await removeUser(tx, userId);
  });
  invalidateReviews(cache);
}
