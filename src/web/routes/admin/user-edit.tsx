import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { z } from 'zod';
import { AdminUserUpdateSchema } from '~/modules/users/contracts.ts';
import { getUser, updateUser } from '~/modules/users/service.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, SubmitButton } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { failure, formFields, parseForm } from '~/web/lib/forms.server.ts';
import { orNotFound } from '~/web/lib/params.ts';
import { requireAdmin } from '~/web/lib/session.server.ts';
import type { Route } from './+types/user-edit';

export const meta: Route.MetaFunction = () => [{ title: 'Edit User | Admin | Haat' }, { name: 'robots', content: 'noindex' }];

const userId = (id: string) => {
  if (!z.uuid().safeParse(id).success) throw data(null, { status: 404 });
  return id;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return { user: await orNotFound(getUser(context.db, userId(params.id))) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(request, context);
  const fields = await formFields(request);
  try {
    const input = parseForm(AdminUserUpdateSchema, { name: fields.name, email: fields.email, isAdmin: fields.isAdmin === 'on' });
    await updateUser(context.db, admin.id, userId(params.id), input);
    return redirect('/admin/userlist');
  } catch (error) {
    return failure(error, fields);
  }
}

export default function UserEdit({ loaderData: { user }, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values;
  return (
    <section className="mx-auto max-w-md">
      <Link to="/admin/userlist" className="text-sm text-brand-700 hover:underline">
        ← {t('listing.goBack')}
      </Link>
      <h1 className="my-4 text-2xl font-bold">{t('admin.editUser')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <Field label={t('account.name')} name="name" required maxLength={100} defaultValue={values?.name ?? user.name} />
        <Field label={t('account.email')} name="email" type="email" required maxLength={254} defaultValue={values?.email ?? user.email} />
        <label className="mb-4 flex items-center gap-2">
          <input type="checkbox" name="isAdmin" defaultChecked={values ? values.isAdmin === 'on' : user.isAdmin} />
          <span>{t('admin.isAdmin')}</span>
        </label>
        <SubmitButton busy={busy}>{t('account.update')}</SubmitButton>
      </Form>
    </section>
  );
}
