import { Link, redirect, useNavigation } from 'react-router';
import { MERCHANDISING_PAGE_SIZE, NoticeListFormSchema } from '~/modules/merchandising/contracts.ts';
import { deleteNotice, listNotices, updateNotice } from '~/modules/merchandising/service.ts';
import { Alert } from '~/web/components/alert.tsx';
import { adminListHref, ConfirmDelete } from '~/web/components/admin/confirm-delete.tsx';
import { StatusRadio } from '~/web/components/admin/status-radio.tsx';
import { Pager } from '~/web/components/pager.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { pageParam } from '~/web/lib/params.ts';
import { requireAdmin } from '~/web/lib/session.server.ts';
import type { Route } from './+types/notice-list';

const LIST = '/admin/notice/list';

export const meta: Route.MetaFunction = () => [{ title: 'Notices | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const url = new URL(request.url);
  const page = await listNotices(context.db, pageParam(url.searchParams.get('page') ?? undefined));
  // After the last row of the last page is deleted, its page no longer exists: show the one before.
  if (page.page > page.pages) throw redirect(adminListHref(LIST, page.pages));
  return { ...page, confirmDelete: url.searchParams.get('confirmDelete') };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(request, context);
  return submitForm(request, NoticeListFormSchema, async (input) => {
    if (input.intent === 'toggle') {
      await updateNotice(context.db, context.cache, input.id, { isActive: input.isActive });
      return { saved: true as const };
    }
    await deleteNotice(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
}

export default function NoticeList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const { items, page, pages, confirmDelete } = loaderData;
  const first = (page - 1) * MERCHANDISING_PAGE_SIZE;
  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('admin.notices')}</h1>
        <Link to="/admin/notice/create/" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          + {t('admin.createNotice')}
        </Link>
      </div>
      {actionData && 'deleted' in actionData && <Alert tone="success">{t('admin.noticeDeleted')}</Alert>}
      {actionData && 'message' in actionData && <Alert tone="danger">{actionData.message}</Alert>}
      {items.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6 text-slate-600">{t('admin.noNotices')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border border-slate-200 bg-white text-sm">
            <thead className="bg-slate-100 text-left uppercase">
              <tr>
                <th className="px-3 py-2">{t('admin.sl')}</th>
                <th className="px-3 py-2">{t('admin.title')}</th>
                <th className="px-3 py-2">{t('admin.description')}</th>
                <th className="px-3 py-2">{t('admin.status')}</th>
                <th className="px-3 py-2">{t('admin.action')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((notice, index) => (
                <tr key={notice.id} className="border-t border-slate-200 align-middle">
                  <td className="px-3 py-2">{first + index + 1}</td>
                  <td className="px-3 py-2 font-medium">{notice.title}</td>
                  <td className="max-w-xs px-3 py-2 text-slate-600">{notice.description}</td>
                  <td className="px-3 py-2">
                    <StatusRadio id={notice.id} title={notice.title} isActive={notice.isActive} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <Link
                      to={`/admin/notice/edit/${notice.id}`}
                      className="mr-2 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
                    >
                      {t('admin.edit')}
                    </Link>
                    <ConfirmDelete
                      id={notice.id}
                      confirming={confirmDelete === notice.id}
                      askHref={adminListHref(LIST, page, notice.id)}
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
