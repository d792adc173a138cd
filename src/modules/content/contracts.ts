import { z } from 'zod';

export const BuyingTipSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(2000),
});
export type BuyingTip = z.infer<typeof BuyingTipSchema>;

export const FaqEntrySchema = z.strictObject({
  question: z.string().trim().min(1).max(300),
  answer: z.string().trim().min(1).max(2000),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

const keyword = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9 -]+$/, 'keyword must be lower-case letters, digits, spaces and hyphens');

/** A category description block as an editor (or the demo seed) writes it. Plain text, no HTML. */
export const CategoryDescriptionSchema = z.strictObject({
  keyword,
  aliases: z.array(keyword).max(10).default([]),
  categorySlug: z.string().trim().min(1).max(120),
  language: z.enum(['en', 'bn']).default('en'),
  showForListedProducts: z.boolean().default(false),
  heading: z.string().trim().min(1).max(200),
  intro: z.string().trim().min(1).max(4000),
  brands: z.array(z.string().trim().min(1).max(60)).max(40).default([]),
  buyingGuide: z.array(BuyingTipSchema).max(20).default([]),
  faq: z.array(FaqEntrySchema).max(20).default([]),
  closing: z.string().trim().min(1).max(2000),
  relatedCategorySlugs: z.array(z.string().trim().min(1).max(120)).max(10).default([]),
});
export type CategoryDescriptionInput = z.input<typeof CategoryDescriptionSchema>;
export type CategoryDescription = z.infer<typeof CategoryDescriptionSchema> & { id: string };
