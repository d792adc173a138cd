import { redirect } from 'react-router';
import { AdminUserFormSchema, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, UserIdSchema } from '~/modules/users/contracts.ts';
import { getUser, updateUser } from '~/modules/users/index.ts';
import { displayBdMobile } from '~/platform/phone.ts';
import { EditPage } from '~/web/components/admin/edit-page.tsx';
import { FieldRows } from '~/web/components/field-rows.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import { adminMeta } from '~/web/lib/seo.ts';
import type { Route } from './+types/user-edit';

export const meta: Route.MetaFunction = () => adminMeta('Edit User');

export const loader = adminLoader(async ({ params, context }: Route.LoaderArgs) => {
  return { user: await orNotFound(getUser(context.db, pathParam(UserIdSchema, params.id))) };
});

export const action = adminAction(async ({ request, params, context }: Route.ActionArgs, admin) => {
  const id = pathParam(UserIdSchema, params.id);
  return submitForm(request, AdminUserFormSchema, async (input) => {
    await updateUser(context.db, admin.id, id, input);
    return redirect('/admin/userlist');
  });
});

export default function UserEdit({ loaderData: { user }, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const values = actionData?.values;
  return (
    <EditPage back="/admin/userlist" width="md" heading={t('admin.editUser')} failure={actionData} submit={t('account.update')}>
      <FieldRows
        failure={actionData}
        fields={[
          { label: t('account.name'), name: 'name', required: true, maxLength: MAX_NAME_LENGTH, stored: user.name },
          { label: t('account.email'), name: 'email', type: 'email', required: user.email !== '', maxLength: MAX_EMAIL_LENGTH, stored: user.email },
        ]}
      />
      {user.phone && (
        <p className="mb-4 text-sm">
          {t('account.mobileNumber')}: <a href={`tel:${user.phone}`}>{n.digits(displayBdMobile(user.phone))}</a>
        </p>
      )}
      <label className="mb-4 flex items-center gap-2">
        <input type="checkbox" name="isAdmin" defaultChecked={values ? values.isAdmin === 'on' : user.isAdmin} />
        <span>{t('admin.isAdmin')}</span>
      </label>
    </EditPage>
  );
}
