import { Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { MAX_COMMENT_LENGTH, RATINGS } from '~/modules/reviews/constants.ts';
import type { Review } from '~/modules/reviews/contracts.ts';
import { Alert } from '~/web/components/alert.tsx';
import { FieldError } from '~/web/components/field.tsx';
import { Stars } from '~/web/components/stars.tsx';
import type { MessageKey } from '~/web/i18n/messages.ts';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import type { FormFailure } from '~/web/lib/forms.ts';
import { personalPart } from '~/web/personal.ts';
import type { RootData } from '~/web/root-data.ts';

/** What the product page's action answers to a review post. */
export type ReviewActionData = { submitted: true } | FormFailure;

/** docs/requirements/core-shop.md §5: the reviews, and the review form for a signed-in shopper who has not reviewed yet. */
export function ReviewsPanel({ slug, reviews, reviewed, actionData }: { slug: string; reviews: Review[]; reviewed: boolean; actionData?: ReviewActionData }) {
  const t = useT();
  const n = useNumerals();
  const submitted = actionData && 'submitted' in actionData;
  const failed = actionData && 'message' in actionData ? actionData : undefined;
  return (
    <>
      {reviews.length === 0 ? (
        <Alert tone="info">{t('review.none')}</Alert>
      ) : (
        <ul className="space-y-3">
          {reviews.map((review) => (
            <li key={review.id} className="rounded border border-slate-200 bg-white p-3">
              <p className="font-semibold">{review.name}</p>
              <Stars rating={review.rating} />
              <p className="text-xs text-slate-500">
                <time dateTime={review.createdAt}>{n.date(review.createdAt)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line text-sm">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mb-2 mt-6 text-lg font-semibold">{t('review.write')}</h2>
      {submitted && <Alert tone="success">{t('review.submitted')}</Alert>}
      {failed && <Alert tone="danger">{failed.message}</Alert>}
      <ReviewForm slug={slug} reviewed={reviewed} actionData={actionData} />
    </>
  );
}

/**
 * The visitor's own part of the reviews: a prompt to sign in, "already reviewed", or the form.
 * A part of a shared page (docs/decisions/030): its outer element is the one marked
 * `review`, and it reads nothing but its props, the root's personal data and the address.
 */
export function ReviewForm({ slug, reviewed, actionData }: { slug: string; reviewed: boolean; actionData?: ReviewActionData }) {
  const t = useT();
  const n = useNumerals();
  const user = useRouteLoaderData<RootData>('root')?.user;
  const navigation = useNavigation();
  const submitted = actionData && 'submitted' in actionData;
  const failed = actionData && 'message' in actionData ? actionData : undefined;
  const errors = failed?.errors ?? {};
  return (
    <div {...personalPart('review')}>
      {!user ? (
        <Alert tone="info">
          <Link to={`/login?redirect=${encodeURIComponent(`/product/${slug}`)}`} className="font-semibold underline">
            {t('review.signIn')}
          </Link>
        </Alert>
      ) : reviewed ? (
        !submitted && <p className="text-sm text-slate-600">{t('review.already')}</p>
      ) : (
        <Form method="post" action={`/product/${slug}?tab=reviews`} preventScrollReset className="max-w-xl space-y-4">
          <div>
            <label htmlFor="review-rating" className="mb-1 block text-sm font-medium">
              {t('review.rating')}
            </label>
            <select
              id="review-rating"
              name="rating"
              required
              defaultValue={failed?.values?.rating ?? ''}
              aria-invalid={errors.rating ? true : undefined}
              aria-describedby={errors.rating ? 'review-rating-error' : undefined}
              className="w-full rounded border border-slate-300 bg-white px-3 py-2"
            >
              <option value="">{t('review.choose')}</option>
              {RATINGS.map((rating) => (
                <option key={rating} value={rating}>
                  {n.number(rating)} - {t(`review.${rating}` as MessageKey)}
                </option>
              ))}
            </select>
            <FieldError id="review-rating-error" message={errors.rating} />
          </div>
          <div>
            <label htmlFor="review-comment" className="mb-1 block text-sm font-medium">
              {t('review.comment')}
            </label>
            <textarea
              id="review-comment"
              name="comment"
              rows={4}
              required
              maxLength={MAX_COMMENT_LENGTH}
              defaultValue={failed?.values?.comment ?? ''}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={errors.comment ? 'review-comment-error' : undefined}
              className="w-full rounded border border-slate-300 bg-white px-3 py-2"
            />
            <FieldError id="review-comment-error" message={errors.comment} />
          </div>
          <button
            type="submit"
            disabled={navigation.state === 'submitting'}
            className="rounded bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {t('review.submit')}
          </button>
        </Form>
      )}
    </div>
  );
}
