// Flat config: ESLint's recommended rules, typescript-eslint's recommended (syntactic, not
// type-checked — `npm run typecheck` already runs tsc) and the React Hooks rules for app code.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    'build/',
    '.react-router/',
    'node_modules/',
    '.data/',
    'public/',
    'test-results/',
    'playwright-report/',
    'bench/tmp/',
    'bench/reference-app/build/',
    'bench/reference-app/.react-router/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      // One rule for JS and TS alike; a leading underscore marks a deliberately unused name.
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Code that runs in the browser (app/) or in both places.
    files: ['app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Only React code: Playwright fixtures call a `use()` callback that is no React hook.
    files: ['app/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // The layers (docs/architecture.md): domain is pure rules and imports no other layer; components never
    // reach the server, the server never draws components; only route modules compose them. Tests may compose
    // layers (a server test may hand a component's renderer in, as a route does). No import cycles at all.
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // One import style: `#app/…` for anything outside the importing file's own folder (and its subfolders).
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./', message: "Import from another folder with '#app/…', not '../'." }] },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './app/domain',
              from: ['./app/server', './app/components', './app/routes', './app/root.tsx', './app/entry.server.tsx'],
              message: 'domain/ holds pure rules: it imports no other layer of the app.',
            },
            {
              target: './app/components',
              from: ['./app/server', './app/routes', './app/entry.server.tsx'],
              message: 'components/ never import server code: the route hands them what they show.',
            },
            {
              target: './app/server',
              from: ['./app/components', './app/routes', './app/root.tsx'],
              message: 'server code never imports components or routes: the route module composes them.',
            },
          ],
        },
      ],
    },
  },
]);
