import { Link, useRouteLoaderData } from 'react-router';
import { QuoteIdParamsSchema } from '~/modules/pcbuilder/contracts.ts';
import { getQuote } from '~/modules/pcbuilder/index.ts';
import { slotLabel } from '~/web/components/pc-builder/labels.tsx';
import { ScrollBox } from '~/web/components/scroll-box.tsx';
import { useHydrated } from '~/web/hooks/use-media.ts';
import { useNumerals, useT } from '~/web/i18n/use-t.ts';
import { orNotFound, pathParam } from '~/web/lib/params.ts';
import type { RootData } from '~/web/root-data.ts';
import type { Route } from './+types/pc-builder-quote';
import { shopNameOf } from '~/web/lib/seo.ts';

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  return [{ title: `${data?.quote.number ?? 'Quote'} | ${shopName}` }, { name: 'robots', content: 'noindex' }];
}

/** A PC builder quote: numbered, dated, valid for a week, printable. Its address is its only key. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = pathParam(QuoteIdParamsSchema.shape.id, params.id);
  const quote = await orNotFound(getQuote(context.db, id));
  return { quote: { ...quote, createdAt: quote.createdAt.toISOString(), validUntil: quote.validUntil.toISOString() } };
}

export default function PcBuilderQuote({ loaderData: { quote } }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const hydrated = useHydrated();
  const settings = useRouteLoaderData<RootData>('root')?.settings;
  return (
    <article className="mx-auto max-w-3xl rounded border border-slate-200 bg-white p-6 print:border-0 print:p-0">
      <header className="mb-6 flex flex-wrap justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <p className="text-xl font-bold">{settings?.shopName}</p>
          <p className="text-sm text-slate-600">{settings?.address}</p>
          <p className="text-sm text-slate-600">
            {settings?.phone && n.digits(settings.phone)} · {settings?.email}
          </p>
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-bold">{t('pc.quoteTitle')}</h1>
          <dl className="mt-1 grid grid-cols-[auto_auto] gap-x-3 text-sm">
            <dt className="text-slate-600">{t('pc.quoteNumber')}</dt>
            <dd className="font-semibold" data-testid="quote-number">
              {n.digits(String(quote.number))}
            </dd>
            <dt className="text-slate-600">{t('pc.quoteDate')}</dt>
            <dd>{n.date(quote.createdAt)}</dd>
            <dt className="text-slate-600">{t('pc.validUntil')}</dt>
            <dd>{n.date(quote.validUntil)}</dd>
          </dl>
        </div>
      </header>
      <ScrollBox label={t('pc.quoteTitle')}>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-left">
              <th scope="col" className="py-2 pr-3">
                {t('pc.component')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('pc.product')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('pc.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={line.slot} className="border-b border-slate-200">
                <td className="py-2 pr-3 font-medium">{t(slotLabel(line.slot))}</td>
                <td className="py-2 pr-3">{line.name}</td>
                <td className="py-2 text-right whitespace-nowrap">{n.taka(line.price)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td className="py-2 pr-3 text-slate-600" colSpan={2}>
                {t('pc.wattage')}: {t('pc.watts', { watts: quote.wattage })}
              </td>
              <td />
            </tr>
            <tr className="text-lg font-bold">
              <td className="py-2 pr-3" colSpan={2}>
                {t('pc.total')} ({t('pc.items', { count: quote.lines.length })})
              </td>
              <td className="py-2 text-right whitespace-nowrap" data-testid="quote-total">
                {n.taka(quote.totalPrice)}
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollBox>
      <p className="mt-4 text-sm text-slate-600">{t('pc.quoteNote')}</p>
      <div className="mt-6 flex gap-3 print:hidden">
        {hydrated && (
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t('pc.print')}
          </button>
        )}
        <Link to="/PcBuilderScreen" className="rounded border border-slate-300 px-4 py-2">
          {t('pc.backToBuilder')}
        </Link>
      </div>
    </article>
  );
}
