import { useNavigation } from 'react-router';
import { OfferListFormSchema } from '~/modules/merchandising/contracts.ts';
import { deleteOffer, listOffers, updateOffer } from '~/modules/merchandising/service.ts';
import { loadMerchandisingPage, MerchandisingList } from '~/web/components/admin/merchandising.tsx';
import { submitForm } from '~/web/lib/forms.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/offer-list';

export const meta: Route.MetaFunction = () => [{ title: 'Offers | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  return loadMerchandisingPage(request, 'offer', (page) => listOffers(context.db, page));
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(request, OfferListFormSchema, async (input) => {
    if (input.intent === 'toggle') {
      await updateOffer(context.db, context.cache, input.id, { isActive: input.isActive });
      return { saved: true as const };
    }
    await deleteOffer(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
});

export default function OfferList({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return <MerchandisingList kind="offer" {...loaderData} result={actionData} busy={busy} />;
}
