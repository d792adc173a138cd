import { Form, Link, useNavigation } from 'react-router';
import { MAX_USER_KEYWORD_LENGTH, UserIdFormSchema, UserListQuerySchema } from '~/modules/users/contracts.ts';
import { deleteUser } from '~/flows/delete-user.ts';
import { listUsers } from '~/modules/users/service.ts';
import { displayBdMobile } from '~/platform/phone.ts';
import { Alert } from '~/web/components/alert.tsx';
import { ConfirmDelete } from '~/web/components/admin/confirm-delete.tsx';
import { Pager } from '~/web/components/pager.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { assertPageExists } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/user-list';

export const meta: Route.MetaFunction = () => [{ title: 'Users | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

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
      <Form method="get" role="search" className="mb-4 flex max-w-md gap-2">
        <label htmlFor="user-search" className="sr-only">
          {t('admin.searchUsers')}
        </label>
        <input
          id="user-search"
          type="search"
          name="keyword"
          defaultValue={keyword}
          maxLength={MAX_USER_KEYWORD_LENGTH}
          placeholder={t('admin.searchUsers')}
          className="w-full rounded border border-slate-300 px-3 py-2"
        />
        <button type="submit" className="rounded bg-brand-600 px-4 text-white">
          {t('search.label')}
        </button>
      </Form>
      <div className="overflow-x-auto">
        <table className="w-full border border-slate-200 bg-white text-sm">
          <thead className="bg-slate-100 text-left">
            <tr>
              <th className="px-3 py-2">ID</th>
              <th className="px-3 py-2">NAME</th>
              <th className="px-3 py-2">EMAIL</th>
              <th className="px-3 py-2">ADMIN</th>
              <th className="px-3 py-2">
                <span className="sr-only">{t('admin.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-t border-slate-200">
                <td className="px-3 py-2 font-mono text-xs">{user.id}</td>
                <td className="px-3 py-2">{user.name}</td>
                <td className="px-3 py-2">
                  {/* An account made by mobile number may have no e-mail: its number instead. */}
                  {user.email ? (
                    <a href={`mailto:${user.email}`} className="text-brand-700 hover:underline">
                      {user.email}
                    </a>
                  ) : (
                    user.phone && (
                      <a href={`tel:${user.phone}`} className="text-brand-700 hover:underline">
                        {n.digits(displayBdMobile(user.phone))}
                      </a>
                    )
                  )}
                </td>
                <td className="px-3 py-2">
                  {user.isAdmin ? (
                    <span aria-label={t('admin.yes')}>✔</span>
                  ) : (
                    <span aria-label={t('admin.no')} className="text-red-600">
                      ✘
                    </span>
                  )}
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap">
                  <Link
                    to={`/admin/user/${user.id}/edit`}
                    className="mr-2 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
                  >
                    {t('admin.edit')}
                  </Link>
                  {user.id !== loaderData.adminId && (
                    <ConfirmDelete
                      id={user.id}
                      confirming={confirmDelete === user.id}
                      askHref={listHref(loaderData.page, `&confirmDelete=${user.id}`)}
                      cancelHref={listHref(loaderData.page)}
                      busy={busy}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={loaderData.page} pages={loaderData.pages} hrefFor={(n) => listHref(n)} />
    </section>
  );
}
