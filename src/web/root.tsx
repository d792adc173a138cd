import { createPortal } from 'react-dom';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { localName, localNameLanguage } from '~/modules/catalog/constants.ts';
import { getCategoryTree } from '~/modules/catalog/index.ts';
import { getSettingsCached, localSettings } from '~/modules/settings/index.ts';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import bengaliRegular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import { Footer, FOOTER_ID } from './components/footer.tsx';
import { RouteError } from './components/route-error.tsx';
import { Header } from './components/header.tsx';
import { HydrateLater } from './components/hydrate-later.tsx';
import { languageOf } from './i18n/language.server.ts';
import { LanguageContext } from './i18n/use-t.ts';
import type { RootData } from './root-data.ts';
import { FONT_WAIT_SCRIPT } from './lib/font-wait.ts';
import { useNonce } from './lib/nonce.ts';
import { loadPersonal } from './personal.server.tsx';

// An inline icon: no extra request, nothing to 404.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b5f3a"/><text x="16" y="23" font-size="20" font-family="sans-serif" font-weight="700" fill="#fff" text-anchor="middle">H</text></svg>',
)}`;

export const links: Route.LinksFunction = () => [
  // With a precedence React sends the stylesheet first in the head, before the scripts it
  // preloads: a phone paints the page as soon as it has the stylesheet, which would otherwise
  // share the connection with every script.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: FAVICON, type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const [language, categories, settings, personal] = await Promise.all([
    languageOf(request),
    getCategoryTree(context.db, context.cache),
    getSettingsCached(context.db, context.cache),
    loadPersonal(request, context),
  ]);
  // The address and hours in the page's language (docs/decisions/039).
  const { shopName, phone, email, address, supportHours, languages } = localSettings(settings, language);
  return {
    language,
    // The menus and home cards name each category in the page's language (docs/decisions/022).
    categories: categories.map((category) => ({
      name: localName(category, language),
      slug: category.slug,
      homeCard: category.homeCard,
      languages: { name: localNameLanguage(category, language) },
    })),
    ...personal,
    settings: { shopName, phone, email, address, supportHours, languages: { address: languages.address, supportHours: languages.supportHours } },
  };
}

/** Kept as the server sent it: hydration does not touch the inner HTML it is given. */
const SERVER_HEAD = { __html: '' };

/** The tags each page puts in the head: title, description, canonical link, stylesheets. */
function HeadTags() {
  return (
    <>
      <Meta />
      {/* Stylesheets need no nonce (style-src is 'self'). An explicit "" stops Links from taking
          the server's nonce from <ServerRouter>, which the browser would see as a hydration
          mismatch: it does not hide a nonce on <link> as it does on <script>. */}
      <Links nonce="" />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const language = data?.language ?? 'en';
  const nonce = useNonce();
  return (
    <html lang={language}>
      {import.meta.env.BROWSER_PREACT ? (
        // Preact keeps the server's head as it is (its stylesheets too: adding them again would
        // restyle the whole page) and renders each page's meta tags into it. Every stylesheet is
        // the root's, so a client-side navigation never needs another.
        <head dangerouslySetInnerHTML={SERVER_HEAD} />
      ) : (
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {/* A slow phone paints what it has parsed when its parser pauses: half a header, half a
              row of cards, which move when the rest comes. Chromium waits until the footer, the
              first thing after the main content, is in the document. */}
          <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
          <HeadTags />
          {/* The Bengali font, fetched with the stylesheet rather than after it, so it is there
              for a Bengali page's first paint (docs/decisions/040). */}
          {language === 'bn' && <link rel="preload" href={bengaliRegular} as="font" type="font/woff2" crossOrigin="anonymous" />}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FONT_WAIT_SCRIPT }} />
        </head>
      )}
      <body className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
        <LanguageContext.Provider value={language}>
          {data && <Header categories={data.categories} shopName={data.settings.shopName} />}
          <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
            {children}
          </main>
          {data && (
            <HydrateLater>
              <Footer settings={data.settings} />
            </HydrateLater>
          )}
        </LanguageContext.Provider>
        {/* New navigations scroll to the top; back and forward restore the position. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {import.meta.env.BROWSER_PREACT && createPortal(<Meta />, document.head)}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The last resort: a failure outside the route groups, or of the root loader itself. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
