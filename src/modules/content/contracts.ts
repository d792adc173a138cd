import { z } from 'zod';
import { bdMobile, bengaliVersion, emailAddress, imagePath, multiLine, singleLine, takaAmount } from '~/platform/fields.ts';
import { asciiDigits } from '~/platform/numerals.ts';
import { BLOG_LIMITS, BLOG_PAGE_SIZE, POPULAR_POSTS, TICKET_KINDS, TICKET_LIMITS, TICKET_STATUSES, type TicketKind, type TicketStatus } from './constants.ts';
import { EMI_BANK_LIMITS, EMI_MIN_PRICE, MAX_EMI_BANKS, MAX_MINIMUM_PURCHASE_TAKA, MAX_TENURE, MAX_TENURES, MIN_TENURE, type EmiBank } from './emi.ts';
import { MAX_OUTLETS, OUTLET_LIMITS, type Outlet } from './outlets.ts';
import { PAGE_SLUGS, videoWatchUrl, youtubeVideoId, type PageSlug } from './pages.ts';

export { TICKET_KINDS, TICKET_LIMITS, TICKET_STATUSES, type TicketKind, type TicketStatus };

/** The lengths of a category's description block: the API's and the admin form's. */
export const DESCRIPTION_LIMITS = { heading: 200, intro: 4000, brands: 2000, closing: 2000, tipTitle: 120, tipBody: 2000, question: 300, answer: 2000 } as const;

export const BuyingTipSchema = z.strictObject({
  title: singleLine({ label: 'title', min: 1, max: DESCRIPTION_LIMITS.tipTitle }),
  body: multiLine({ label: 'body', min: 1, max: DESCRIPTION_LIMITS.tipBody }),
});
export type BuyingTip = z.infer<typeof BuyingTipSchema>;

