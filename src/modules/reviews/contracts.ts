import { z } from 'zod';
import { multiLine } from '~/platform/fields.ts';
import { numeric } from '~/platform/numeric.ts';
import { MAX_COMMENT_LENGTH, type Rating } from './constants.ts';

/** docs/requirements/core-shop.md §5: the rating names. */
export const RATING_NAMES: Record<Rating, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very Good', 5: 'Excellent' };

/** A product page and the product API show the newest reviews up to this many; the count covers all. */
export const REVIEWS_SHOWN = 100;

const ratingMessage = 'Rating must be a whole number from 1 to 5';
const rating = numeric(ratingMessage, z.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage));
// Plain text, HTML included as typed: the page and the API escape it on output (docs/decisions/007).
const comment = multiLine({ label: 'Comment', min: 1, max: MAX_COMMENT_LENGTH });

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
