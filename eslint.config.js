// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Globals for the plain-JS Node files (scripts/*.mjs, this file). TS files rely on tsc instead. */
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'queueMicrotask',
    'structuredClone',
    'AbortController',
    'TextEncoder',
    'TextDecoder',
    'fetch',
    'performance',
    'globalThis',
  ].map((name) => [name, 'readonly']),
);

/** Globals for the plain-JS browser files in public/: the service worker and the embed demo. */
const browserGlobals = Object.fromEntries(
  [
    'self',
    'window',
    'document',
    'location',
    'navigator',
    'console',
    'caches',
    'clients',
    'fetch',
    'Request',
    'Response',
    'URL',
    'URLSearchParams',
    'TextEncoder',
    'btoa',
    'setTimeout',
    'clearTimeout',
    'Promise',
    'HTMLIFrameElement',
    'HTMLTextAreaElement',
  ].map((name) => [name, 'readonly']),
);

/**
 * Code the app's Content-Security-Policy would block, or that would defeat it: no string
 * evaluation, no HTML injection (index.html allows scripts and styles from files only).
 */
const CSP_RULES = {
  'no-eval': 'error',
  'no-implied-eval': 'error',
  'no-new-func': 'error',
  'no-restricted-syntax': [
    'error',
    { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'No dangerouslySetInnerHTML: render elements instead.' },
    {
      selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]',
      message: 'No HTML from strings: build elements (textContent for text).',
    },
    { selector: "CallExpression[callee.property.name='insertAdjacentHTML']", message: 'No HTML from strings: build elements (textContent for text).' },
    { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: 'No document.write: build elements.' },
    {
      selector: "CallExpression[callee.property.name='setAttribute'][arguments.0.value='style']",
      message: "No style attribute (blocked by style-src 'self'): set element.style properties, or use a class.",
    },
  ],
};

/** UI-side libraries the engine and catalog must stay free of (including subpaths). */
const UI_LIBRARIES = ['react', 'react-dom', 'zustand', 'recharts', 'i18next', 'react-i18next'];

export default defineConfig(
  {
    ignores: ['dist/**', 'bench/probe/dist/**', 'dist-lib/**', 'node_modules/**', 'coverage/**', 'test-results/**', '**/*.tmp.*', '.tmp/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    ignores: ['public/**'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: browserGlobals },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'public/**/*.js'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: CSP_RULES,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    // Module size (STYLE.md: about 150 lines is comfortable, 300 a smell), counting code only.
    // Tests may be longer: a table of cases reads best in one file. The i18n resources are
    // data (one file of words per language and area), not code; so is the catalog (cited
    // figures, one file per product).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/ui/i18n/en/**', 'src/ui/i18n/ja/**', 'src/catalog/**'],
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
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
              regex: '(^|/)engine/(?!((index|validation(/index)?|fio/index)(\\.[cm]?[jt]sx?)?)?$)',
              message:
                "Import the engine through its index ('…/engine'), not its internal modules (two lazily loaded parts have their own entries: engine/validation for the model check, engine/fio/index for fio bundles).",
            },
          ],
        },
      ],
    },
  },
  {
    // The store sits between the engine and the UI: it imports no UI module (the data flows
    // catalog → engine → store → UI), and the engine only through its index.
    files: ['src/store/**'],
    ignores: ['src/store/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)engine/(?!((index|validation(/index)?|fio/index)(\\.[cm]?[jt]sx?)?)?$)',
              message:
                "Import the engine through its index ('…/engine'), not its internal modules (or the lazily loaded engine/validation and engine/fio/index).",
            },
            {
              regex: '(^|/)ui(/|$)',
              message: 'The store must not import from the UI: data flows catalog → engine → store → UI.',
            },
            {
              regex: '^(react-dom|recharts|i18next|react-i18next)(/.*)?$',
              message: 'The store must not depend on UI libraries (zustand and its React hooks are its own).',
            },
          ],
        },
      ],
    },
  },
);