export const FaqEntrySchema = z.strictObject({
  question: singleLine({ label: 'question', min: 1, max: DESCRIPTION_LIMITS.question }),
  answer: multiLine({ label: 'answer', min: 1, max: DESCRIPTION_LIMITS.answer }),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

const keyword = singleLine({ label: 'keyword', min: 1, max: 60 })
  .toLowerCase()
  .regex(/^[a-z0-9 -]+$/, 'keyword must be lower-case letters, digits, spaces and hyphens');

/** A category description block as an editor (or the demo seed) writes it. Plain text, no HTML. */
export const CategoryDescriptionSchema = z.strictObject({
  keyword,
  aliases: z.array(keyword).max(10).default([]),
  categorySlug: singleLine({ label: 'categorySlug', min: 1, max: 120 }),
  language: z.enum(['en', 'bn']).default('en'),
  showForListedProducts: z.boolean().default(false),
  heading: singleLine({ label: 'heading', min: 1, max: DESCRIPTION_LIMITS.heading }),
  intro: multiLine({ label: 'intro', min: 1, max: DESCRIPTION_LIMITS.intro }),
  brands: z.array(singleLine({ label: 'brands', min: 1, max: 60 })).max(40).default([]),
  buyingGuide: z.array(BuyingTipSchema).max(20).default([]),
  faq: z.array(FaqEntrySchema).max(20).default([]),
  closing: multiLine({ label: 'closing', min: 1, max: DESCRIPTION_LIMITS.closing }),
  relatedCategorySlugs: z.array(singleLine({ label: 'relatedCategorySlugs', min: 1, max: 120 })).max(10).default([]),
});
export type CategoryDescriptionInput = z.input<typeof CategoryDescriptionSchema>;
export type CategoryDescription = z.infer<typeof CategoryDescriptionSchema> & { id: string };

export const CONTENT_LANGUAGES = ['en', 'bn'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const ContentLanguageSchema = z.enum(CONTENT_LANGUAGES, { error: 'Language must be en or bn' });

export const PageSlugSchema = z.enum(PAGE_SLUGS, { error: 'Unknown page' });

/** Rich text from the editor: at most this many characters before sanitizing. */
export const MAX_RICH_TEXT_LENGTH = 100_000;
export const MAX_TITLE_LENGTH = 200;
export const MAX_META_DESCRIPTION_LENGTH = 300;

/** Rich text as the admin's editor posts it; the service stores what the sanitizer returns. */
export const richText = (label: string) => multiLine({ label, min: 1, max: MAX_RICH_TEXT_LENGTH });

export const MAX_VIDEO_URL_LENGTH = 500;
// A YouTube video's address in any of its forms, kept as its watch address (docs/decisions/035).
const videoUrl = singleLine({ label: 'Video URL', max: MAX_VIDEO_URL_LENGTH })
  .refine((value) => value === '' || youtubeVideoId(value) !== null, 'Video URL must be the address of a YouTube video (youtube.com/watch?v=…, youtu.be/…)')
  .transform((value) => (value ? videoWatchUrl(youtubeVideoId(value)!) : null));
const videoTitle = singleLine({ label: 'Video title', max: MAX_TITLE_LENGTH }).transform((value) => value || null);
const videoPicture = imagePath({ label: 'Video picture' }).transform((value) => value || null);

/** `PUT /api/pages/{slug}` and the admin's page form: one language of one page. */
export const ContentPageInputSchema = z.strictObject({
  language: ContentLanguageSchema,
  title: singleLine({ label: 'Title', min: 1, max: MAX_TITLE_LENGTH }),
  metaDescription: singleLine({ label: 'Meta description', max: MAX_META_DESCRIPTION_LENGTH }).default(''),
  body: richText('Body'),
  /** A video shown under the text: its address, and the title and picture the page shows before it plays. */
  videoUrl: videoUrl.optional(),
  videoTitle: videoTitle.optional(),
  videoPicture: videoPicture.optional(),
});
export type ContentPageInput = z.input<typeof ContentPageInputSchema>;
/** A page as its contract returns it, ready for the service. */
export type ContentPageValues = z.output<typeof ContentPageInputSchema>;

/** The admin's page form: the same fields; the page and its language come from the address. */
export const ContentPageFormSchema = ContentPageInputSchema.omit({ language: true }).extend({
  videoUrl: videoUrl.default(''),
  videoTitle: videoTitle.default(''),
  videoPicture: videoPicture.default(''),
});

export interface ContentPage {
  id: string;
  slug: PageSlug;
  language: ContentLanguage;
  title: string;
  metaDescription: string;
  body: string;
  videoUrl: string | null;
  videoTitle: string | null;
  videoPicture: string | null;
  updatedAt: string;
}

// ------------------------------------------------------------------ support tickets

// An e-mail address is optional here; given, it must be one (docs/requirements/content-pages.md §5).
const optionalEmail = singleLine({ label: 'Email Address', max: TICKET_LIMITS.email })
  .toLowerCase()
  .pipe(z.union([z.literal(''), z.email({ error: 'Please enter a valid email address' })]))
  .transform((value) => value || null);

/**
 * The complaint and service support forms (docs/requirements/content-pages.md §3, §5), as posted to /home/saveTask
 * with the spec's field names and as `POST /api/tickets` takes them. `kind` says which form;
 * the service form's `field.1` (Invoice No.) is required. `website` is a field people never see:
 * a value in it is a robot's.
 */
export const TicketInputSchema = z
  .strictObject({
    kind: z.enum(TICKET_KINDS, { error: 'Unknown form' }).default('complaint'),
    name: singleLine({ label: 'Full Name', min: 1, max: TICKET_LIMITS.name }),
    phone: bdMobile({ label: 'Phone No.', max: TICKET_LIMITS.phone }),
    email: optionalEmail.optional().transform((value) => value ?? null),
    title: singleLine({ label: 'Subject', min: 1, max: TICKET_LIMITS.title }),
    description: multiLine({ label: 'Details', min: 1, max: TICKET_LIMITS.description }),
    'field.1': singleLine({ label: 'Invoice No.', max: TICKET_LIMITS.invoiceNumber }).overwrite(asciiDigits).optional(),
    website: singleLine({ label: 'website', max: 200 })
      .refine((value) => value === '', 'Your request could not be sent')
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.kind === 'service' && !input['field.1']) context.addIssue({ code: 'custom', path: ['field.1'], message: 'Invoice No. is required' });
  });
export type TicketInput = z.output<typeof TicketInputSchema>;

export const TicketIdSchema = z.uuid({ error: 'Invalid ticket id' });
/** The customer's own view of a ticket is opened by this token (from the confirmation and the mails). */
export const TicketTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Invalid ticket link');

export const TicketStatusInputSchema = z.strictObject({ status: z.enum(TICKET_STATUSES, { error: 'Status must be open, in_progress or resolved' }) });
export const MAX_REPLY_LENGTH = 2000;
export const TicketReplyInputSchema = z.strictObject({ message: multiLine({ label: 'Reply', min: 1, max: MAX_REPLY_LENGTH }) });

export const TicketListQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: 'Status must be open, in_progress or resolved' }).optional(),
  pageNumber: z.coerce.number({ error: 'pageNumber must be a whole number' }).int().min(1).max(100_000).default(1),
});

