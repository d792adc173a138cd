import { Link } from 'react-router';
import type { EmiPlan } from '~/modules/directory/constants.ts';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';

/**
 * The product's 0% EMI at its regular price (docs/requirements/content-pages.md §9), computed by the server: a
 * <details> that opens without JavaScript, one row per tenure with the banks that offer it.
 */
export function EmiPlans({ plans, regularPrice }: { plans: EmiPlan[]; regularPrice: number }) {
  const t = useT();
  const n = useNumerals();
  if (!plans.length) return null;
  const lowest = plans[plans.length - 1].monthly;
  const banks = (plan: EmiPlan) =>
    [plan.online.length ? `${t('emi.online')}: ${plan.online.join(', ')}` : '', plan.offline.length ? `${t('emi.offline')}: ${plan.offline.join(', ')}` : ''].filter(Boolean);
  return (
    <details className="mt-2 rounded bg-sky-50 px-3 py-2 text-sm text-sky-900">
      <summary className="cursor-pointer font-semibold">{t('emi.summary', { monthly: n.taka(lowest) })}</summary>
      <p className="mt-2">{t('emi.regularPrice', { price: n.taka(regularPrice) })}</p>
      <table className="mt-2 w-full text-left">
        <thead>
          <tr>
            <th className="py-1 pr-3">{t('emi.plan')}</th>
            <th className="py-1 pr-3">{t('emi.monthly')}</th>
            <th className="py-1">{t('emi.banks')}</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={plan.months} className="border-t border-sky-200 align-top">
              <td className="py-1 pr-3">{n.number(plan.months)}</td>
              <td className="py-1 pr-3 font-semibold whitespace-nowrap">{n.taka(plan.monthly)}</td>
              <td className="py-1">
                {banks(plan).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Link to="/emi-terms" className="mt-2 inline-block text-brand-700 underline">
        {t('emi.terms')}
      </Link>
    </details>
  );
}
