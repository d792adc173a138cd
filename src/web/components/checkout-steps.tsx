import { Link } from 'react-router';
import { useT } from '~/web/i18n/use-t.ts';
import type { MessageKey } from '~/web/i18n/messages.ts';

const STEPS: { key: MessageKey; to: string }[] = [
  { key: 'checkout.stepSignIn', to: '/login?redirect=shipping' },
  { key: 'checkout.stepShipping', to: '/shipping' },
  { key: 'checkout.stepPayment', to: '/payment' },
  { key: 'checkout.stepPlaceOrder', to: '/placeorder' },
];

/**
 * The 4-step progress bar of checkout (docs/requirements/core-shop.md §2). `current` is the step of this page
 * (1 Shipping, 2 Payment, 3 Place Order; Sign In is step 0): steps before it link back, the
 * current one is marked, later ones are plain text (the server refuses skipping anyway).
 */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  const t = useT();
  return (
    <nav aria-label={t('checkout.steps')} className="mb-6">
      <ol className="grid grid-cols-4 gap-1 text-center text-xs sm:text-sm">
        {STEPS.map((step, i) => {
          const label = t(step.key);
          const bar = i <= current ? 'border-brand-600' : 'border-slate-200';
          return (
            <li key={step.key} className={`border-b-4 pb-1 ${bar}`}>
              {i < current && i > 0 ? (
                <Link to={step.to} className="text-brand-700 hover:underline">
                  {label}
                </Link>
              ) : (
                <span aria-current={i === current ? 'step' : undefined} className={i === current ? 'font-semibold' : i < current ? '' : 'text-slate-500'}>
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
