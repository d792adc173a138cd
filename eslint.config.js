import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const modules = readdirSync(path.join(root, 'src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Which layer may import which (docs/decisions/010): platform ← modules ← flows ← http, web;
// the boot script and the seed sit outside src/ and may import anything in it.
const directions = [
  {
    target: './src/platform',
    from: ['./src/modules', './src/flows', './src/http', './src/web', './seed'],
    message: 'src/platform is the lowest layer and imports no module, flow, server or page: take what it needs as a parameter.',
  },
  {
    target: './src/modules',
    from: ['./src/flows', './src/http', './src/web', './seed'],
    message: 'A module holds the business: it imports no flow, server, page or seed.',
  },
  {
    target: './src/flows',
    from: ['./src/http', './src/web', './seed'],
    message: 'A flow calls modules and the platform only.',
  },
  { target: './src', from: './seed', message: 'The shop never depends on the demo data: seeding is a boot step (scripts/start.ts).' },
];

// A module never touches another module's tables: it calls the other module's service. Only a
// schema.ts may name another module's table, for a foreign key.
const tablesOfOthers = modules.flatMap((name) => [
  {
    target: `./src/modules/${name}/!(schema).ts`,
    from: `./src/modules/!(${name})/schema.ts`,
    message: `The ${name} module uses another module's tables: call that module's service, or write a flow in src/flows.`,
  },
  {
    target: `./src/modules/${name}/!(schema).ts`,
    from: './src/modules/schema.ts',
    message: `The ${name} module imports every module's tables: import its own from ./schema.ts.`,
  },
]);

// A module is used through its faces (docs/architecture.md): index.ts (the services, for the
// server), constants.ts (limits and small rules that import nothing, for the browser too) and
// contracts.ts (the zod shapes of its inputs). Its other files are its own; another module's
// schema.ts may also name its tables, for a foreign key.
const FACES = ['./index.ts', './constants.ts', './contracts.ts'];
const outside = ['./src/flows', './src/http', './src/web', './scripts', './seed'];
const faces = modules.flatMap((name) => [
  {
    target: outside,
    from: `./src/modules/${name}`,
    except: FACES,
    message: `Import the ${name} module through its face: ~/modules/${name}/index.ts (services), constants.ts (browser-safe) or contracts.ts (input shapes).`,
  },
  {
    target: `./src/modules/!(${name})/**`,
    from: `./src/modules/${name}`,
    except: [...FACES, './schema.ts'],
    message: `Import the ${name} module through its face: ~/modules/${name}/index.ts, constants.ts or contracts.ts.`,
  },
]);

// Tests may read the demo catalogues (a test of the seed, of the description blocks).
const withoutSeed = directions
  .map((zone) => ({ ...zone, from: [zone.from].flat().filter((from) => from !== './seed') }))
  .filter((zone) => zone.from.length > 0);

export default tseslint.config(
  { ignores: ['build/', 'data/', 'node_modules/', '.react-router/', 'drizzle/', 'bench/.output/', 'e2e/.output/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `import { type A }` keeps the module import (verbatimModuleSyntax): a browser bundle
      // would then load a server module's code, e.g. zod from contracts.ts.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'seed/**/*.ts', 'test/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ alias: { '~': [path.join(root, 'src')] }, extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // Files parsed for their imports (the default is .js only, which hides every cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      // Our own files only: parsing packages for cycles is slow and none can import us back.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...directions, ...tablesOfOthers, ...faces] }],
    },
  },
  {
    // A test sets up the rows it needs in any module's tables.
    files: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: withoutSeed }],
    },
  },
  {
    // Modules hold the business: no HTTP, no React, no environment.
    files: ['src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['fastify', 'react', 'react-router', '~/http/*', '~/web/*'] }],
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration in src/platform/config.ts.' }],
    },
  },
);
