import { redirect, useNavigation } from 'react-router';
import { OfferFormSchema, OfferIdSchema } from '~/modules/merchandising/contracts.ts';
import { createOffer, getOffer, updateOffer } from '~/modules/merchandising/service.ts';
import { MerchandisingForm, merchandisingListPath } from '~/web/components/admin/merchandising.tsx';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/offer-edit';

// One module for creating and editing: the same fields, Save or Update.

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? 'Edit Offer' : 'Create Offer'} | Admin | Haat` },
  { name: 'robots', content: 'noindex' },
];

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  // docs/requirements/core-shop.md §2: the edit screen loads the offer by id.
  return { item: params.id ? await orNotFound(getOffer(context.db, pathParam(OfferIdSchema, params.id))) : null };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  const id = params.id ? pathParam(OfferIdSchema, params.id) : null;
  return submitForm(request, OfferFormSchema, async (input) => {
    if (id) await updateOffer(context.db, context.cache, id, input);
    else await createOffer(context.db, context.cache, { ...input, isActive: true });
    // docs/requirements/core-shop.md §4: on create or update success, back to the list.
    return redirect(merchandisingListPath('offer'));
  });
});

export default function OfferEdit({ loaderData: { item }, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return <MerchandisingForm kind="offer" item={item} result={actionData} busy={busy} />;
}
