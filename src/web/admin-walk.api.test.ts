import { sql } from 'drizzle-orm';
import { matchRoutes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { GlossaryInputSchema, SynonymFormSchema } from '~/modules/catalog/contracts.ts';
import { createGlossaryEntry } from '~/modules/catalog/glossary.ts';
import { createSynonymGroup } from '~/modules/catalog/synonyms.ts';
import { useTestApp } from '../../test/app.ts';
import { adminRoutes } from '../../test/admin-routes.ts';
import { signInAdmin, signUp, type SignedIn } from '../../test/auth.ts';
import { makeBrand, makeCategory, makeNotice, makeOffer, makeProduct, makeSettings, makeSubCategory } from '../../test/factories.ts';

// ADR 041: every admin route, read from routes.ts, tried as a visitor and as a customer, page and
// single-fetch, GET and the admin's own forms POSTed: nothing admin is shown, nothing is written.

// The same origin as the requests' Host, so the cross-site check lets every form through to its route.
const HOST = 'localhost';
const ORIGIN = `http://${HOST}`;
const FILLER: Record<string, string> = { language: 'en', slug: 'about-us' };
const fillerId = '00000000-0000-4000-8000-000000000000';

interface HarvestedForm {
  action: string;
  body: string;
}

const attr = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value?.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/**
 * The page's own post forms, each with the fields an admin would send (checkboxes ticked), and
 * a delete of the first row the page links to (lists ask to confirm before showing that form).
 */
function formsOf(html: string, pageUrl: string): HarvestedForm[] {
  const rowId = [...html.matchAll(/href="\/admin\/[^"]*"/g)].map(([href]) => UUID.exec(href)?.[0]).find(Boolean) ?? fillerId;
  const own = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)]
    .filter(([, tag]) => attr(tag, 'method')?.toLowerCase() === 'post')
    .map(([, tag, inner]) => {
      const body = new URLSearchParams();
      for (const [input] of inner.matchAll(/<input\b[^>]*>/g)) {
        const name = attr(input, 'name');
        if (!name || attr(input, 'type') === 'file') continue;
        body.append(name, attr(input, 'value') ?? (attr(input, 'type') === 'checkbox' ? 'on' : 'x'));
      }
      for (const [, open, text] of inner.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
        const name = attr(open, 'name');
        if (name) body.append(name, text || 'x');
      }
      for (const [, open, options] of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
        const name = attr(open, 'name');
        const value = [...options.matchAll(/<option\b([^>]*)>/g)].map(([, option]) => attr(option, 'value')).find(Boolean);
        if (name && value) body.append(name, value);
      }
      const button = [...inner.matchAll(/<button\b[^>]*>/g)].map(([b]) => b).find((b) => attr(b, 'name'));
      if (button) body.append(attr(button, 'name')!, attr(button, 'value') ?? '');
      return { action: new URL(attr(tag, 'action') ?? pageUrl, ORIGIN).pathname, body: body.toString() };
    })
    // The header's sign-out and language forms are not the admin page's.
    .filter((form) => form.action.startsWith('/admin/'));
  return [...own, { action: pageUrl, body: `intent=delete&id=${rowId}` }];
}

/**
 * Turned away: sent to sign in (a page or a single-fetch redirect); for the product editor's form
 * without a session, its 401 (docs/requirements/core-shop.md §5); a post to a page without an action, 405.
 */
function refused(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  if (response.statusCode === 405) return true;
  if (response.statusCode === 401) return response.body.includes('No authentication token found');
  if (response.statusCode === 302 || response.statusCode === 303) return String(response.headers.location).startsWith('/login?redirect=');
  if (String(response.headers['content-type']).startsWith('text/x-script'))
    return response.body.includes('"redirect","/login?redirect=');
  return false;
}

