import { useNavigation } from 'react-router';
import { EmiBankListFormSchema } from '~/modules/content/contracts.ts';
import { deleteEmiBank, listEmiBanks } from '~/modules/content/emi-service.ts';
import { mediaVariantUrl } from '~/modules/media/names.ts';
import { AdminList, RowActions } from '~/web/components/admin/admin-list.tsx';
import { adminListHref } from '~/web/components/admin/confirm-delete.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/emi-bank-list';

const LIST = '/admin/emi-banks';

export const meta: Route.MetaFunction = () => [{ title: 'EMI Banks | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

/** The EMI page's banks (at most MAX_EMI_BANKS, so one page): edit, delete, add. */
export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  const url = new URL(request.url);
  return {
    banks: await listEmiBanks(context.db),
    confirmDelete: url.searchParams.get('confirmDelete'),
    saved: url.searchParams.has('saved'),
  };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(request, EmiBankListFormSchema, async (input) => {
    await deleteEmiBank(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
});

export default function EmiBankList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  const { banks, confirmDelete, saved } = loaderData;
  return (
    <AdminList
      heading={t('admin.emiBanks')}
      create={{ href: '/admin/emi-banks/new', label: t('admin.addEmiBank') }}
      result={actionData}
      notice={saved ? t('admin.saved') : undefined}
      deleted={t('admin.emiBankDeleted')}
      empty={t('emi.noBanks')}
      columns={[
        t('admin.bankLogo'),
        t('admin.bankName'),
        t('admin.onlineTenures'),
        t('admin.offlineTenures'),
        t('admin.minimumPurchase'),
        t('admin.action'),
      ]}
      rows={banks.map((bank) => (
        <tr key={bank.id} className="border-t border-slate-200 align-middle">
          <td className="px-3 py-2">
            {bank.logo ? (
              <img
                src={mediaVariantUrl(bank.logo, '55x55')}
                alt=""
                width={55}
                height={55}
                loading="lazy"
                className="h-[55px] w-[55px] rounded object-contain"
              />
            ) : (
              <span className="block h-[55px] w-[55px] rounded bg-slate-100" />
            )}
          </td>
          <td className="px-3 py-2 font-medium">{bank.name}</td>
          <td className="px-3 py-2">{bank.onlineTenures.map(n.number).join(', ') || '—'}</td>
          <td className="px-3 py-2">{bank.offlineTenures.map(n.number).join(', ') || '—'}</td>
          <td className="px-3 py-2">{n.taka(bank.minimumPurchase)}</td>
          <RowActions
            editHref={`/admin/emi-banks/${bank.id}`}
            id={bank.id}
            itemName={bank.name}
            confirming={confirmDelete === bank.id}
            askHref={adminListHref(LIST, 1, bank.id)}
            cancelHref={LIST}
            busy={busy}
          />
        </tr>
      ))}
    />
  );
}
