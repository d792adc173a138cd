import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type Params,
  type StaticHandlerContext,
} from 'react-router';
import { getCart } from '~/modules/cart/index.ts';
import { getProduct } from '~/modules/catalog/index.ts';
import { hasReviewed } from '~/modules/reviews/index.ts';
import { cartPreview } from './components/cart-summary.tsx';
import { HeaderActions } from './components/header.tsx';
import { ReviewForm } from './components/product/reviews-panel.tsx';
import type { WebContext } from './context.ts';
import { languageOf } from './i18n/language.server.ts';
import { LanguageContext } from './i18n/use-t.ts';
import { readCompareIds } from './lib/compare.server.ts';
import type { PersonalData, PersonalPartName, PersonalRootData } from './personal.ts';

/**
 * What of the root's data is this visitor's own: who they are, their compare list and cart
 * (its products read through the catalogue's cache: the header only shows it).
 */
export async function loadPersonal(request: Request, context: WebContext): Promise<PersonalRootData> {
  const [compare, cart] = await Promise.all([readCompareIds(request), getCart(context.db, context.cartOwner(), context.cache)]);
  return { user: context.user, compare, cart: cartPreview(cart) };
}

/** Whether the signed-in visitor has reviewed this product (the product page hides its form then). */
export const reviewedBy = (context: WebContext, productId: string): Promise<boolean> =>
  context.user ? hasReviewed(context.db, productId, context.user.id) : Promise.resolve(false);

interface SharedPage {
  /** What of the page route's own data is the visitor's. */
  personal?: (args: { params: Params; context: WebContext }) => Promise<Record<string, unknown>>;
  /** The page's personal parts besides the header's, drawn from the address and that data. */
  parts?: Partial<Record<PersonalPartName, (params: Params, personal: Record<string, unknown>) => ReactElement>>;
}

/**
 * The pages rendered once for every visitor (by route id). Everything in them is the same for
 * everyone but the marked parts (`personalPart`) and what `personal` gives. A visitor whose
 * compare list shows on every product card is not served them (web.ts).
 */
const SHARED_PAGES: Record<string, SharedPage> = {
  home: {},
  'home-page': {},
  search: {},
  'search-page': {},
  category: {},
  cat: {},
  'sub-category': {},
  brand: {},
  'routes/storefront/product': {
    personal: async ({ params, context }) => {
      const product = params.slug ? await getProduct(context.db, params.slug, context.cache) : null;
      return { reviewed: product ? await reviewedBy(context, product.id) : false };
    },
    parts: { review: (params, personal) => <ReviewForm slug={params.slug ?? ''} reviewed={personal.reviewed === true} /> },
  },
};

export const isSharedPage = (routeId: string): boolean => Object.hasOwn(SHARED_PAGES, routeId);

// Each part is rendered on a router of its own: its links, forms and address work as they do
// in the whole page, and it reads the personal data as the root's loader data.
const Part = createContext<ReactNode>(null);
const { dataRoutes } = createStaticHandler([{ id: 'root', path: '*', Component: () => <>{useContext(Part)}</> }]);

/**
 * This visitor's parts of a shared page: each part's HTML, the same markup the whole page would
 * have had (so the page hydrates without a mismatch), and the data the browser lays over the
 * page's shared data before hydrating.
 */
export async function renderPersonalParts(
  request: Request,
  context: WebContext,
  page: { routeId: string; params: Params },
): Promise<{ html: Partial<Record<PersonalPartName, string>>; data: PersonalData }> {
  const shared = SHARED_PAGES[page.routeId];
  const [language, root, pageData] = await Promise.all([
    languageOf(request),
    loadPersonal(request, context),
    shared?.personal?.({ params: page.params, context }) ?? {},
  ]);
  const { pathname, search } = new URL(request.url);
  // What a static handler's query would answer, without running a loader for data already here.
  const routerContext: StaticHandlerContext = {
    basename: '/',
    location: { pathname, search, hash: '', state: null, key: 'default' },
    matches: matchRoutes(dataRoutes, pathname) ?? [],
    loaderData: { root },
    actionData: null,
    errors: null,
    statusCode: 200,
    loaderHeaders: {},
    actionHeaders: {},
  };
  const render = (part: ReactElement) =>
    renderToString(
      <LanguageContext.Provider value={language}>
        <Part.Provider value={part}>
          <StaticRouterProvider router={createStaticRouter(dataRoutes, routerContext)} context={routerContext} hydrate={false} />
        </Part.Provider>
      </LanguageContext.Provider>,
    );
  const html: Partial<Record<PersonalPartName, string>> = { header: render(<HeaderActions />) };
  for (const [name, part] of Object.entries(shared?.parts ?? {})) html[name as PersonalPartName] = render(part(page.params, pageData));
  return { html, data: { root, ...(shared?.personal && { page: { routeId: page.routeId, data: pageData } }) } };
}
