// Constants the browser needs too, in a file that imports nothing (no zod in storefront bundles).

export const TICKET_KINDS = ['complaint', 'service'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];
export const TICKET_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** docs/requirements/content-pages.md §5: the maximum lengths of the complaint form's fields. */
export const TICKET_LIMITS = { name: 100, phone: 100, email: 100, title: 150, description: 500, invoiceNumber: 100 } as const;
