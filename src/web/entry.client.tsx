import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrateProgressively, nextTask } from './components/hydrate-later.tsx';
import { PERSONAL_DATA_ID, type PersonalData } from './personal.ts';

/**
 * React Router's default browser entry, and its Preact variant for the production build
 * (docs/decisions/029-preact-in-the-browser.md). Preact does not suspend at the root, and it
 * hydrates a container's children, so it hydrates `<html>` as the only child of the document.
 * Both start once the router's state has been decoded (and a shared page's personal data laid
 * over it). In the production build, decoding, making the router and hydrating are each a task
 * of their own, and parts of the page hydrate later still (docs/decisions/033): one long task
 * would leave a phone's page deaf to taps for a third of a second.
 */
void hydrate();

async function hydrate() {
  await routerStateDecoded();
  fillPersonalData();
  if (!import.meta.env.BROWSER_PREACT) {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    return;
  }
  await nextTask();
  routerMade();
  await nextTask();
  // The page's own tags (what route meta functions give) are rendered again by the app, into
  // the head (root.tsx), in the same task. Stylesheets and the icon stay: removing them would
  // flash or refetch.
  document.head
    .querySelectorAll('title, meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]')
    .forEach((element) => element.remove());
  hydrateProgressively(() => hydrateRoot(documentWithOnlyHtml(), <HydratedRouter />));
}

/**
 * A shared page comes with the visitor's own data (docs/decisions/030): it is laid over the
 * page's shared loader data before anything hydrates, and its element is taken out of the
 * document, which is then as the app renders it.
 */
function fillPersonalData() {
  const element = document.getElementById(PERSONAL_DATA_ID);
  if (!element) return;
  element.remove();
  const personal = JSON.parse(element.textContent ?? '{}') as PersonalData;
  const { loaderData } = (window as unknown as { __reactRouterContext: { state: { loaderData: Record<string, object | undefined> } } }).__reactRouterContext.state;
  loaderData.root = { ...loaderData.root, ...personal.root };
  if (personal.page) loaderData[personal.page.routeId] = { ...loaderData[personal.page.routeId], ...personal.page.data };
}

/**
 * HydratedRouter's first call starts decoding the state the server streamed into the page and
 * throws the decoding promise (React would suspend on it); it throws before using any hook.
 */
async function routerStateDecoded() {
  const thrown = callOutsideRender();
  if (thrown instanceof Promise) await thrown;
  else if (thrown !== undefined) throw thrown;
}

/**
 * HydratedRouter's second call, once the state is decoded, makes the router it keeps for the
 * render (the routes, the hydration data, the history), then fails at its first hook, called
 * outside a render: expected. Should making the router itself have failed, hydrating fails the
 * same way.
 */
function routerMade() {
  callOutsideRender();
}

/** Calls HydratedRouter as a plain function: returns what it threw, if anything. */
function callOutsideRender(): unknown {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    return thrown;
  }
}

/** The document as Preact should see it: `<html>` and nothing else (no doctype). */
function documentWithOnlyHtml(): Document {
  const html = document.documentElement;
  return new Proxy(document, {
    get(target, key) {
      if (key === 'firstChild' || key === 'lastChild') return html;
      if (key === 'childNodes') return [html];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
