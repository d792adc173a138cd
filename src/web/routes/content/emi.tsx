import { listEmiBanksCached } from '~/modules/directory/index.ts';
import { emiMinimum } from '~/modules/directory/constants.ts';
import { fillShopFacts, findPage } from '~/modules/content/index.ts';
import { mediaVariantUrl } from '~/modules/media/constants.ts';
import { getSettingsCached, localSettings } from '~/modules/settings/index.ts';
import { localText, localTextLanguage } from '~/platform/local-text.ts';
import { languageOf } from '~/web/i18n/language.server.ts';
import { Breadcrumbs } from '~/web/components/breadcrumbs.tsx';
import { RichText } from '~/web/components/rich-text.tsx';
import { RouteError } from '~/web/components/route-error.tsx';
import { useLangFor, useNumerals, useT } from '~/web/i18n/use-t.ts';
import { metaDescription, shopNameOf } from '~/web/lib/seo.ts';
import type { Route } from './+types/emi';

export function meta({ data, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  const description = data?.terms.find((page) => page.language === 'en')?.metaDescription;
  return [
    { title: `0% EMI Facility | ${shopName}` },
    { name: 'description', content: metaDescription(description || `0% EMI at ${shopName}: the banks, their tenures and minimum purchase, and the personal-finance scheme.`) },
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []),
  ];
}

/**
 * /emi-terms (docs/requirements/content-pages.md §2, §9): the banks' cards, which admins keep at /admin/emi-banks,
 * then the terms and the personal-finance section, a content page ("emi") edited at
 * /admin/pages: Bengali first, as the spec has it, then English.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [banks, settings, bn, en, language] = await Promise.all([
    listEmiBanksCached(context.db, context.cache),
    getSettingsCached(context.db, context.cache),
    findPage(context.db, 'emi', 'bn'),
    findPage(context.db, 'emi', 'en'),
    languageOf(request),
  ]);
  return {
    banks: banks.map((bank) => ({ ...bank, minimumPurchase: emiMinimum(bank), condition: localText(bank.condition, bank.conditionBn, language), languages: { condition: localTextLanguage(bank.conditionBn, language) } })),
    terms: [bn, en].filter((page) => page !== null).map((page) => ({
      language: page.language,
      title: page.title,
      metaDescription: fillShopFacts(page.metaDescription, localSettings(settings, page.language), page.language),
      body: fillShopFacts(page.body, localSettings(settings, page.language), page.language),
    })),
    origin: context.origin,
    canonical: `${context.origin}/emi-terms`,
  };
}

export default function EmiTerms({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const n = useNumerals();
  const langFor = useLangFor();
  const { banks, terms, origin } = loaderData;
  const months = (list: number[]) => t('emi.months', { months: list.map(n.number).join(', ') });
  return (
    <section>
      <Breadcrumbs crumbs={[{ name: t('page.emi'), path: '/emi-terms' }]} origin={origin} />
      <h1 className="mb-6 text-2xl font-bold">{t('emi.heading')}</h1>
      {banks.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6">{t('emi.noBanks')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {banks.map((bank) => (
            <li key={bank.id}>
              <article aria-labelledby={`bank-${bank.id}`} className="h-full rounded border border-slate-200 bg-white p-5">
                <div className="mb-3 flex h-20 items-center justify-center rounded bg-slate-50">
                  {bank.logo ? (
                    <img src={mediaVariantUrl(bank.logo, 300)} alt={t('emi.logo', { bank: bank.name })} width={160} height={80} loading="lazy" className="max-h-20 w-auto object-contain" />
                  ) : (
                    <span aria-hidden="true" className="text-3xl font-bold text-slate-400">
                      {bank.name.charAt(0)}
                    </span>
                  )}
                </div>
                <h2 id={`bank-${bank.id}`} className="text-lg font-semibold">
                  {bank.name}
                </h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">{t('emi.applicableFor')}</dt>
                  <dd>{[bank.onlineTenures.length ? t('emi.online') : null, bank.offlineTenures.length ? t('emi.offline') : null].filter(Boolean).join(', ')}</dd>
                  <dt className="text-slate-600">{t('emi.tenure')}</dt>
                  <dd>
                    {bank.onlineTenures.length > 0 && (
                      <span className="block">
                        {t('emi.online')}: {months(bank.onlineTenures)}
                      </span>
                    )}
                    {bank.offlineTenures.length > 0 && (
                      <span className="block">
                        {t('emi.offline')}: {months(bank.offlineTenures)}
                      </span>
                    )}
                  </dd>
                  <dt className="text-slate-600">{t('emi.minimumPurchase')}</dt>
                  <dd>{n.taka(bank.minimumPurchase)}</dd>
                  {bank.condition && (
                    <>
                      <dt className="text-slate-600">{t('emi.condition')}</dt>
                      <dd lang={langFor(bank.languages.condition)}>{bank.condition}</dd>
                    </>
                  )}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
      {terms.map((page) => (
        <section key={page.language} lang={page.language} aria-label={page.title} className="mt-8 rounded border border-slate-200 bg-white p-6">
          <RichText html={page.body} />
        </section>
      ))}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