export interface TicketReply {
  id: string;
  authorName: string;
  message: string;
  createdAt: string;
}

export interface Ticket {
  id: string;
  number: number;
  kind: TicketKind;
  status: TicketStatus;
  name: string;
  phone: string;
  email: string | null;
  title: string;
  description: string;
  invoiceNumber: string | null;
  createdAt: string;
  updatedAt: string;
}
export type TicketDetail = Ticket & { replies: TicketReply[] };

/** The admin's ticket screen posts one of two forms: a new status, or a reply. */
export const TicketFormSchema = z.discriminatedUnion('intent', [
  TicketStatusInputSchema.extend({ intent: z.literal('status') }),
  TicketReplyInputSchema.extend({ intent: z.literal('reply') }),
]);

// ------------------------------------------------------------------ blog

export { BLOG_LIMITS, BLOG_PAGE_SIZE, POPULAR_POSTS };

// A picture the shop serves itself (an upload), or none: nothing loads from another site.
const localImage = singleLine({ label: 'Image', max: BLOG_LIMITS.image }).refine(
  (value) => value === '' || /^\/uploads\/[\w\-./]+$/.test(value),
  'Image must be a picture uploaded to the shop (/uploads/…)',
);

/** An article as an admin writes it; the slug is made from the title when not given. */
export const BlogPostInputSchema = z.strictObject({
  title: singleLine({ label: 'Title', min: 1, max: BLOG_LIMITS.title }),
  slug: singleLine({ label: 'Slug', max: BLOG_LIMITS.slug })
    .regex(/^[\p{Ll}\p{Lo}\p{M}\p{N}-]*$/u, 'Slug must be lower-case letters, digits and hyphens')
    .optional(),
  author: singleLine({ label: 'Author', min: 1, max: BLOG_LIMITS.author }),
  intro: multiLine({ label: 'Intro', min: 1, max: BLOG_LIMITS.intro }),
  body: richText('Body'),
  /** Bengali versions for Bengali pages; empty or left out: none, Bengali pages show the English one (docs/decisions/039). */
  titleBn: bengaliVersion({ label: 'Title (Bengali)', max: BLOG_LIMITS.title }).optional(),
  introBn: bengaliVersion({ label: 'Intro (Bengali)', max: BLOG_LIMITS.intro, multiLine: true }).optional(),
  bodyBn: bengaliVersion({ label: 'Body (Bengali)', max: MAX_RICH_TEXT_LENGTH, multiLine: true }).optional(),
  image: localImage.default(''),
  published: z.boolean({ error: 'published must be true or false' }).default(false),
});
export type BlogPostInput = z.output<typeof BlogPostInputSchema>;

/** The admin's article form: the same fields; the Published checkbox posts "on" when ticked. */
export const BlogPostFormSchema = BlogPostInputSchema.extend({ published: z.literal('on').optional().transform((ticked) => ticked === 'on') });

export const BlogPostIdSchema = z.uuid({ error: 'Invalid article id' });
export const BlogCommentIdSchema = z.uuid({ error: 'Invalid comment id' });

/** The Write a comment form (name, email, comment): stored, shown once an admin approves it. */
export const BlogCommentInputSchema = z.strictObject({
  name: singleLine({ label: 'Name', min: 1, max: BLOG_LIMITS.commentName }),
  email: emailAddress(),
  text: multiLine({ label: 'Comment', min: 1, max: BLOG_LIMITS.commentText }),
  website: singleLine({ label: 'website', max: 200 })
    .refine((value) => value === '', 'Your request could not be sent')
    .optional(),
});
export type BlogCommentInput = z.output<typeof BlogCommentInputSchema>;

export const BlogListQuerySchema = z.object({
  pageNumber: z.coerce.number({ error: 'pageNumber must be a whole number' }).int().min(1).max(100_000).default(1),
});
export const BlogCommentListQuerySchema = BlogListQuerySchema.extend({
  status: z.enum(['pending', 'approved'], { error: 'Status must be pending or approved' }).default('pending'),
});
export const BlogCommentModerationSchema = z.strictObject({ approved: z.literal(true, { error: 'approved must be true' }) });

/** The admin's comment screen: approve or delete one comment. */
export const BlogCommentFormSchema = z.object({ intent: z.enum(['approve', 'delete'], { error: 'Unknown action' }), id: BlogCommentIdSchema });

