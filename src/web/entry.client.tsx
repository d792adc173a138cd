import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's default browser entry, and its Preact variant for the production build
 * (docs/decisions/029-preact-in-the-browser.md). Preact does not suspend at the root, and it
 * hydrates a container's children, so it starts once the router's state has been decoded and
 * hydrates `<html>` as the only child of the document.
 */
if (import.meta.env.BROWSER_PREACT) {
  void hydrateWithPreact();
} else {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

async function hydrateWithPreact() {
  await routerStateDecoded();
  // The page's own tags (what route meta functions give) are rendered again by the app, into
  // the head (root.tsx). Stylesheets and the icon stay: removing them would flash or refetch.
  document.head
    .querySelectorAll('title, meta[name]:not([name="viewport"]), meta[property], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]')
    .forEach((element) => element.remove());
  hydrateRoot(documentWithOnlyHtml(), <HydratedRouter />);
}

/**
 * HydratedRouter's first call starts decoding the state the server streamed into the page and
 * throws the decoding promise (React would suspend on it); it throws before using any hook.
 */
async function routerStateDecoded() {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
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
