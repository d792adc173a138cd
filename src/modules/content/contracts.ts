import { z } from 'zod';
import { bengaliVersion, emailAddress, imagePath, multiLine, singleLine } from '~/platform/fields.ts';
import { BLOG_LIMITS, BLOG_PAGE_SIZE, PAGE_SLUGS, POPULAR_POSTS, videoWatchUrl, youtubeVideoId, type PageSlug } from './constants.ts';

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
