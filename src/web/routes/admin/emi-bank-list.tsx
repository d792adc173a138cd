import { EmiBankListFormSchema } from '~/modules/directory/contracts.ts';
import { deleteEmiBank, listEmiBanks } from '~/modules/directory/index.ts';
import { mediaVariantUrl } from '~/modules/media/constants.ts';
import { AdminList } from '~/web/components/admin/admin-list.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { listAction, listAddress } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/emi-bank-list';

const LIST = '/admin/emi-banks';

export const meta: Route.MetaFunction = () => adminMeta('EMI Banks');

/** The EMI page's banks (at most MAX_EMI_BANKS, so one page): edit, delete, add. */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  return { banks: await listEmiBanks(context.db), ...listAddress(request) };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return listAction(request, context, EmiBankListFormSchema, { remove: deleteEmiBank });
});

export default function EmiBankList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const tenures = (list: readonly number[]) => list.map(n.number).join(', ') || '—';
  return (
    <AdminList
      heading={t('admin.emiBanks')}
      create={{ href: '/admin/emi-banks/new', label: t('admin.addEmiBank') }}
      result={actionData}
      address={loaderData}
      deleted={t('admin.emiBankDeleted')}
      empty={t('emi.noBanks')}
      rows={loaderData.banks}
      columns={[
        {
          heading: t('admin.bankLogo'),
          cell: (bank) =>
            bank.logo ? (
              <img src={mediaVariantUrl(bank.logo, '55x55')} alt="" width={55} height={55} loading="lazy" className="h-[55px] w-[55px] rounded object-contain" />
            ) : (
              <span className="block h-[55px] w-[55px] rounded bg-slate-100" />
            ),
        },
        { heading: t('admin.bankName'), className: 'font-medium', cell: (bank) => bank.name },
        { heading: t('admin.onlineTenures'), cell: (bank) => tenures(bank.onlineTenures) },
        { heading: t('admin.offlineTenures'), cell: (bank) => tenures(bank.offlineTenures) },
        { heading: t('admin.minimumPurchase'), cell: (bank) => n.taka(bank.minimumPurchase) },
      ]}
      targets={{ path: LIST, editHref: (bank) => `${LIST}/${bank.id}`, itemName: (bank) => bank.name }}
    />
  );
}
