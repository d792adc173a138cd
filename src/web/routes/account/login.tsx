import { Form, Link, redirect, useNavigation } from 'react-router';
import { CODE_LENGTH, LoginSchema, MAX_CODE_INPUT_LENGTH, SignInCodeRequestSchema, SignInCodeSchema, signInIntentOf } from '~/modules/users/contracts.ts';
import { login, requestSignInCode, signInWithCode } from '~/modules/users/index.ts';
import { displayBdMobile } from '~/platform/phone.ts';
import { accountFields } from '~/web/components/account-fields.ts';
import { Alert } from '~/web/components/alert.tsx';
import { Field, MobileNumberField, SubmitButton } from '~/web/components/field.tsx';
import { FieldRows } from '~/web/components/field-rows.tsx';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import type { FormFailure } from '~/web/lib/forms.ts';
import { redirectParam } from '~/web/lib/safe-redirect.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Sign In | Haat' }, { name: 'robots', content: 'noindex' }];

// A signed-in visitor may be here on purpose (a customer sent from an admin screen signs in
// as an admin), so the form shows rather than bouncing back to where they came from.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = redirectParam(url);
  return { expired: url.searchParams.has('expired'), redirect: redirectTo, reset: url.searchParams.has('reset'), checkout: redirectTo === '/shipping' };
}

type CodeSent = { codeSent: true; phone: string };

/** Three forms: ask for a code by SMS, sign in with it (ADR 036), or sign in with e-mail and password. */
export async function action({ request, context }: Route.ActionArgs) {
  const intent = signInIntentOf((await request.clone().formData().catch(() => null))?.get('intent'));
  const signedIn = () => redirect(redirectParam(new URL(request.url)));
  if (intent === 'send-code') {
    return submitForm(request, SignInCodeRequestSchema, async ({ phone }): Promise<CodeSent> => {
      await requestSignInCode(context.auth, phone, context.clientIp);
      return { codeSent: true, phone: displayBdMobile(phone) };
    });
  }
  if (intent === 'verify-code') {
    return submitForm(request, SignInCodeSchema, async (input) => {
      await context.startSession(await signInWithCode(context.auth, input, context.clientIp));
      return signedIn();
    });
  }
  return submitForm(request, LoginSchema, async (input) => {
    await context.startSession(await login(context.auth, input, context.clientIp));
    return signedIn();
  });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const busy = useNavigation().state === 'submitting';
  const registerHref = loaderData.redirect === '/' ? '/register' : `/register?redirect=${encodeURIComponent(loaderData.redirect)}`;
  const sent = actionData && 'codeSent' in actionData ? (actionData as CodeSent) : undefined;
  const failed = actionData && 'message' in actionData ? (actionData as FormFailure) : undefined;
  const failedIntent = failed ? signInIntentOf(failed.values?.intent) : undefined;
  // The code step shows once a code was sent, and again when the code was refused.
  const codePhone = sent?.phone ?? (failedIntent === 'verify-code' ? failed?.values?.phone : undefined);
  return (
    <section className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">{t('account.signIn')}</h1>
      {loaderData.checkout && !actionData && <Alert tone="info">{t('account.checkoutWhy')}</Alert>}
      {loaderData.expired && !actionData && <Alert tone="danger">{t('account.sessionExpired')}</Alert>}
      {loaderData.reset && !actionData && <Alert tone="success">{t('account.passwordReset')}</Alert>}
      {failed && <Alert tone="danger">{failed.message}</Alert>}
      <section aria-labelledby="mobile-sign-in" className="mb-6 rounded border border-slate-200 bg-white p-6">
        <h2 id="mobile-sign-in" className="mb-1 text-lg font-semibold">
          {t('account.mobileSignIn')}
        </h2>
        <p className="mb-4 text-sm text-slate-600">{t('account.mobileSignInIntro')}</p>
        {codePhone ? (
          <>
            {sent && <Alert tone="success">{t('account.codeSent', { phone: n.digits(sent.phone) })}</Alert>}
            <Form method="post">
              <input type="hidden" name="intent" value="verify-code" />
              <input type="hidden" name="phone" value={codePhone} />
              <Field
                label={t('account.code')}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                maxLength={MAX_CODE_INPUT_LENGTH}
                placeholder={n.digits('0'.repeat(CODE_LENGTH))}
                defaultValue={failedIntent === 'verify-code' ? failed?.values?.code : undefined}
                error={failedIntent === 'verify-code' ? failed?.errors?.code : undefined}
              />
              <FieldRows failure={failedIntent === 'verify-code' ? failed : undefined} fields={[accountFields.name(t('account.nameIfNew'), { required: false })]} />
              <SubmitButton busy={busy}>{t('account.confirmCode')}</SubmitButton>
            </Form>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="send-code" />
              <input type="hidden" name="phone" value={codePhone} />
              <button type="submit" disabled={busy} className="text-sm text-brand-700 hover:underline">
                {t('account.newCode')}
              </button>
            </Form>
          </>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="send-code" />
            <MobileNumberField
              label={t('account.mobileNumber')}
              placeholder="01712-345678"
              defaultValue={failedIntent === 'send-code' ? failed?.values?.phone : undefined}
              error={failedIntent === 'send-code' ? failed?.errors?.phone : undefined}
            />
            <SubmitButton busy={busy}>{t('account.sendCode')}</SubmitButton>
          </Form>
        )}
      </section>
      <section aria-labelledby="email-sign-in" className="rounded border border-slate-200 bg-white p-6">
        <h2 id="email-sign-in" className="mb-4 text-lg font-semibold">
          {t('account.emailSignIn')}
        </h2>
        <Form method="post">
          <input type="hidden" name="intent" value="password" />
          <FieldRows failure={failedIntent === 'password' ? failed : undefined} fields={[accountFields.email(t('account.email')), accountFields.currentPassword(t('account.password'))]} />
          <div className="flex items-center justify-between">
            <SubmitButton busy={busy}>{t('account.signIn')}</SubmitButton>
            <Link to="/ResetPasswordScreen" className="text-sm text-brand-700 hover:underline">
              {t('account.forgotPassword')}
            </Link>
          </div>
        </Form>
      </section>
      <p className="mt-4 text-sm">
        {t('account.newCustomer')}{' '}
        <Link to={registerHref} className="font-semibold text-brand-700 hover:underline">
          {t('account.register')}
        </Link>
      </p>
    </section>
  );
}
