import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * In the production browser build, React is Preact through its compatibility layer: the same
 * components hydrate the server's React-rendered HTML with 50 KB less JavaScript on every page
 * (docs/decisions/029-preact-in-the-browser.md). The server and the dev server keep React.
 */
function preactInTheBrowser(): Plugin {
  const replacements: Record<string, string> = {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime',
    'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  };
  return {
    name: 'haat:preact-in-the-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    config: () => ({ environments: { client: { define: { 'import.meta.env.BROWSER_PREACT': 'true' } } } }),
    async resolveId(source, importer, options) {
      const replacement = replacements[source];
      if (!replacement) return null;
      const resolved = await this.resolve(replacement, importer, { ...options, skipSelf: true });
      // Never fall back to React silently: the budgets and the journeys assume Preact.
      if (!resolved) this.error(`${replacement} not found: run npm install (preact is a dependency)`);
      return resolved;
    },
  };
}

/** What no storefront chunk may hold (scripts/check-budgets.ts checks the build for it too). */
const NOT_FOR_THE_STOREFRONT = /[\\/](zod|@tiptap|prosemirror-[\w-]+)[\\/]|[\\/]admin[\\/-]/;

/**
 * The browser build's chunks: by default every module shared by two pages is a chunk of its
 * own, and a category page started with 23 files, ten under 1 KB, each a request a phone on a
 * slow network makes before the page can start. Instead:
 * - `framework`: Preact and React Router, one file;
 * - `shop`: our own modules shared by pages, one file, for those that are not admin code and
 *   import (at any depth) neither the validation library nor the editor; the others are left
 *   to the default. Every page loads `shop` (27 KB compressed, 17 KB of it the messages).
 */
function shopChunk(): Rolldown.CodeSplittingOptions {
  const allowed = new Map<string, boolean>();
  const storefrontSafe = (id: string, context: Rolldown.ChunkingContext): boolean => {
    const known = allowed.get(id);
    if (known !== undefined) return known;
    allowed.set(id, false); // a module in an import cycle stays out of the chunk
    const safe =
      !NOT_FOR_THE_STOREFRONT.test(id) &&
      (context.getModuleInfo(id)?.importedIds ?? []).every((imported) => storefrontSafe(imported, context));
    allowed.set(id, safe);
    return safe;
  };
  return {
    groups: [
      { name: 'framework', test: /node_modules[\\/](preact|react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
      {
        name: (id, context) => (/[\\/]src[\\/]/.test(id) && storefrontSafe(id, context) ? 'shop' : null),
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
}

export default defineConfig({
  plugins: [tailwindcss(), preactInTheBrowser(), reactRouter()],
  resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  server: { hmr: { port: 24678 } },
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: shopChunk() } } } } },
});
