import { useNavigation } from 'react-router';
import { OutletListFormSchema } from '~/modules/content/contracts.ts';
import { deleteOutlet, listOutlets } from '~/modules/content/outlets-service.ts';
import { AdminList, RowActions } from '~/web/components/admin/admin-list.tsx';
import { adminListHref } from '~/web/components/admin/confirm-delete.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/outlet-list';

const LIST = '/admin/outlets';

export const meta: Route.MetaFunction = () => [{ title: 'Sales Outlets | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

/** The contact page's sales outlets (at most MAX_OUTLETS, so one page): edit, delete, add. */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  return {
    outlets: await listOutlets(context.db),
    confirmDelete: url.searchParams.get('confirmDelete'),
    saved: url.searchParams.has('saved'),
  };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(request, OutletListFormSchema, async (input) => {
    await deleteOutlet(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
});

export default function OutletList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const { outlets, confirmDelete, saved } = loaderData;
  return (
    <AdminList
      heading={t('admin.outlets')}
      create={{ href: '/admin/outlets/new', label: t('admin.addOutlet') }}
      result={actionData}
      notice={saved ? t('admin.saved') : undefined}
      deleted={t('admin.outletDeleted')}
      empty={t('contact.noOutlets')}
      columns={[t('admin.outletName'), t('admin.outletAddress'), t('admin.outletPhone'), t('admin.outletMap'), t('admin.action')]}
      rows={outlets.map((outlet) => (
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
          <RowActions
            editHref={`/admin/outlets/${outlet.id}`}
            id={outlet.id}
            itemName={outlet.name}
            confirming={confirmDelete === outlet.id}
            askHref={adminListHref(LIST, 1, outlet.id)}
            cancelHref={LIST}
            busy={busy}
          />
        </tr>
      ))}
    />
  );
}
