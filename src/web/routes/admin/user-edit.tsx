import { Form, Link, redirect, useNavigation } from 'react-router';
import { AdminUserFormSchema, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, UserIdSchema } from '~/modules/users/contracts.ts';
import { getUser, updateUser } from '~/modules/users/service.ts';
import { displayBdMobile } from '~/platform/phone.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, SubmitButton } from '~/web/components/field.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import { adminAction, adminLoader } from '~/web/lib/admin-guard.server.ts';
import type { Route } from './+types/user-edit';

export const meta: Route.MetaFunction = () => [{ title: 'Edit User | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

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
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values;
  const errors = actionData?.errors ?? {};
  return (
    <section className="mx-auto max-w-md">
      <Link to="/admin/userlist" className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{t('admin.editUser')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <Field
          label={t('account.name')}
          name="name"
          required
          maxLength={MAX_NAME_LENGTH}
          defaultValue={values?.name ?? user.name}
          error={errors.name}
        />
        <Field
          label={t('account.email')}
          name="email"
          type="email"
          required={user.email !== ''}
          maxLength={MAX_EMAIL_LENGTH}
          defaultValue={values?.email ?? user.email}
          error={errors.email}
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
        <SubmitButton busy={busy}>{t('account.update')}</SubmitButton>
      </Form>
    </section>
  );
}