describe('every admin route turns away visitors and customers', () => {
  const t = useTestApp({ web: 'development' });
  const routes = adminRoutes();
  const routeObjects = routes.map((route) => ({ id: route.path, path: route.path }));
  let admin: SignedIn;
  let customer: SignedIn;
  /** The address walked for each route: real rows where the admin's pages link to one. */
  const addressOf = new Map<string, string>();
  const formsAt = new Map<string, HarvestedForm[]>();
  /** The routes whose page the admin was shown (200) at that address. */
  const shown = new Set<string>();

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { host: HOST, ...(cookie ? { cookie } : {}) } });
  const post = (url: string, body: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    });
  const routeOf = (pathname: string) => matchRoutes(routeObjects, pathname)?.at(-1)?.route.id;
  const filled = (pattern: string) =>
    '/' +
    pattern
      .split('/')
      .filter((part) => !part.endsWith('?'))
      .map((part) => (part.startsWith(':') ? (FILLER[part.slice(1)] ?? fillerId) : part))
      .join('/');

  /** Every table's row count and a digest of its rows. */
  const checksum = async () => {
    const tables = await t.db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
    const sums: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const [row] = (await t.db.execute<{ n: number; digest: string | null }>(sql.raw(`select count(*)::int as n, md5(string_agg(t::text, ',' order by t::text)) as digest from "${name}" t`))).rows;
      sums[name] = `${row.n}:${row.digest}`;
    }
    return sums;
  };

  beforeAll(async () => {
    await makeSettings(t.db);
    [admin, customer] = await Promise.all([signInAdmin(t.app, t.db), signUp(t.app, { name: 'Curious Customer' })]);
    const category = await makeCategory(t.db);
    await makeSubCategory(t.db, category.id);
    await Promise.all([makeBrand(t.db), makeProduct(t.db, { categoryId: category.id }), makeOffer(t.db), makeNotice(t.db)]);
    await createSynonymGroup(t.db, t.app.cache, SynonymFormSchema.parse({ terms: 'ram, memory' }));
    await createGlossaryEntry(t.db, t.app.cache, GlossaryInputSchema.parse({ term: 'Memory', bengali: 'মেমোরি' }));
    // The admin's own pages link to real rows: each route is walked at such an address when one
    // exists (twice over, as an edit page links to the rows under it).
    for (let round = 0; round < 2; round++) {
      for (const route of routes) {
        const page = await get(addressOf.get(route.path) ?? filled(route.path), admin.cookie);
        for (const [, href] of page.body.matchAll(/href="(\/admin\/[^"?#]*)/g)) {
          const id = routeOf(href);
          if (id && !addressOf.has(id)) addressOf.set(id, href);
        }
      }
    }
    for (const route of routes) {
      const url = (addressOf.get(route.path) ?? filled(route.path)).replace(/(.)\/$/, '$1');
      addressOf.set(route.path, url);
      const page = await get(url, admin.cookie);
      if (page.statusCode === 200) shown.add(route.path);
      formsAt.set(route.path, formsOf(page.statusCode === 200 ? page.body : '', url));
    }
  }, 300_000);

  // All but the edit pages of rows this test does not make: a ticket, a blog post, an outlet, an EMI bank.
  it('walks every admin route of routes.ts, nearly all at an address that shows the admin a page', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.length - shown.size).toBeLessThanOrEqual(4);
  });

  it.each(['visitor', 'customer'] as const)('as a %s: every page and form is turned away and no row changes', async (who) => {
    const cookie = who === 'customer' ? customer.cookie : undefined;
    const before = await checksum();
    for (const route of routes) {
      const url = addressOf.get(route.path)!;
      const forms = formsAt.get(route.path)!;
      const answers = [
        [`GET ${url}`, await get(url, cookie)],
        [`GET ${url}.data`, await get(`${url}.data`, cookie)],
      ] as const;
      const posts = [];
      for (const form of forms) {
        for (const target of [form.action, `${form.action}.data`, `${form.action}?index`]) posts.push([`POST ${target} ${form.body}`, await post(target, form.body, cookie)] as const);
      }
      for (const [request, response] of [...answers, ...posts]) {
        expect(refused(response), `${who} ${request}: ${response.statusCode} ${response.body.slice(0, 200)}`).toBe(true);
        expect(response.body, `${who} ${request}`).not.toContain('| Admin |');
      }
    }
    expect(await checksum()).toEqual(before);
    // Some 600 requests, each through the development server's route modules.
  }, 300_000);
});
