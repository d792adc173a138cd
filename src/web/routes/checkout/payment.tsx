import { Form, redirect, useNavigation } from 'react-router';
import { CASH_ON_DELIVERY } from '~/modules/orders/constants.ts';
import { PaymentFormSchema } from '~/modules/orders/contracts.ts';
import { Alert } from '~/web/components/alert.tsx';
import { CheckoutSteps } from '~/web/components/checkout-steps.tsx';
import { SubmitButton } from '~/web/components/field.tsx';
import { useT } from '~/web/i18n/use-t.ts';
import { paymentChoiceCookie, requireCheckoutStep } from '~/web/lib/checkout.server.ts';
import { submitForm } from '~/web/lib/forms.server.ts';
import type { Route } from './+types/payment';
import { shopNameOf } from '~/web/lib/seo.ts';

// Crawlable (robots.txt allows it): a visitor without a session is sent to sign in.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `Payment Method | ${shopNameOf(matches)}` },
  { name: 'description', content: 'Pay cash on delivery when your order arrives.' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCheckoutStep(request, context, 'payment');
  return null;
}

/** docs/requirements/core-shop.md §5: Cash on Delivery is the only method; anything else is refused (400). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireCheckoutStep(request, context, 'payment');
  return submitForm(request, PaymentFormSchema, () =>
    redirect('/placeorder', { headers: { 'Set-Cookie': paymentChoiceCookie(request) } }),
  );
}

export default function Payment({ actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="mx-auto max-w-md">
      <CheckoutSteps current={2} />
      <h1 className="mb-4 text-2xl font-bold">{t('checkout.paymentMethod')}</h1>
      {actionData?.message && <Alert tone="danger">{actionData.message}</Alert>}
      <Form method="post" className="rounded border border-slate-200 bg-white p-6">
        <fieldset className="mb-4">
          <legend className="mb-2 font-semibold">{t('checkout.selectMethod')}</legend>
          <label className="flex items-start gap-2">
            <input type="radio" name="paymentMethod" value={CASH_ON_DELIVERY} defaultChecked className="mt-1" />
            <span>
              {t('checkout.cashOnDelivery')}
              <span className="block text-sm text-slate-600">{t('checkout.codHint')}</span>
            </span>
          </label>
        </fieldset>
        <SubmitButton busy={busy}>{t('checkout.continue')}</SubmitButton>
      </Form>
    </section>
  );
}
