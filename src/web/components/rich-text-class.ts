/**
 * How sanitized rich text reads (a product description, a page, a post): one set of classes for
 * the storefront's rendering and the admin editor, so what an admin writes looks as it will.
 */
export const RICH_TEXT_CLASS =
  'max-w-none text-sm leading-relaxed [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_hr]:my-3 [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-2 [&_table]:border-collapse [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5';
