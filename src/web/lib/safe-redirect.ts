// Any fixed origin will do: a target is only accepted when it stays on it, so only the path,
// query and fragment of the answer ever reach a Location header.
const SHOP = new URL('http://shop.invalid');

// Characters a browser strips (tab, CR, LF) or reads as `/` (`\`) when it follows a Location:
// `/\tevil.example` and `/\evil.example` both land on evil.example. Refused, never stripped.
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const BROWSER_REWRITES = /[\u0000-\u001f\u007f\\]/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The one decision on every redirect target (the `redirect` query parameter, `redirectTo` form
 * fields, the way back after signing in). The target is resolved against the shop's origin and
 * accepted only when it stays there, and neither it nor its percent-decoded form holds anything
 * a browser would turn into another site. The answer is encoded (a Bengali path, spaces, quotes),
 * so it is always a valid Location header; anything else gives `fallback`.
 *
 * `shipping`, the spec's `?redirect=shipping` form, means `/shipping`.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target === '' || SCHEME.test(target)) return fallback;
  const path = target.startsWith('/') ? target : `/${target}`;
  if (BROWSER_REWRITES.test(path) || path.startsWith('//')) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return fallback; // malformed percent-encoding
  }
  // `/%2f%2fevil.example` or `/%5cevil.example`: harmless here, but one decode away from `//evil`.
  if (BROWSER_REWRITES.test(decoded) || decoded.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(path, SHOP);
  } catch {
    return fallback;
  }
  if (url.origin !== SHOP.origin || url.pathname.startsWith('//')) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The `redirect` query parameter of a page (`/login?redirect=/shipping`), decided by `safeRedirect`. */
export const redirectParam = (url: URL): string => safeRedirect(url.searchParams.get('redirect'));

/** The sign-in page that brings the visitor back to `back` afterwards. */
export function loginPath(back: string, { expired = false } = {}): string {
  const target = safeRedirect(back);
  const query = new URLSearchParams();
  if (expired) query.set('expired', '1');
  if (target !== '/') query.set('redirect', target);
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}
