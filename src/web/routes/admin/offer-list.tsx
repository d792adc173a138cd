import { Link, redirect, useNavigation } from 'react-router';
import { MERCHANDISING_PAGE_SIZE, OfferListFormSchema } from '~/modules/merchandising/contracts.ts';
import { deleteOffer, listOffers, updateOffer } from '~/modules/merchandising/service.ts';
import { Alert } from '~/web/components/alert.tsx';
import { adminListHref, ConfirmDelete } from '~/web/components/admin/confirm-delete.tsx';
import { StatusRadio } from '~/web/components/admin/status-radio.tsx';
import { Pager } from '~/web/components/pager.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { pageParam } from '~/web/lib/params.ts';
import { requireAdmin } from '~/web/lib/session.server.ts';
import type { Route } from './+types/offer-list';

const LIST = '/admin/offerslist';

export const meta: Route.MetaFunction = () => [{ title: 'Offers | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const url = new URL(request.url);
  const page = await listOffers(context.db, pageParam(url.searchParams.get('page') ?? undefined));
  // After the last row of the last page is deleted, its page no longer exists: show the one before.
  if (page.page > page.pages) throw redirect(adminListHref(LIST, page.pages));
  return { ...page, confirmDelete: url.searchParams.get('confirmDelete') };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(request, context);
  return submitForm(request, OfferListFormSchema, async (input) => {
    if (input.intent === 'toggle') {
      await updateOffer(context.db, context.cache, input.id, { isActive: input.isActive });
      return { saved: true as const };
    }
    await deleteOffer(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
}

export default function OfferList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const { items, page, pages, confirmDelete } = loaderData;
  const first = (page - 1) * MERCHANDISING_PAGE_SIZE;
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('admin.offers')}</h1>
        <Link to="/admin/offer/create/" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          + {t('admin.createOffers')}
        </Link>
      </div>
      {actionData && 'deleted' in actionData && <Alert tone="success">{t('admin.offerDeleted')}</Alert>}
      {actionData && 'message' in actionData && <Alert tone="danger">{actionData.message}</Alert>}
      {items.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6 text-slate-600">{t('admin.noOffers')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border border-slate-200 bg-white text-sm">
            <thead className="bg-slate-100 text-left uppercase">
              <tr>
                <th className="px-3 py-2">{t('admin.sl')}</th>
                <th className="px-3 py-2">{t('admin.title')}</th>
                <th className="px-3 py-2">{t('admin.description')}</th>
                <th className="px-3 py-2">{t('admin.image')}</th>
                <th className="px-3 py-2">{t('admin.status')}</th>
                <th className="px-3 py-2">{t('admin.action')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((offer, index) => (
                <tr key={offer.id} className="border-t border-slate-200 align-middle">
                  <td className="px-3 py-2">{first + index + 1}</td>
                  <td className="px-3 py-2 font-medium">{offer.title}</td>
                  <td className="max-w-xs px-3 py-2 text-slate-600">{offer.description}</td>
                  <td className="px-3 py-2">
                    {offer.imageUrl ? (
                      // core-shop.md §9: the offers list shows a 55×55 thumbnail.
                      <img
                        src={offer.imageUrl}
                        alt=""
                        width={55}
                        height={55}
                        loading="lazy"
                        className="h-[55px] w-[55px] rounded object-cover"
                      />
                    ) : (
                      <span className="block h-[55px] w-[55px] rounded bg-slate-100" />
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <StatusRadio id={offer.id} title={offer.title} isActive={offer.isActive} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Link
                      to={`/admin/offer/${offer.id}/edit`}
                      className="mr-2 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
                    >
                      {t('admin.edit')}
                    </Link>
                    <ConfirmDelete
                      id={offer.id}
                      confirming={confirmDelete === offer.id}
                      askHref={adminListHref(LIST, page, offer.id)}
                      cancelHref={adminListHref(LIST, page)}
                      busy={busy}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} hrefFor={(n) => adminListHref(LIST, n)} />
    </section>
  );
}
