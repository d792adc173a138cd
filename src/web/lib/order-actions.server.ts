import { cancelOrder } from '~/flows/cancel-order.ts';
import { OrderActionFormSchema } from '~/modules/orders/contracts.ts';
import { markDelivered, markPaid } from '~/modules/orders/index.ts';
import type { WebContext } from '~/web/context.ts';
import { submitForm } from './forms.server.ts';
import { requireUser } from './session.server.ts';

/**
 * The order page's and the admin list's buttons (ADR 017): mark paid and delivered (admins),
 * cancel (the customer their own until paid, an admin until delivered). The orders service
 * decides who may do what, whatever buttons a page showed.
 */
export async function changeOrder(request: Request, context: WebContext) {
  const user = requireUser(request, context);
  return submitForm(request, OrderActionFormSchema, async ({ intent, id }) => {
    if (intent === 'cancel') await cancelOrder(context.db, context.cache, user, id);
    else if (intent === 'pay') await markPaid(context.db, user, id);
    else await markDelivered(context.db, user, id);
    return { updated: true as const };
  });
}
