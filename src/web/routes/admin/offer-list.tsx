import { OfferListFormSchema } from '~/modules/merchandising/contracts.ts';
import { deleteOffer, listOffers, updateOffer } from '~/modules/merchandising/index.ts';
import { loadMerchandisingPage, MerchandisingList } from '~/web/components/admin/merchandising.tsx';
import { listAction } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/offer-list';

export const meta: Route.MetaFunction = () => adminMeta('Offers');

export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  return loadMerchandisingPage(request, 'offer', (page) => listOffers(context.db, page));
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return listAction(request, context, OfferListFormSchema, { remove: deleteOffer, setActive: updateOffer });
});

export default function OfferList({ loaderData, actionData }: Route.ComponentProps) {
  return <MerchandisingList kind="offer" {...loaderData} result={actionData} />;
}
