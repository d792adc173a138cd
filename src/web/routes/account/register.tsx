import { Form, Link, redirect, useNavigation } from 'react-router';
import { MIN_PASSWORD_LENGTH, RegisterFormSchema } from '~/modules/users/contracts.ts';
import { register } from '~/modules/users/index.ts';
import { accountFields } from '~/web/components/account-fields.ts';
import { Alert } from '~/web/components/alert.tsx';
import { SubmitButton } from '~/web/components/field.tsx';
import { FieldRows } from '~/web/components/field-rows.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { redirectParam } from '~/web/lib/safe-redirect.ts';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () => [{ title: 'Sign Up | Haat' }, { name: 'robots', content: 'noindex' }];

export function loader({ request, context }: Route.LoaderArgs) {
  const target = redirectParam(new URL(request.url));
  if (context.user) throw redirect(target);
  return { redirect: target };
}

export async function action({ request, context }: Route.ActionArgs) {
  // docs/requirements/core-shop.md §5: the passwords must match, checked by the form's schema whatever the browser did.
  return submitForm(request, RegisterFormSchema, async ({ name, email, password }) => {
    await context.startSession(await register(context.auth, { name, email, password }, context.clientIp));
    return redirect(redirectParam(new URL(request.url)));
  });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const loginHref = loaderData.redirect === '/' ? '/login' : `/login?redirect=${encodeURIComponent(loaderData.redirect)}`;
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">{t('account.signUp')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <FieldRows
          failure={actionData}
          fields={[
            accountFields.name(t('account.name')),
            accountFields.email(t('account.email')),
            accountFields.newPassword(t('account.password')),
            accountFields.confirmPassword(t('account.confirmPassword'), { minLength: MIN_PASSWORD_LENGTH }),
          ]}
        />
        <SubmitButton busy={busy}>{t('account.register')}</SubmitButton>
      </Form>
      <p className="mt-4 text-sm">
        {t('account.haveAccount')}{' '}
        <Link to={loginHref} className="font-semibold text-brand-700 hover:underline">
          {t('account.signIn')}
        </Link>
      </p>
    </section>
  );
}
