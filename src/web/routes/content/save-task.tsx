import { redirect } from 'react-router';
import { TicketInputSchema } from '~/modules/support/contracts.ts';
import { createTicket } from '~/modules/support/index.ts';
import { SupportForm } from '~/web/components/support-form.tsx';
import { submitForm } from '~/web/lib/forms.server.ts';
import type { Route } from './+types/save-task';

export const meta: Route.MetaFunction = () => [{ title: 'Submit Your Request' }, { name: 'robots', content: 'noindex' }];


// No loader: a loader here would also run when the page answers a failed post (and a redirect
// from it would drop the errors). Opened directly, the address shows the complaint form.

/**
 * docs/requirements/content-pages.md §7: both forms post here. A valid request becomes a ticket and the customer
 * lands on its page with the ticket number; otherwise the form comes back with each field's
 * problem beside it and what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(request, TicketInputSchema, async (input) => {
    const ticket = await createTicket(
      { db: context.db, limiter: context.auth.limiter, mailer: context.auth.mailer },
      input,
      { clientIp: context.clientIp, userId: context.user?.id ?? null, origin: context.origin },
    );
    return redirect(`/support/ticket/${ticket.token}?sent=1`);
  });
}

export default function SaveTask({ actionData }: Route.ComponentProps) {
  const kind = actionData?.values?.kind === 'service' ? 'service' : 'complaint';
  return <SupportForm kind={kind} failure={actionData} />;
}
