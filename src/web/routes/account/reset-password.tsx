import { Form, redirect, useNavigation } from 'react-router';
import { z } from 'zod';
import { ForgotPasswordSchema, ResetPasswordFormSchema } from '~/modules/users/contracts.ts';
import { resetLink } from '~/modules/users/index.ts';
import { requestPasswordReset, resetLinkUsable, resetPassword } from '~/modules/users/index.ts';
import { accountFields } from '~/web/components/account-fields.ts';
import { Alert } from '~/web/components/alert.tsx';
import { SubmitButton } from '~/web/components/field.tsx';
import { FieldRows } from '~/web/components/field-rows.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => [{ title: 'Reset Password | Haat' }, { name: 'robots', content: 'noindex' }];

/**
 * docs/requirements/content-pages.md Reset Password, made real: without a token it asks for the e-mail and
 * sends a single-use link; the link brings the token back here for the New Password form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  // A link that cannot be used says so before the form, and offers a new one.
  if (token && !(await resetLinkUsable(context.db, token))) return { token: '', refused: true };
  return { token, refused: false };
}

// Whether a link can be used changes when it is used: the page is never stored, here or by the browser.
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

// One page, two forms: ask for the link, or set the new password the link allows.
const ResetPageFormSchema = z.discriminatedUnion('intent', [
  ForgotPasswordSchema.extend({ intent: z.literal('request') }),
  ResetPasswordFormSchema.safeExtend({ intent: z.literal('reset') }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  return submitForm(request, ResetPageFormSchema, async (input) => {
    if (input.intent === 'reset') {
      await resetPassword(context.auth, input.token, input.password);
      context.endSession();
      return redirect('/login?reset=1');
    }
    await requestPasswordReset(context.auth, input.email, context.clientIp, (token) => resetLink(context.origin, token));
    return { sent: true as const };
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const failed = actionData && 'message' in actionData ? actionData : undefined;
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">{t('account.resetPassword')}</h1>
      {failed ? <Alert tone="danger">{failed.message}</Alert> : loaderData.refused && <Alert tone="danger">{t('error.resetLinkRefused')}</Alert>}
      {loaderData.token ? (
        <Form method="post" className="rounded border border-slate-200 bg-white p-6">
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="token" value={loaderData.token} />
          <FieldRows failure={failed} fields={[accountFields.newPassword(t('account.newPassword')), accountFields.confirmPassword(t('account.confirmPassword'))]} />
          <SubmitButton busy={busy}>{t('account.resetPassword')}</SubmitButton>
        </Form>
      ) : actionData && 'sent' in actionData ? (
        <Alert tone="success">{t('account.resetSent')}</Alert>
      ) : (
        <Form method="post" className="rounded border border-slate-200 bg-white p-6">
          <p className="mb-4 text-sm text-slate-600">{t('account.resetIntro')}</p>
          <input type="hidden" name="intent" value="request" />
          <FieldRows failure={failed} fields={[accountFields.email(t('account.email'))]} />
          <SubmitButton busy={busy}>{t('account.sendResetLink')}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