export interface BlogCard {
  id: string;
  slug: string;
  title: string;
  author: string;
  intro: string;
  /** Bengali versions; null: Bengali pages show the English one (docs/decisions/039). */
  titleBn: string | null;
  introBn: string | null;
  image: string;
  publishedAt: string | null;
}
export type BlogPost = BlogCard & { body: string; bodyBn: string | null; views: number; updatedAt: string };
export interface BlogComment {
  id: string;
  name: string;
  text: string;
  createdAt: string;
}
export type BlogCommentForAdmin = BlogComment & { email: string; approved: boolean; postSlug: string; postTitle: string };

/** Rows of the buying guide and the FAQ a description block holds at most. */
export const MAX_DESCRIPTION_ROWS = 20;

const descriptionRows = <K extends string>(fields: Record<string, unknown>, prefix: string, first: K, second: K) => {
  const rows: Record<K, unknown>[] = [];
  // Rows are posted as `tip.0.title`, `tip.0.body`, ...; a row left blank is no row. Past the
  // limit one more is read, so the list's own maximum refuses it with a message.
  for (let i = 0; i <= MAX_DESCRIPTION_ROWS * 2; i++) {
    const a = fields[`${prefix}.${i}.${first}`];
    const b = fields[`${prefix}.${i}.${second}`];
    if (a === undefined && b === undefined) continue;
    if (String(a ?? '').trim() === '' && String(b ?? '').trim() === '') continue;
    rows.push({ [first]: a ?? '', [second]: b ?? '' } as Record<K, unknown>);
  }
  return rows;
};

/**
 * The admin's description block form (one category, one language): heading, intro, the brands
 * carried (comma-separated), buying guide and FAQ rows, closing. Plain text, like the seed's.
 */
export const CategoryDescriptionFormSchema = z.preprocess(
  (raw) => {
    const fields = (raw ?? {}) as Record<string, unknown>;
    return {
      heading: fields.heading,
      intro: fields.intro,
      brands: fields.brands ?? '',
      closing: fields.closing,
      buyingGuide: descriptionRows(fields, 'tip', 'title', 'body'),
      faq: descriptionRows(fields, 'faq', 'question', 'answer'),
    };
  },
  z.object({
    heading: CategoryDescriptionSchema.shape.heading,
    intro: CategoryDescriptionSchema.shape.intro,
    brands: singleLine({ label: 'Brands', max: DESCRIPTION_LIMITS.brands })
      .transform((text) => text.split(',').map((name) => name.trim()).filter(Boolean))
      .pipe(z.array(singleLine({ label: 'A brand', min: 1, max: 60 })).max(40, 'At most 40 brands')),
    buyingGuide: z.array(BuyingTipSchema).max(MAX_DESCRIPTION_ROWS, `At most ${MAX_DESCRIPTION_ROWS} tips`),
    faq: z.array(FaqEntrySchema).max(MAX_DESCRIPTION_ROWS, `At most ${MAX_DESCRIPTION_ROWS} questions`),
    closing: CategoryDescriptionSchema.shape.closing,
  }),
);
export type CategoryDescriptionForm = z.infer<typeof CategoryDescriptionFormSchema>;

// ------------------------------------------------------------------ brand directory

/** `?manufacturer_id=` of an old brand link: a positive whole number (anything else is not found). */
export const ManufacturerIdSchema = z.coerce
  .number({ error: 'manufacturer_id must be a whole number' })
  .int('manufacturer_id must be a whole number')
  .min(1, 'manufacturer_id must be 1 or more')
  .max(2_147_483_647, 'manufacturer_id is too large');

// ------------------------------------------------------------------ sales outlets

export { MAX_OUTLETS, OUTLET_LIMITS, type Outlet };

/** An https address (a map site, a video): no other scheme, a host with a dot. */
export const isHttpsAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** A shop's phone number as people write it: digits, spaces, hyphens, brackets, a leading +. */
export const shopPhone = (label: string, max: number) =>
  singleLine({ label, min: 1, max }).overwrite(asciiDigits).regex(/^\+?\d[\d ()-]{4,}$/, `${label} must be a phone number such as 041-720000 or 01712-345678`);

