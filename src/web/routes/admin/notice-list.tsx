import { useNavigation } from 'react-router';
import { NoticeListFormSchema } from '~/modules/merchandising/contracts.ts';
import { deleteNotice, listNotices, updateNotice } from '~/modules/merchandising/service.ts';
import { loadMerchandisingPage, MerchandisingList } from '~/web/components/admin/merchandising.tsx';
import { submitForm } from '~/web/lib/forms.server.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/notice-list';

export const meta: Route.MetaFunction = () => [{ title: 'Notices | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs) => {
  return loadMerchandisingPage(request, 'notice', (page) => listNotices(context.db, page));
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs) => {
  return submitForm(request, NoticeListFormSchema, async (input) => {
    if (input.intent === 'toggle') {
      await updateNotice(context.db, context.cache, input.id, { isActive: input.isActive });
      return { saved: true as const };
    }
    await deleteNotice(context.db, context.cache, input.id);
    return { deleted: true as const };
  });
});

export default function NoticeList({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return <MerchandisingList kind="notice" {...loaderData} result={actionData} busy={busy} />;
}
