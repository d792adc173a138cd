import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import { invalidateCatalogCache, lockProduct, updateProductRating } from '~/modules/catalog/index.ts';
import { SHARED_DATA_TTL_MS, type Cache } from '~/platform/cache.ts';
import { preparedStatement, type DbOrTx, type Tx } from '~/platform/db/index.ts';
import { DomainError } from '~/platform/errors.ts';
import { ALREADY_REVIEWED, REVIEWS_SHOWN, type Review, type ReviewInput } from './contracts.ts';
import { reviews } from './schema.ts';

/**
 * Adds a signed-in user's review and updates the product's rating and review count in the
 * same transaction. The product row is locked first, so concurrent reviews of one product
 * are counted one after another and none is lost; a second review by the same user is a
 * conflict (the unique index backs this up). Once committed, shared reads and pages that show
 * the rating are dropped (`cache`).
 */
export async function addReview(
  db: DbOrTx,
  cache: Cache,
  author: { id: string; name: string },
  productSlugOrId: string,
  input: ReviewInput,
): Promise<{ productId: string; rating: number; numReviews: number }> {
  const added = await db.transaction(async (tx) => {
    const productId = await lockProduct(tx, productSlugOrId);
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, author.id)))
      .limit(1);
    if (existing) throw new DomainError('CONFLICT', ALREADY_REVIEWED);
    await tx.insert(reviews).values({ productId, userId: author.id, name: author.name, rating: input.rating, comment: input.comment });
    return { productId, ...(await recomputeRating(tx, productId)) };
  });
  invalidateReviews(cache);
  return added;
}

/** Every cached list of reviews starts with this; only this module spells it. */
const REVIEWS_CACHE_PREFIX = 'reviews:';

/** Drops the cached reviews and the catalogue reads that show ratings (after a commit that changed them). */
export function invalidateReviews(cache: Cache): void {
  cache.invalidate(REVIEWS_CACHE_PREFIX);
  invalidateCatalogCache(cache);
}

async function recomputeRating(tx: Tx, productId: string) {
  const [totals] = await tx
    .select({ average: avg(reviews.rating).mapWith(Number), numReviews: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  const rating = totals.numReviews ? totals.average : 0;
  await updateProductRating(tx, productId, rating, totals.numReviews);
  return { rating, numReviews: totals.numReviews };
}

/** Removes a user's reviews (their account is going) and recomputes the ratings they counted in. */
export async function removeReviewsBy(tx: Tx, userId: string): Promise<void> {
  const written = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.userId, userId));
  for (const { productId } of written) {
    await lockProduct(tx, productId);
    await tx.delete(reviews).where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
    await recomputeRating(tx, productId);
  }
}

/** The newest reviews of a product, up to REVIEWS_SHOWN; shared until a review is added or removed. */
export function listReviews(db: DbOrTx, cache: Cache, productId: string): Promise<Review[]> {
  return cache.get(`${REVIEWS_CACHE_PREFIX}${productId}`, SHARED_DATA_TTL_MS, async () => {
    const rows = await db
      .select({ id: reviews.id, name: reviews.name, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt })
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_SHOWN);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });
}

export async function hasReviewed(db: DbOrTx, productId: string, userId: string): Promise<boolean> {
  const [row] = await reviewOf(db).execute({ productId, userId });
  return Boolean(row);
}

// Asked on every product page a signed-in shopper opens.
const reviewOf = preparedStatement((db) =>
  db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, sql.placeholder('productId')), eq(reviews.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('review_of'),
);
