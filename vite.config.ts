import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [tailwindcss(), preactInTheBrowser(), reactRouter()],
  resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  server: { hmr: { port: 24678 } },
});
