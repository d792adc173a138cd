import { OutletListFormSchema } from '~/modules/directory/contracts.ts';
import { deleteOutlet, listOutlets } from '~/modules/directory/index.ts';
import { AdminList } from '~/web/components/admin/admin-list.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { listAction, listAddress } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/outlet-list';

const LIST = '/admin/outlets';

export const meta: Route.MetaFunction = () => adminMeta('Sales Outlets');

/** The contact page's sales outlets (at most MAX_OUTLETS, so one page): edit, delete, add. */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  return { outlets: await listOutlets(context.db), ...listAddress(request) };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return listAction(request, context, OutletListFormSchema, { remove: deleteOutlet });
});

export default function OutletList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminList
      heading={t('admin.outlets')}
      create={{ href: `${LIST}/new`, label: t('admin.addOutlet') }}
      result={actionData}
      address={loaderData}
      deleted={t('admin.outletDeleted')}
      empty={t('contact.noOutlets')}
      rows={loaderData.outlets}
      columns={[
        { heading: t('admin.outletName'), className: 'font-medium', cell: (outlet) => outlet.name },
        { heading: t('admin.outletAddress'), className: 'max-w-xs', cell: (outlet) => outlet.address },
        { heading: t('admin.outletPhone'), className: 'whitespace-nowrap', cell: (outlet) => outlet.phone },
        {
          heading: t('admin.outletMap'),
          className: 'max-w-40 truncate',
          cell: (outlet) =>
            outlet.mapUrl && (
              <a href={outlet.mapUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
                {outlet.mapUrl}
              </a>
            ),
        },
      ]}
      targets={{ path: LIST, editHref: (outlet) => `${LIST}/${outlet.id}`, itemName: (outlet) => outlet.name }}
    />
  );
}
