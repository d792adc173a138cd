import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * The storefront's size budgets, checked on the production build (`npm run build` first;
 * BUILD_DIR as for the build). Sizes are deterministic, so this fails CI:
 * - the JavaScript a storefront page loads (entry, root and the route, with their imports, and
 *   the route manifest when every page loads it: `routeDiscovery` "initial"), brotli-compressed,
 *   is at most STOREFRONT_JS_BUDGET, in at most STOREFRONT_JS_FILES files;
 * - no storefront chunk holds the validation library, the rich-text editor or admin code.
 * Exits 1 naming every route and chunk over budget. The HTML budget of the pages themselves,
 * PAGE_HTML_BUDGET, is checked against the running shop by e2e/budgets.e2e.ts.
 */
export const STOREFRONT_JS_BUDGET = 100 * 1024;
/** Each file is a request a phone on a slow network makes before the page can start (vite.config.ts). */
export const STOREFRONT_JS_FILES = 8;
/** Brotli-compressed HTML of a storefront page (home, category, product, search) as served. */
export const PAGE_HTML_BUDGET = 25 * 1024;

/** Text only these libraries contain, minified or not. */
const FORBIDDEN: Array<{ what: string; marker: RegExp }> = [
  { what: 'the validation library (zod)', marker: /\$ZodType|ZodError/ },
  { what: 'the rich-text editor', marker: /ProseMirror|tiptap/i },
];

interface RouteAssets {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
/** React Router's `routeDiscovery` setting, as the server build exports it. */
type RouteDiscovery = { mode: 'lazy' | 'initial' };
interface Manifest {
  /** The route manifest's module, e.g. `/assets/manifest-8dc7e294.js`. */
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAssets>;
}

const AREAS = ['admin', 'account'] as const;

/** A route's area from its id and its ancestors' ids: admin, account, or the storefront. */
function areaOf(routes: Manifest['routes'], id: string): 'admin' | 'account' | 'storefront' {
  for (let route: RouteAssets | undefined = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) {
    const area = AREAS.find((name) => route!.id.split('/').includes(name));
    if (area) return area;
  }
  return 'storefront';
}

export function checkBudgets(
  buildDir: string,
  manifest: Manifest,
  routeDiscovery: RouteDiscovery,
): { failures: string[]; largest: number; mostFiles: number } {
  const clientDir = path.join(buildDir, 'client');
  const sizes = new Map<string, number>();
  const brotliSize = (file: string) => {
    if (!sizes.has(file)) {
      const content = readFileSync(path.join(clientDir, file));
      sizes.set(file, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    }
    return sizes.get(file)!;
  };
  const adminModules = new Set(
    Object.values(manifest.routes)
      .filter((r) => areaOf(manifest.routes, r.id) === 'admin')
      .map((r) => r.module),
  );

  const failures: string[] = [];
  let largest = 0;
  let mostFiles = 0;
  for (const route of Object.values(manifest.routes)) {
    if (areaOf(manifest.routes, route.id) !== 'storefront') continue;
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    if (routeDiscovery.mode === 'initial') files.add(manifest.url);
    for (let r: RouteAssets | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
      files.add(r.module);
      for (const file of r.imports ?? []) files.add(file);
    }
    const total = [...files].reduce((sum, file) => sum + brotliSize(file), 0);
    largest = Math.max(largest, total);
    if (total > STOREFRONT_JS_BUDGET)
      failures.push(
        `${route.id}: ${(total / 1024).toFixed(1)} KB of JavaScript (brotli), budget ${STOREFRONT_JS_BUDGET / 1024} KB`,
      );
    mostFiles = Math.max(mostFiles, files.size);
    if (files.size > STOREFRONT_JS_FILES)
      failures.push(`${route.id}: ${files.size} JavaScript files, budget ${STOREFRONT_JS_FILES}`);
    for (const file of files) {
      if (adminModules.has(file)) failures.push(`${route.id}: loads admin code ${file}`);
      const text = readFileSync(path.join(clientDir, file), 'utf8');
      for (const { what, marker } of FORBIDDEN) if (marker.test(text)) failures.push(`${route.id}: ${file} holds ${what}`);
    }
  }
  return { failures: [...new Set(failures)], largest, mostFiles };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  const serverBuild = path.join(buildDir, 'server/index.js');
  if (!existsSync(serverBuild)) {
    console.error(`No build at ${buildDir}: run npm run build first.`);
    process.exit(1);
  }
  const { assets, routeDiscovery } = (await import(pathToFileURL(serverBuild).href)) as { assets: Manifest; routeDiscovery: RouteDiscovery };
  const { failures, largest, mostFiles } = checkBudgets(buildDir, assets, routeDiscovery);
  if (failures.length) {
    console.error(`Size budgets exceeded:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `Size budgets kept: no storefront page loads zod, the editor or admin code; the largest loads ${kb(largest)} of JavaScript (brotli), budget ${kb(STOREFRONT_JS_BUDGET)}; the most files one loads is ${mostFiles}, budget ${STOREFRONT_JS_FILES}.`,
  );
}
