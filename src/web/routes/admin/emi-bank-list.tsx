import { Link, useNavigation } from 'react-router';
import { EmiBankListFormSchema } from '~/modules/content/contracts.ts';
import { deleteEmiBank, listEmiBanks } from '~/modules/content/emi-service.ts';
import { mediaVariantUrl } from '~/modules/media/names.ts';
import { formatTaka } from '~/platform/money.ts';
import { Alert } from '~/web/components/alert.tsx';
import { adminListHref, ConfirmDelete } from '~/web/components/admin/confirm-delete.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { requireAdmin } from '~/web/lib/session.server.ts';
import type { Route } from './+types/emi-bank-list';

const LIST = '/admin/emi-banks';

export const meta: Route.MetaFunction = () => [{ title: 'EMI Banks | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

/** The EMI page's banks (at most MAX_EMI_BANKS, so one page): edit, delete, add. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const url = new URL(request.url);
  return { banks: await listEmiBanks(context.db), confirmDelete: url.searchParams.get('confirmDelete'), saved: url.searchParams.has('saved') };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(request, context);
  return submitForm(request, EmiBankListFormSchema, async (input) => {
    await deleteEmiBank(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
}

export default function EmiBankList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const { banks, confirmDelete, saved } = loaderData;
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('admin.emiBanks')}</h1>
        <Link to="/admin/emi-banks/new" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          + {t('admin.addEmiBank')}
        </Link>
      </div>
      {saved && !actionData && <Alert tone="success">{t('admin.saved')}</Alert>}
      {actionData && 'deleted' in actionData && <Alert tone="success">{t('admin.emiBankDeleted')}</Alert>}
      {actionData && 'message' in actionData && <Alert tone="danger">{actionData.message}</Alert>}
      {banks.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6 text-slate-600">{t('emi.noBanks')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border border-slate-200 bg-white text-sm">
            <thead className="bg-slate-100 text-left">
              <tr>
                <th className="px-3 py-2">{t('admin.bankLogo')}</th>
                <th className="px-3 py-2">{t('admin.bankName')}</th>
                <th className="px-3 py-2">{t('admin.onlineTenures')}</th>
                <th className="px-3 py-2">{t('admin.offlineTenures')}</th>
                <th className="px-3 py-2">{t('admin.minimumPurchase')}</th>
                <th className="px-3 py-2">{t('admin.action')}</th>
              </tr>
            </thead>
            <tbody>
              {banks.map((bank) => (
                <tr key={bank.id} className="border-t border-slate-200 align-middle">
                  <td className="px-3 py-2">
                    {bank.logo ? <img src={mediaVariantUrl(bank.logo, '55x55')} alt="" width={55} height={55} loading="lazy" className="h-[55px] w-[55px] rounded object-contain" /> : <span className="block h-[55px] w-[55px] rounded bg-slate-100" />}
                  </td>
                  <td className="px-3 py-2 font-medium">{bank.name}</td>
                  <td className="px-3 py-2">{bank.onlineTenures.join(', ') || '—'}</td>
                  <td className="px-3 py-2">{bank.offlineTenures.join(', ') || '—'}</td>
                  <td className="px-3 py-2">{formatTaka(bank.minimumPurchase)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Link to={`/admin/emi-banks/${bank.id}`} aria-label={`${t('admin.edit')} ${bank.name}`} className="mr-2 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50">
                      {t('admin.edit')}
                    </Link>
                    <ConfirmDelete id={bank.id} confirming={confirmDelete === bank.id} askHref={adminListHref(LIST, 1, bank.id)} cancelHref={LIST} busy={busy} />
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
