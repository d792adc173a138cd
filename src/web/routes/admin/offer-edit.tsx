import { OfferFormSchema, OfferIdSchema } from '~/modules/merchandising/contracts.ts';
import { createOffer, getOffer, updateOffer } from '~/modules/merchandising/index.ts';
import { MerchandisingForm, merchandisingListPath } from '~/web/components/admin/merchandising.tsx';
import { recordToEdit, saveRecord } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/offer-edit';

// One module for creating and editing: the same fields, Save or Update.

export const meta: Route.MetaFunction = ({ params }) => adminMeta(params.id ? 'Edit Offer' : 'Create Offer');

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  // docs/requirements/core-shop.md §2: the edit screen loads the offer by id.
  return { item: await recordToEdit(context.db, OfferIdSchema, params.id, getOffer) };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs) => {
  return saveRecord(request, context, OfferFormSchema, {
    idSchema: OfferIdSchema,
    id: params.id,
    // A new offer shows at once.
    create: (db, cache, input) => createOffer(db, cache, { ...input, isActive: true }),
    update: updateOffer,
    // docs/requirements/core-shop.md §4: on create or update success, back to the list.
    next: merchandisingListPath('offer'),
  });
});

export default function OfferEdit({ loaderData: { item }, actionData }: Route.ComponentProps) {
  return <MerchandisingForm kind="offer" item={item} failure={actionData} />;
}
