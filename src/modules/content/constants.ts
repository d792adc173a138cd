// Constants the browser needs too, in a file that imports nothing (no zod in storefront bundles).

export const TICKET_KINDS = ['complaint', 'service'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** docs/requirements/content-pages.md §5: the maximum lengths of the complaint form's fields. */
export const TICKET_LIMITS = { name: 100, phone: 100, email: 100, title: 150, description: 500, invoiceNumber: 100 } as const;

/** The name of the form field people never see; a robot fills it in. */
export const HONEYPOT_FIELD = 'website';

/** docs/requirements/content-pages.md §9: six article cards a page. */
export const BLOG_PAGE_SIZE = 6;
/** docs/requirements/content-pages.md §2: the Popular Post sidebar shows eight articles. */
export const POPULAR_POSTS = 8;
export const BLOG_LIMITS = { title: 200, slug: 120, author: 100, intro: 600, image: 500, commentName: 100, commentText: 2000 } as const;
