import { useNavigation } from 'react-router';
import { MAX_USER_KEYWORD_LENGTH, UserIdFormSchema, UserListQuerySchema } from '~/modules/users/contracts.ts';
import { deleteUser } from '~/flows/delete-user.ts';
import { listUsers } from '~/modules/users/index.ts';
import { displayBdMobile } from '~/platform/phone.ts';
import { Alert } from '~/web/components/alert.tsx';
import { AdminSearch, RowLinks } from '~/web/components/admin/admin-list.tsx';
import { PagedTable } from '~/web/components/paged-table.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { assertPageExists } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/user-list';

export const meta: Route.MetaFunction = () => adminMeta('Users');

export const loader = adminLoader(async ({ request, context }: Route.LoaderArgs, admin) => {
  const url = new URL(request.url);
  const parsed = UserListQuerySchema.safeParse({
    keyword: url.searchParams.get('keyword') ?? '',
    pageNumber: url.searchParams.get('page') ?? 1,
  });
  const query = parsed.success ? parsed.data : { keyword: '', pageNumber: 1 };
  const page = await listUsers(context.db, query);
  assertPageExists(query.pageNumber, page.pages);
  return { ...page, keyword: query.keyword, adminId: admin.id, confirmDelete: url.searchParams.get('confirmDelete') };
});

export const action = adminAction(async ({ request, context }: Route.ActionArgs, admin) => {
  return submitForm(request, UserIdFormSchema, async ({ id }) => {
    await deleteUser(context.db, context.cache, admin.id, id);
    return { deleted: true as const };
  });
});

export default function UserList({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  const { users, keyword, confirmDelete } = loaderData;
  const listHref = (page: number, extra = '') =>
    `/admin/userlist?${new URLSearchParams({ ...(keyword ? { keyword } : {}), page: String(page) })}${extra}`;
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">{t('admin.users')}</h1>
      {actionData && 'deleted' in actionData && <Alert tone="success">{t('admin.userDeleted')}</Alert>}
      {actionData && 'message' in actionData && <Alert tone="danger">{actionData.message}</Alert>}
      <AdminSearch id="user-search" label={t('admin.searchUsers')} keyword={keyword} maxLength={MAX_USER_KEYWORD_LENGTH} />
      <PagedTable
        rows={users}
        rowKey={(user) => user.id}
        columns={[
          { heading: 'ID', className: 'font-mono text-xs', cell: (user) => user.id },
          { heading: 'NAME', cell: (user) => user.name },
          {
            heading: 'EMAIL',
            // An account made by mobile number may have no e-mail: its number instead.
            cell: (user) =>
              user.email ? (
                <a href={`mailto:${user.email}`} className="text-brand-700 hover:underline">
                  {user.email}
                </a>
              ) : (
                user.phone && (
                  <a href={`tel:${user.phone}`} className="text-brand-700 hover:underline">
                    {n.digits(displayBdMobile(user.phone))}
                  </a>
                )
              ),
          },
          {
            heading: 'ADMIN',
            cell: (user) =>
              user.isAdmin ? (
                <span aria-label={t('admin.yes')}>✔</span>
              ) : (
                <span aria-label={t('admin.no')} className="text-red-600">
                  ✘
                </span>
              ),
          },
          {
            heading: t('admin.actions'),
            hidden: true,
            className: 'text-right whitespace-nowrap',
            cell: (user) => (
              <RowLinks
                editHref={`/admin/user/${user.id}/edit`}
                canDelete={user.id !== loaderData.adminId}
                id={user.id}
                confirming={confirmDelete === user.id}
                askHref={listHref(loaderData.page, `&confirmDelete=${user.id}`)}
                cancelHref={listHref(loaderData.page)}
                busy={busy}
              />
            ),
          },
        ]}
        paging={{ page: loaderData.page, pages: loaderData.pages, hrefFor: (page) => listHref(page) }}
      />
    </section>
  );
}
