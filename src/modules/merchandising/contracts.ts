import { z } from 'zod';
import { bengaliVersion, imagePath, multiLine, singleLine } from '~/platform/fields.ts';

/** An offer banner of the home carousel (docs/requirements/core-shop.md §3). */
export interface Offer {
  id: string;
  title: string;
  description: string;
  /** Bengali versions; null: Bengali pages show the English one (docs/decisions/039). */
  titleBn: string | null;
  descriptionBn: string | null;
  imageUrl: string;
  isActive: boolean;
}

/** A notice: one line of text scrolling on the home page (docs/requirements/core-shop.md §3). */
export interface Notice {
  id: string;
  title: string;
  description: string;
  titleBn: string | null;
  descriptionBn: string | null;
  isActive: boolean;
}

/** The carousel never grows without bound: activating one more than this is refused. */
export const MAX_ACTIVE_OFFERS = 12;
/** `GET /api/notices` answers at most this many active notices. */
export const MAX_ACTIVE_NOTICES = 50;
/** Rows a page of the admin offer and notice lists (real pagination, docs/requirements/README.md). */
export const MERCHANDISING_PAGE_SIZE = 10;

export const MAX_TITLE_LENGTH = 120;
export const MAX_OFFER_DESCRIPTION_LENGTH = 300;
export const MAX_NOTICE_DESCRIPTION_LENGTH = 300;

export const TOO_MANY_ACTIVE_OFFERS = `At most ${MAX_ACTIVE_OFFERS} offers can be active at once. Deactivate one first.`;

const title = singleLine({ label: 'Title', min: 1, max: MAX_TITLE_LENGTH });
const titleBn = bengaliVersion({ label: 'Title (Bengali)', max: MAX_TITLE_LENGTH });
const offerDescriptionBn = bengaliVersion({ label: 'Description (Bengali)', max: MAX_OFFER_DESCRIPTION_LENGTH, multiLine: true });
const noticeDescriptionBn = bengaliVersion({ label: 'Description (Bengali)', max: MAX_NOTICE_DESCRIPTION_LENGTH, multiLine: true });
const isActive = z.boolean({ error: 'isActive must be true or false' });

/** `POST /api/offers`: title, description, imageUrl (docs/requirements/core-shop.md §7); a new offer is active unless told. */
export const OfferInputSchema = z.object({
  title,
  description: multiLine({ label: 'Description', max: MAX_OFFER_DESCRIPTION_LENGTH }).default(''),
  titleBn: titleBn.optional(),
  descriptionBn: offerDescriptionBn.optional(),
  imageUrl: imagePath({ label: 'Image URL' }).default(''),
  isActive: isActive.default(true),
});
export type OfferInput = z.infer<typeof OfferInputSchema>;

/**
 * `PUT /api/offers/{id}`: any of the fields. The spec's clients send `_id` too (the edit screen
 * sends every field, the status radio `_id`, description and isActive); unknown keys are dropped.
 */
export const OfferUpdateSchema = z.object({
  title: title.optional(),
  description: multiLine({ label: 'Description', max: MAX_OFFER_DESCRIPTION_LENGTH }).optional(),
  titleBn: titleBn.optional(),
  descriptionBn: offerDescriptionBn.optional(),
  imageUrl: imagePath({ label: 'Image URL' }).optional(),
  isActive: isActive.optional(),
});
export type OfferUpdate = z.infer<typeof OfferUpdateSchema>;

/** `POST /api/notices`: title, description (docs/requirements/core-shop.md §7). */
export const NoticeInputSchema = z.object({
  title,
  description: multiLine({ label: 'Description', max: MAX_NOTICE_DESCRIPTION_LENGTH }).default(''),
  titleBn: titleBn.optional(),
  descriptionBn: noticeDescriptionBn.optional(),
  isActive: isActive.default(true),
});
export type NoticeInput = z.infer<typeof NoticeInputSchema>;

export const NoticeUpdateSchema = z.object({
  title: title.optional(),
  description: multiLine({ label: 'Description', max: MAX_NOTICE_DESCRIPTION_LENGTH }).optional(),
  titleBn: titleBn.optional(),
  descriptionBn: noticeDescriptionBn.optional(),
  isActive: isActive.optional(),
});
export type NoticeUpdate = z.infer<typeof NoticeUpdateSchema>;

/** An offer's or a notice's id, from an address or a form: anything but a UUID never reaches the database. */
export const OfferIdSchema = z.uuid({ error: 'Invalid offer id' });
export const NoticeIdSchema = z.uuid({ error: 'Invalid notice id' });

export const AdminListQuerySchema = z.object({
  pageNumber: z.coerce
    .number({ error: 'pageNumber must be a number' })
    .int('pageNumber must be a whole number')
    .min(1, 'pageNumber must be 1 or more')
    .max(1_000_000, 'pageNumber is too large')
    .default(1),
});

// ---------------------------------------------------------------- the admin web forms

// A form posts text: the status radio posts "true"/"false"; the other fields as the API reads them.
const formBoolean = z.enum(['true', 'false'], { error: 'isActive must be true or false' }).transform((value) => value === 'true');

/** The Create Offer and Edit Offer forms. */
export const OfferFormSchema = OfferInputSchema.omit({ isActive: true });

/** The offers list posts one of these: the status radio, or a delete. */
export const OfferListFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('toggle'), id: OfferIdSchema, isActive: formBoolean }),
  z.object({ intent: z.literal('delete'), id: OfferIdSchema }),
]);

/** The Create and Edit notice forms. */
export const NoticeFormSchema = NoticeInputSchema.omit({ isActive: true });

export const NoticeListFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('toggle'), id: NoticeIdSchema, isActive: formBoolean }),
  z.object({ intent: z.literal('delete'), id: NoticeIdSchema }),
]);

export interface AdminPage<T> {
  items: T[];
  page: number;
  pages: number;
  totalCount: number;
}
