import { cancelOrder, changeOrderStatus } from '~/flows/change-order-status.ts';
import { askReturn, receiveReturnedItems } from '~/flows/return-order.ts';
import { bookWithCourier, NO_COURIER_API, shipByHand } from '~/flows/ship-order.ts';
import { OrderActionFormSchema } from '~/modules/orders/contracts.ts';
import { decideReturn, markDelivered, markPaid } from '~/modules/orders/index.ts';
import { DomainError, invalid } from '~/platform/errors.ts';
import type { WebContext } from '~/web/context.ts';
import { submitForm } from './forms.server.ts';
import { requireUser } from './session.server.ts';

const ADMIN_CANCEL_REASON_REQUIRED = 'Say why the order is cancelled: the customer reads it';

/**
 * The order page's and the admin list's buttons (ADR 017): confirm, mark paid and delivered and
 * change status (admins), cancel (the customer their own while unpaid and not packed, an admin
 * until shipped, with a reason), and a return: asked by the customer, approved or refused, then
 * received with its refund, by an admin. The orders service decides who may do what, whatever buttons a
 * page showed.
 */
export async function changeOrder(request: Request, context: WebContext) {
  const user = requireUser(request, context);
  return submitForm(request, OrderActionFormSchema, async (input) => {
    const { db, cache } = context;
    if (input.intent === 'cancel') {
      // The shop says why it cancels (the customer reads it); a customer's own cancel needs no reason.
      if (user.isAdmin && !input.note) throw new DomainError('INVALID', ADMIN_CANCEL_REASON_REQUIRED);
      await cancelOrder(db, cache, user, input.id, input.note);
    } else if (input.intent === 'confirm') {
      await changeOrderStatus(db, cache, user, input.id, { status: 'confirmed', note: null });
    } else if (input.intent === 'pay') await markPaid(db, user, input.id);
    else if (input.intent === 'deliver') await markDelivered(db, user, input.id);
    else if (input.intent === 'ship') await shipByHand(db, user, input.id, input);
    else if (input.intent === 'book') {
      if (!context.courier) throw invalid(NO_COURIER_API);
      const [result] = await bookWithCourier(db, context.courier, user, [input.id]);
      if (!result.booked) throw result.refusal ?? new DomainError('CONFLICT', result.error);
    } else if (input.intent === 'return') await askReturn(db, user, input.id, input);
    else if (input.intent === 'decide-return') await decideReturn(db, user, input.id, input);
    else if (input.intent === 'refund') await receiveReturnedItems(db, cache, user, input.id, input);
    else await changeOrderStatus(db, cache, user, input.id, { status: input.status, note: input.note });
    return { updated: true as const };
  });
}
