import { Form, Link, redirect, useNavigation } from 'react-router';
import { MIN_PASSWORD_LENGTH, RegisterSchema } from '~/modules/users/contracts.ts';
import { register } from '~/modules/users/service.ts';
import { DomainError } from '~/platform/errors.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, SubmitButton } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { failure, formFields, parseForm, withoutSecrets } from '~/web/lib/forms.server.ts';
import { redirectTarget } from '~/web/lib/safe-redirect.ts';
import type { Route } from './+types/register';

export const meta: Route.MetaFunction = () => [{ title: 'Sign Up | Haat' }, { name: 'robots', content: 'noindex' }];

export function loader({ request, context }: Route.LoaderArgs) {
  const target = redirectTarget(new URL(request.url));
  if (context.user) throw redirect(target);
  return { redirect: target };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await formFields(request);
  try {
    // core-shop.md §5: checked on the server too, whatever the browser did.
    if (fields.password !== fields.confirmPassword) throw new DomainError('INVALID', 'Passwords do not match');
    const session = await register(context.auth, parseForm(RegisterSchema, fields), context.clientIp);
    await context.startSession(session);
    return redirect(redirectTarget(new URL(request.url)));
  } catch (error) {
    return failure(error, withoutSecrets(fields));
  }
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values ?? {};
  const loginHref = loaderData.redirect === '/' ? '/login' : `/login?redirect=${encodeURIComponent(loaderData.redirect)}`;
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">{t('account.signUp')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <Field label={t('account.name')} name="name" autoComplete="name" required maxLength={100} defaultValue={values.name} />
        <Field label={t('account.email')} name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.email} />
        <Field label={t('account.password')} name="password" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} maxLength={128} />
        <Field label={t('account.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} maxLength={128} />
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
