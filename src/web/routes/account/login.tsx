import { Form, Link, redirect, useNavigation } from 'react-router';
import { MAX_EMAIL_LENGTH, LoginSchema, MAX_PASSWORD_LENGTH } from '~/modules/users/contracts.ts';
import { login } from '~/modules/users/service.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, SubmitButton } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import { redirectParam } from '~/web/lib/safe-redirect.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Sign In | Haat' }, { name: 'robots', content: 'noindex' }];

// A signed-in visitor may be here on purpose (a customer sent from an admin screen signs in
// as an admin), so the form shows rather than bouncing back to where they came from.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { expired: url.searchParams.has('expired'), redirect: redirectParam(url), reset: url.searchParams.has('reset') };
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(request, LoginSchema, async (input) => {
    await context.startSession(await login(context.auth, input, context.clientIp));
    return redirect(redirectParam(new URL(request.url)));
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const registerHref =
    loaderData.redirect === '/' ? '/register' : `/register?redirect=${encodeURIComponent(loaderData.redirect)}`;
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">{t('account.signIn')}</h1>
      {loaderData.expired && !actionData && <Alert tone="danger">{t('account.sessionExpired')}</Alert>}
      {loaderData.reset && !actionData && <Alert tone="success">{t('account.passwordReset')}</Alert>}
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <Field
          label={t('account.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={MAX_EMAIL_LENGTH}
          defaultValue={actionData?.values?.email}
          error={actionData?.errors?.email}
        />
        <Field
          label={t('account.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={MAX_PASSWORD_LENGTH}
          error={actionData?.errors?.password}
        />
        <div className="flex items-center justify-between">
          <SubmitButton busy={busy}>{t('account.signIn')}</SubmitButton>
          <Link to="/ResetPasswordScreen" className="text-sm text-brand-700 hover:underline">
            {t('account.forgotPassword')}
          </Link>
        </div>
      </Form>
      <p className="mt-4 text-sm">
        {t('account.newCustomer')}{' '}
        <Link to={registerHref} className="font-semibold text-brand-700 hover:underline">
          {t('account.register')}
        </Link>
      </p>
    </section>
  );
}
