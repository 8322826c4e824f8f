// Lint: TypeScript strictness plus the import rules of ARCHITECTURE.md, enforced here not by memory.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const pattern = (group, message) => ({ group, message });

const serverImports = pattern(['**/server/**', '@/server/**'], 'App, features, ui, lib and sw never import server code.');
const appLayerImports = pattern(
  ['**/app/**', '**/features/**', '**/ui/**', '**/sw/**'],
  'The server never imports app, features, ui or sw.',
);
const featureImports = pattern(['**/app/**'], 'Features never import the app; the app composes features.');
// Features are flat folders, so "../name/…" from a feature file is always another feature.
const otherFeatureImports = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/',
  message: 'A feature never imports another feature: move the shared part to lib or contracts, or compose in app.',
};
const contractsImports = pattern(['../*', '../../*', '!./*'], 'contracts imports nothing of ours.');

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', '.data', 'media', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@mui/material', message: 'Import MUI components by path (@mui/material/Button).' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appLayerImports] }] },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@mui/material', message: 'Import MUI components by path.' }], patterns: [serverImports] },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@mui/material', message: 'Import MUI components by path.' }],
          patterns: [serverImports, featureImports, otherFeatureImports],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@mui/material', message: 'Import MUI components by path.' }],
          patterns: [serverImports, pattern(['**/features/**', '**/app/**'], 'ui and lib are shared: they import no feature or app code.')],
        },
      ],
    },
  },
  {
    files: ['src/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractsImports] }] },
  },
);
