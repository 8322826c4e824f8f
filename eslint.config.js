// Lint: TypeScript strictness plus the import rules of ARCHITECTURE.md, enforced here not by memory.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './scripts/lint-boundaries.js';

const pattern = (group, message) => ({ group, message });

// Relative imports only: packages such as @emotion/server are not our server.
const serverImports = { regex: '^(\\.{1,2}/)+(.*/)?server/', message: 'App, features, ui, lib and sw never import server code.' };
const appLayerImports = pattern(
  ['**/app/**', '**/features/**', '**/ui/**', '**/sw/**'],
  'The server never imports app, features, ui or sw.',
);
// jotai goes through the shared core's one store (src/lib/core/store.ts), never a second one.
const jotaiImports = {
  name: 'jotai',
  message: 'Use atoms and hooks from lib/core (the one store), not jotai directly.',
};
const jotaiSubpaths = pattern(['jotai/*'], 'Use atoms and hooks from lib/core (the one store), not jotai directly.');
const muiBarrel = { name: '@mui/material', message: 'Import MUI components by path (@mui/material/Button).' };
const contractsImports = pattern(['../*', '../../*', '!./*'], 'contracts imports nothing of ours.');

export default tseslint.config(
  { ignores: ['dist', '.cache', 'reports', 'node_modules', 'coverage', '.data', 'media', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: [muiBarrel, jotaiImports], patterns: [jotaiSubpaths] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, architecture: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'architecture/feature-boundaries': 'error',
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [jotaiImports], patterns: [appLayerImports, jotaiSubpaths] }] },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [muiBarrel, jotaiImports], patterns: [serverImports, jotaiSubpaths] }],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [muiBarrel, jotaiImports], patterns: [serverImports, jotaiSubpaths] }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [muiBarrel, jotaiImports],
          patterns: [
            serverImports,
            jotaiSubpaths,
            pattern(['**/features/**', '**/app/**'], 'ui and lib are shared: they import no feature or app code.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractsImports] }] },
  },
  {
    // Production code paths never depend on demo data: only start-up (app.ts, jobs) seeds.
    files: ['src/server/services/**/*.ts', 'src/server/routes/**/*.ts', 'src/server/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [jotaiImports],
          patterns: [
            appLayerImports,
            jotaiSubpaths,
            pattern(['**/db/seed/**'], 'Services, routes and plugins never import demo seed code.'),
          ],
        },
      ],
    },
  },
  {
    // Playwright's waitForFunction settles on an async condition's first promise, true or not.
    files: ['tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForFunction'] > :function[async=true]",
          message: 'waitForFunction does not retry an async condition: use untilInPage (tests/e2e/test.ts).',
        },
      ],
    },
  },
  {
    // The one module allowed to import jotai: the core's store.
    files: ['src/lib/core/store.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [muiBarrel], patterns: [serverImports, pattern(['**/features/**', '**/app/**'], 'lib imports no feature or app code.')] },
      ],
    },
  },
);
