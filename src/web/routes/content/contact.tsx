import { useState } from 'react';
import { data, Form } from 'react-router';
import { OutletSearchSchema } from '~/modules/directory/contracts.ts';
import { localOutlet, OUTLET_LIMITS, outletMatches, telHref, type Outlet } from '~/modules/directory/constants.ts';
import { listOutlets } from '~/modules/directory/index.ts';
import { getSettingsCached, localSettings } from '~/modules/settings/index.ts';
import { languageOf } from '~/web/i18n/language.server.ts';
import { Breadcrumbs } from '~/web/components/breadcrumbs.tsx';
import { RouteError } from '~/web/components/route-error.tsx';
import { useLangFor, useLanguage, useT } from '~/web/i18n/use-t.ts';
import { InLanguage } from '~/web/components/in-language.tsx';
import { SearchInput } from '~/web/components/search-input.tsx';
import { shopNameOf } from '~/web/lib/seo.ts';
import type { Route } from './+types/contact';

export function meta({ data: page, matches }: Route.MetaArgs) {
  const shopName = shopNameOf(matches);
  return [
    { title: `Contact Us | ${shopName}` },
    { name: 'description', content: `Call or e-mail ${shopName}, or visit one of our sales outlets: addresses, phone numbers and maps.` },
    ...(page ? [{ tagName: 'link', rel: 'canonical', href: page.canonical }] : []),
    // A filtered list is the same page narrowed down: only the whole list is indexed.
    ...(page?.search ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

/**
 * /ContactUsScreen (docs/requirements/content-pages.md §2): the hotline with its hours, the e-mail address (both
 * from the shop settings) and the sales outlets, which admins manage at /admin/outlets. The
 * outlet search is a GET form (`?q=`), filtered here without JavaScript and in place as the
 * visitor types with it, by one rule (`outletMatches`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = OutletSearchSchema.safeParse({ q: new URL(request.url).searchParams.get('q') ?? undefined });
  if (!parsed.success) throw data({ message: parsed.error.issues[0].message }, { status: 400 });
  const [settings, outlets, language] = await Promise.all([getSettingsCached(context.db, context.cache), listOutlets(context.db), languageOf(request)]);
  const { supportHours, languages } = localSettings(settings, language);
  return {
    shop: { phone: settings.phone, email: settings.email, hours: supportHours, languages: { hours: languages.supportHours } },
    // Every outlet: the page filters them in place, so clearing the box brings all back.
    outlets,
    search: parsed.data.q,
    origin: context.origin,
    canonical: `${context.origin}/ContactUsScreen`,
  };
}

const HOURS_SLOT = '\u0000';

export default function Contact({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { shop, outlets, search, origin } = loaderData;
  // "Hours: {hours}" around the hours, which are marked in their own language.
  const [hoursBefore, hoursAfter] = t('contact.hours', { hours: HOURS_SLOT }).split(HOURS_SLOT);
  return (
    <section>
      <Breadcrumbs crumbs={[{ name: t('contact.heading'), path: '/ContactUsScreen' }]} origin={origin} />
      <h1 className="mb-4 text-2xl font-bold">{t('contact.heading')}</h1>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="contact-phone" className="rounded border border-slate-200 bg-white p-5">
          <h2 id="contact-phone" className="text-lg font-semibold">
            {t('contact.phoneCard')}
          </h2>
          <p className="mt-2 text-xl">
            <a href={telHref(shop.phone)} className="font-semibold text-brand-700 hover:underline">
              {shop.phone}
            </a>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {hoursBefore}
            <InLanguage language={shop.languages.hours}>{shop.hours}</InLanguage>
            {hoursAfter}
          </p>
        </section>
        <section aria-labelledby="contact-email" className="rounded border border-slate-200 bg-white p-5">
          <h2 id="contact-email" className="text-lg font-semibold">
            {t('contact.emailCard')}
          </h2>
          <p className="mt-2 text-xl">
            <a href={`mailto:${shop.email}`} className="font-semibold text-brand-700 hover:underline">
              {shop.email}
            </a>
          </p>
          <p className="mt-1 text-sm text-slate-600">{t('contact.emailFor')}</p>
        </section>
      </div>
      {/* A sent search (?q=) starts the box again from the address. */}
      <SalesOutlets key={search} outlets={outlets} initialSearch={search} />
    </section>
  );
}

function SalesOutlets({ outlets, initialSearch }: { outlets: Outlet[]; initialSearch: string }) {
  const t = useT();
  const language = useLanguage();
  const langFor = useLangFor();
  const [search, setSearch] = useState(initialSearch);
  const shown = outlets.filter((outlet) => outletMatches(outlet, search));
  return (
    <section aria-labelledby="sales-outlets" className="mt-8">
      <h2 id="sales-outlets" className="mb-3 text-xl font-bold">
        {t('contact.outlets')}
      </h2>
      <Form method="get" role="search" className="mb-4 flex max-w-lg gap-2" preventScrollReset>
        <SearchInput
          id="outlet-search"
          label={t('contact.searchOutlets')}
          name="q"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          maxLength={OUTLET_LIMITS.search}
          placeholder={t('contact.searchPlaceholder')}
          className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-3 py-2"
        />
        <button type="submit" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t('contact.search')}
        </button>
      </Form>
      <p role="status" className="mb-3 text-sm text-slate-600">
        {search.trim() ? t('contact.matching', { count: shown.length, total: outlets.length }) : t('contact.outletCount', { count: outlets.length })}
      </p>
      {shown.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-5">{outlets.length ? t('contact.noMatch') : t('contact.noOutlets')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((each) => localOutlet(each, language)).map((outlet) => (
            <li key={outlet.id}>
              <article aria-labelledby={`outlet-${outlet.id}`} className="h-full rounded border border-slate-200 bg-white p-5">
                <h3 id={`outlet-${outlet.id}`} lang={langFor(outlet.languages.name)} className="text-lg font-semibold">
                  {outlet.name}
                </h3>
                <p lang={langFor(outlet.languages.address)} className="mt-1 text-sm">
                  {outlet.address}
                </p>
                <p className="mt-2">
                  <a href={telHref(outlet.phone)} className="text-brand-700 hover:underline">
                    {outlet.phone}
                  </a>
                </p>
                {outlet.mapUrl && (
                  <p className="mt-2">
                    {/* A link only: nothing from the map site loads on this page. */}
                    <a href={outlet.mapUrl} target="_blank" rel="noopener noreferrer" className="text-sm font-semibold text-brand-700 hover:underline">
                      {t('contact.map', { name: outlet.name })}
                    </a>
                  </p>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
