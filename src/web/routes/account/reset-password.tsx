import { Form, redirect, useNavigation } from 'react-router';
import { ForgotPasswordSchema, MIN_PASSWORD_LENGTH, ResetPasswordSchema } from '~/modules/users/contracts.ts';
import { resetLink } from '~/modules/users/mails.ts';
import { requestPasswordReset, resetPassword } from '~/modules/users/service.ts';
import { DomainError } from '~/platform/errors.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, SubmitButton } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { failure, formFields, parseForm, withoutSecrets } from '~/web/lib/forms.server.ts';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => [{ title: 'Reset Password | Haat' }, { name: 'robots', content: 'noindex' }];

/**
 * content-pages.md Reset Password, made real: without a token it asks for the e-mail and
 * sends a single-use link; the link brings the token back here for the New Password form.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await formFields(request);
  try {
    if (fields.intent === 'reset') {
      if (fields.password !== fields.confirmPassword) throw new DomainError('INVALID', 'Passwords do not match');
      const input = parseForm(ResetPasswordSchema, fields);
      await resetPassword(context.auth, input.token, input.password);
      context.endSession();
      return redirect('/login?reset=1');
    }
    const { email } = parseForm(ForgotPasswordSchema, fields);
    await requestPasswordReset(context.auth, email, context.clientIp, (token) => resetLink(context.origin, token));
    return { sent: true as const };
  } catch (error) {
    return failure(error, withoutSecrets(fields));
  }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const failed = actionData && 'message' in actionData ? actionData : undefined;
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">{t('account.resetPassword')}</h1>
      {failed && <Alert tone="danger">{failed.message}</Alert>}
      {loaderData.token ? (
        <Form method="post" className="rounded border border-slate-200 bg-white p-6">
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="token" value={loaderData.token} />
          <Field label={t('account.newPassword')} name="password" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} maxLength={128} />
          <Field label={t('account.confirmPassword')} name="confirmPassword" type="password" autoComplete="new-password" required maxLength={128} />
          <SubmitButton busy={busy}>{t('account.resetPassword')}</SubmitButton>
        </Form>
      ) : actionData && 'sent' in actionData ? (
        <Alert tone="success">{t('account.resetSent')}</Alert>
      ) : (
        <Form method="post" className="rounded border border-slate-200 bg-white p-6">
          <p className="mb-4 text-sm text-slate-600">{t('account.resetIntro')}</p>
          <input type="hidden" name="intent" value="request" />
          <Field label={t('account.email')} name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={failed?.values?.email} />
          <SubmitButton busy={busy}>{t('account.sendResetLink')}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
