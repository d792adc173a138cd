/** Only same-site relative paths are honoured; anything else (other hosts, `//evil`) goes home. */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}

/** The `redirect` query parameter: `?redirect=shipping` (the spec's form) and `?redirect=/shipping` both mean /shipping. */
export function redirectTarget(url: URL): string {
  const raw = url.searchParams.get('redirect') ?? '/';
  return safeRedirectPath(raw.startsWith('/') ? raw : `/${raw}`);
}
