import { Link, useNavigation } from 'react-router';
import { OutletListFormSchema } from '~/modules/content/contracts.ts';
import { deleteOutlet, listOutlets } from '~/modules/content/outlets-service.ts';
import { Alert } from '~/web/components/alert.tsx';
import { adminListHref, ConfirmDelete } from '~/web/components/admin/confirm-delete.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { requireAdmin } from '~/web/lib/session.server.ts';
import type { Route } from './+types/outlet-list';

const LIST = '/admin/outlets';

export const meta: Route.MetaFunction = () => [{ title: 'Sales Outlets | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

/** The contact page's sales outlets (at most MAX_OUTLETS, so one page): edit, delete, add. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const url = new URL(request.url);
  return { outlets: await listOutlets(context.db), confirmDelete: url.searchParams.get('confirmDelete'), saved: url.searchParams.has('saved') };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(request, context);
  return submitForm(request, OutletListFormSchema, async (input) => {
    await deleteOutlet(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
}

export default function OutletList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const { outlets, confirmDelete, saved } = loaderData;
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('admin.outlets')}</h1>
        <Link to="/admin/outlets/new" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          + {t('admin.addOutlet')}
        </Link>
      </div>
      {saved && !actionData && <Alert tone="success">{t('admin.saved')}</Alert>}
      {actionData && 'deleted' in actionData && <Alert tone="success">{t('admin.outletDeleted')}</Alert>}
      {actionData && 'message' in actionData && <Alert tone="danger">{actionData.message}</Alert>}
      {outlets.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6 text-slate-600">{t('contact.noOutlets')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border border-slate-200 bg-white text-sm">
            <thead className="bg-slate-100 text-left">
              <tr>
                <th className="px-3 py-2">{t('admin.outletName')}</th>
                <th className="px-3 py-2">{t('admin.outletAddress')}</th>
                <th className="px-3 py-2">{t('admin.outletPhone')}</th>
                <th className="px-3 py-2">{t('admin.outletMap')}</th>
                <th className="px-3 py-2">{t('admin.action')}</th>
              </tr>
            </thead>
            <tbody>
              {outlets.map((outlet) => (
                <tr key={outlet.id} className="border-t border-slate-200">
                  <td className="px-3 py-2 font-medium">{outlet.name}</td>
                  <td className="max-w-xs px-3 py-2">{outlet.address}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{outlet.phone}</td>
                  <td className="max-w-40 truncate px-3 py-2">
                    {outlet.mapUrl && (
                      <a href={outlet.mapUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                        {outlet.mapUrl}
                      </a>
                    )}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Link to={`/admin/outlets/${outlet.id}`} aria-label={`${t('admin.edit')} ${outlet.name}`} className="mr-2 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50">
                      {t('admin.edit')}
                    </Link>
                    <ConfirmDelete id={outlet.id} confirming={confirmDelete === outlet.id} askHref={adminListHref(LIST, 1, outlet.id)} cancelHref={LIST} busy={busy} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
