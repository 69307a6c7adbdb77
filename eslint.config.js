import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    // The route table is the only place an API path is written (docs/architecture.md): the
    // server registers its entries, the web app calls them, links are made from them.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: [
      'packages/contract/src/routes/**',
      '**/*.test.{ts,tsx}',
      'apps/server/test/**',
      'apps/web/src/test/**',
      '**/*-fixtures.ts',
      '**/*-test-kit.{ts,tsx}',
      '**/*-test-server.ts',
      // The dev server's proxy of the whole prefix to the API.
      'apps/web/vite.config.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api(\\/|$)/]',
          message: 'An API path is written once, in packages/contract/src/routes: use its entry.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api(\\/|$)/]',
          message: 'An API path is written once, in packages/contract/src/routes: use its entry.',
        },
      ],
    },
  },
  {
    // The deck engine needs only the outline model, not the API contract's schemas and routes.
    files: ['packages/deck/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@slidecraft/contract',
              message: 'The deck engine imports the outline model: @slidecraft/contract/outline.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
