import { NoticeListFormSchema } from '~/modules/merchandising/contracts.ts';
import { deleteNotice, listNotices, updateNotice } from '~/modules/merchandising/index.ts';
import { loadMerchandisingPage, MerchandisingList } from '~/web/components/admin/merchandising.tsx';
import { listAction } from '~/web/lib/admin-records.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/notice-list';

export const meta: Route.MetaFunction = () => adminMeta('Notices');

export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  return loadMerchandisingPage(request, 'notice', (page) => listNotices(context.db, page));
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return listAction(request, context, NoticeListFormSchema, { remove: deleteNotice, setActive: updateNotice });
});

export default function NoticeList({ loaderData, actionData }: Route.ComponentProps) {
  return <MerchandisingList kind="notice" {...loaderData} result={actionData} />;
}