/** `POST`/`PUT /api/outlets` and the admin's outlet form. */
export const OutletInputSchema = z.strictObject({
  name: singleLine({ label: 'Branch name', min: 1, max: OUTLET_LIMITS.name }),
  address: singleLine({ label: 'Address', min: 1, max: OUTLET_LIMITS.address }),
  /** Bengali versions for Bengali pages; empty or left out: none (docs/decisions/039). */
  nameBn: bengaliVersion({ label: 'Branch name (Bengali)', max: OUTLET_LIMITS.name }).optional(),
  addressBn: bengaliVersion({ label: 'Address (Bengali)', max: OUTLET_LIMITS.address }).optional(),
  phone: shopPhone('Phone', OUTLET_LIMITS.phone),
  mapUrl: singleLine({ label: 'Map link', max: OUTLET_LIMITS.mapUrl })
    .refine((value) => value === '' || isHttpsAddress(value), 'Map link must be an https address, e.g. https://www.openstreetmap.org/…')
    .default(''),
});
export type OutletInput = z.output<typeof OutletInputSchema>;

export const OutletIdSchema = z.uuid({ error: 'Invalid outlet id' });

/** The contact page's outlet search (`?q=`) and `GET /api/outlets?q=`. */
export const OutletSearchSchema = z.object({ q: singleLine({ label: 'Search', max: OUTLET_LIMITS.search }).default('') });

/** The admin's outlet list posts a delete. */
export const OutletListFormSchema = z.object({ intent: z.literal('delete', { error: 'Unknown action' }), id: OutletIdSchema });

// ------------------------------------------------------------------ EMI banks

export { EMI_BANK_LIMITS, MAX_EMI_BANKS, MAX_TENURE, MIN_TENURE, type EmiBank };

const tenures = (label: string) =>
  z
    .array(
      z
        .number({ error: `${label} must be numbers of months` })
        .int(`${label} must be whole months`)
        .min(MIN_TENURE, `${label} must be ${MIN_TENURE} to ${MAX_TENURE} months`)
        .max(MAX_TENURE, `${label} must be ${MIN_TENURE} to ${MAX_TENURE} months`),
      { error: `${label} must be a list of months` },
    )
    .max(MAX_TENURES, `${label}: at most ${MAX_TENURES} tenures`)
    .transform((months) => [...new Set(months)].sort((a, b) => a - b));

// A form writes the months as text: "3, 6" (commas or spaces between them).
const tenuresText = (label: string) =>
  singleLine({ label, max: EMI_BANK_LIMITS.tenures })
    .overwrite(asciiDigits)
    .refine((value) => /^[\d,\s]*$/.test(value), `${label} must be months separated by commas, e.g. 3, 6`)
    .transform((value) => value.split(/[\s,]+/).filter(Boolean).map(Number))
    .pipe(tenures(label));

const minimumPurchase = takaAmount({ label: 'Minimum purchase', min: EMI_MIN_PRICE / 100, max: MAX_MINIMUM_PURCHASE_TAKA, whole: true, limits: 'sign' });

const emiBankFields = {
  name: singleLine({ label: 'Bank name', min: 1, max: EMI_BANK_LIMITS.name }),
  logo: imagePath({ label: 'Logo' }).default(''),
  minimumPurchase,
  condition: multiLine({ label: 'Condition', max: EMI_BANK_LIMITS.condition }).default(''),
  /** The condition in Bengali for Bengali pages; empty or left out: none (docs/decisions/039). */
  conditionBn: bengaliVersion({ label: 'Condition (Bengali)', max: EMI_BANK_LIMITS.condition, multiLine: true }).optional(),
};

const someTenure = (bank: { onlineTenures: number[]; offlineTenures: number[] }, context: z.RefinementCtx) => {
  if (!bank.onlineTenures.length && !bank.offlineTenures.length) {
    context.addIssue({ code: 'custom', path: ['onlineTenures'], message: 'Give at least one tenure, online or offline' });
  }
};

/** `POST`/`PUT /api/emi-banks`: months as lists of numbers, the minimum purchase in taka. */
export const EmiBankInputSchema = z
  .strictObject({ ...emiBankFields, onlineTenures: tenures('Online tenures').default([]), offlineTenures: tenures('Offline tenures').default([]) })
  .superRefine(someTenure);
export type EmiBankInput = z.output<typeof EmiBankInputSchema>;

/** The admin's bank form: the same fields, the months written as "3, 6". */
export const EmiBankFormSchema = z
  .strictObject({ ...emiBankFields, onlineTenures: tenuresText('Online tenures').default([]), offlineTenures: tenuresText('Offline tenures').default([]) })
  .superRefine(someTenure);

export const EmiBankIdSchema = z.uuid({ error: 'Invalid bank id' });

/** The admin's bank list posts a delete. */
export const EmiBankListFormSchema = z.object({ intent: z.literal('delete', { error: 'Unknown action' }), id: EmiBankIdSchema });
