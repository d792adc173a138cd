import { z } from 'zod';
import { bdMobile, multiLine, singleLine } from '~/platform/fields.ts';
import { asciiDigits } from '~/platform/numerals.ts';
import { TICKET_KINDS, TICKET_LIMITS, TICKET_STATUSES, type TicketKind, type TicketStatus } from './constants.ts';

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
