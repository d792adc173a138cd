import { z } from 'zod';
import { multiLine, singleLine } from '~/platform/fields.ts';

export const BuyingTipSchema = z.strictObject({
  title: singleLine({ label: 'title', min: 1, max: 120 }),
  body: multiLine({ label: 'body', min: 1, max: 2000 }),
});
export type BuyingTip = z.infer<typeof BuyingTipSchema>;

export const FaqEntrySchema = z.strictObject({
  question: singleLine({ label: 'question', min: 1, max: 300 }),
  answer: multiLine({ label: 'answer', min: 1, max: 2000 }),
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
  heading: singleLine({ label: 'heading', min: 1, max: 200 }),
  intro: multiLine({ label: 'intro', min: 1, max: 4000 }),
  brands: z.array(singleLine({ label: 'brands', min: 1, max: 60 })).max(40).default([]),
  buyingGuide: z.array(BuyingTipSchema).max(20).default([]),
  faq: z.array(FaqEntrySchema).max(20).default([]),
  closing: multiLine({ label: 'closing', min: 1, max: 2000 }),
  relatedCategorySlugs: z.array(singleLine({ label: 'relatedCategorySlugs', min: 1, max: 120 })).max(10).default([]),
});
export type CategoryDescriptionInput = z.input<typeof CategoryDescriptionSchema>;
export type CategoryDescription = z.infer<typeof CategoryDescriptionSchema> & { id: string };
