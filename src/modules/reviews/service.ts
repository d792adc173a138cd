import { and, avg, count, desc, eq } from 'drizzle-orm';
import { lockProduct, updateProductRating } from '~/modules/catalog/service.ts';
import type { DbOrTx } from '~/platform/db/index.ts';
import { DomainError } from '~/platform/errors.ts';
import { ALREADY_REVIEWED, REVIEWS_SHOWN, type Review, type ReviewInput } from './contracts.ts';
import { reviews } from './schema.ts';

/**
 * Adds a signed-in user's review and updates the product's rating and review count in the
 * same transaction. The product row is locked first, so concurrent reviews of one product
 * are counted one after another and none is lost; a second review by the same user is a
 * conflict (the unique index backs this up).
 */
export async function addReview(
  db: DbOrTx,
  author: { id: string; name: string },
  productSlugOrId: string,
  input: ReviewInput,
): Promise<{ productId: string; rating: number; numReviews: number }> {
  return db.transaction(async (tx) => {
    const productId = await lockProduct(tx, productSlugOrId);
    const [existing] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, author.id)))
      .limit(1);
    if (existing) throw new DomainError('CONFLICT', ALREADY_REVIEWED);
    await tx.insert(reviews).values({ productId, userId: author.id, name: author.name, rating: input.rating, comment: input.comment });
    const [totals] = await tx
      .select({ average: avg(reviews.rating).mapWith(Number), numReviews: count() })
      .from(reviews)
      .where(eq(reviews.productId, productId));
    await updateProductRating(tx, productId, totals.average, totals.numReviews);
    return { productId, rating: totals.average, numReviews: totals.numReviews };
  });
}

/** The newest reviews of a product, up to REVIEWS_SHOWN. */
export async function listReviews(db: DbOrTx, productId: string, limit = REVIEWS_SHOWN): Promise<Review[]> {
  const rows = await db
    .select({ id: reviews.id, name: reviews.name, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function hasReviewed(db: DbOrTx, productId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  return Boolean(row);
}
