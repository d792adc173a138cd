import { z } from 'zod';
import { numeric } from '~/platform/numeric.ts';
import { COMMENT_MAX, type Rating } from './constants.ts';

/** core-shop.md §5: the rating names. */
export const RATING_NAMES: Record<Rating, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very Good', 5: 'Excellent' };

/** A product page and the product API show the newest reviews up to this many; the count covers all. */
export const REVIEWS_SHOWN = 100;

const ratingMessage = 'Rating must be a whole number from 1 to 5';
const rating = numeric(ratingMessage, z.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage));
const comment = z
  .string({ error: 'Comment is required' })
  .trim()
  .min(1, 'Comment is required')
  .max(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`);

/** `POST /api/products/{id}/reviews`: a rating and a comment; anything else is dropped. */
export const ReviewInputSchema = z.object({ rating, comment });
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

/** The page's form posts the same fields as text: one schema for both doors. */
export const ReviewFormSchema = ReviewInputSchema;

export interface Review {
  id: string;
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
}

export const ALREADY_REVIEWED = 'You have already reviewed this product';
