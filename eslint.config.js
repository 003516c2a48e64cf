// Flat config: ESLint's recommended rules, typescript-eslint's recommended (syntactic, not
// type-checked — `npm run typecheck` already runs tsc) and the React Hooks rules for app code.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
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
]);
