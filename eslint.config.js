import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', 'data/', 'node_modules/', '.react-router/', 'drizzle/', 'bench/.output/', 'e2e/.output/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
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
