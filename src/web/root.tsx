import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { getCart } from '~/modules/cart/service.ts';
import { getCategoryTree } from '~/modules/catalog/service.ts';
import { getSettingsCached } from '~/modules/settings/service.ts';
import type { Route } from './+types/root';
import './app.css';
import { cartPreview } from './components/cart-summary.tsx';
import { Footer } from './components/footer.tsx';
import { Header } from './components/header.tsx';
import { languageOf } from './i18n/language.server.ts';
import { readCompareIds } from './lib/compare.server.ts';
import { translator } from './i18n/messages.ts';
import { LanguageContext } from './i18n/use-t.ts';

// An inline icon: no extra request, nothing to 404.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b5f3a"/><text x="16" y="23" font-size="20" font-family="sans-serif" font-weight="700" fill="#fff" text-anchor="middle">H</text></svg>',
)}`;

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: FAVICON, type: 'image/svg+xml' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [language, categories, settings, compare, cart] = await Promise.all([
    languageOf(request),
    getCategoryTree(context.db, context.cache),
    getSettingsCached(context.db, context.cache),
    readCompareIds(request),
    getCart(context.db, context.cartOwner()),
  ]);
  const { shopName, phone, email, address, supportHours } = settings;
  return { language, categories, user: context.user, compare, cart: cartPreview(cart), settings: { shopName, phone, email, address, supportHours } };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const language = data?.language ?? 'en';
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
        <LanguageContext.Provider value={language}>
          {data && <Header categories={data.categories} shopName={data.settings.shopName} user={data.user} />}
          <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
            {children}
          </main>
          {data && <Footer settings={data.settings} />}
        </LanguageContext.Provider>
        {/* New navigations scroll to the top; back and forward restore the position. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>('root');
  const t = translator(data?.language ?? 'en');
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>{missing ? t('notFound.title') : t('error.title')}</title>
      <h1 className="text-3xl font-bold">{missing ? t('notFound.title') : t('error.title')}</h1>
      <p className="mt-4 text-slate-600">{missing ? t('notFound.body') : t('error.body')}</p>
      <a href="/" className="mt-8 inline-block rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        {t('notFound.home')}
      </a>
    </section>
  );
}
