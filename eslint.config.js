// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Globals for the plain-JS Node files (scripts/*.mjs, this file). TS files rely on tsc instead. */
const nodeGlobals = Object.fromEntries(
  [
    'process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'setTimeout', 'clearTimeout',
    'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'structuredClone',
    'AbortController', 'TextEncoder', 'TextDecoder', 'fetch', 'performance', 'globalThis',
  ].map((name) => [name, 'readonly']),
);

/** UI-side libraries the engine and catalog must stay free of (including subpaths). */
const UI_LIBRARIES = ['react', 'react-dom', 'zustand', 'recharts', 'i18next', 'react-i18next'];

export default defineConfig(
  {
    ignores: ['dist/**', 'dist-lib/**', 'node_modules/**', 'coverage/**', 'test-results/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // React hook rules wherever hooks can live.
    files: ['**/*.tsx', 'src/ui/**/*.ts', 'src/store/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Layer boundary: the engine and the catalog are pure TypeScript. No React, no state
    // library, no charts, no i18n, and nothing from the store or the UI.
    files: ['src/engine/**', 'src/catalog/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(${UI_LIBRARIES.join('|')})(/.*)?$`,
              message: 'The engine and catalog must not depend on UI libraries (react, zustand, recharts, i18next…).',
            },
            {
              regex: '(^|/)(store|ui)(/|$)',
              message: 'The engine and catalog must not import from the store or the UI.',
            },
          ],
        },
      ],
    },
  },
  {
    // Layer boundary: the UI sees the engine only through its public index
    // (`../engine`, `../../engine/index`, `../engine/index.ts` are fine; `../engine/units` is not).
    files: ['src/ui/**', 'src/store/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)engine/(?!(index(\\.[cm]?[jt]sx?)?)?$)',
              message: "Import the engine through its index ('…/engine'), not its internal modules.",
            },
          ],
        },
      ],
    },
  },
);
