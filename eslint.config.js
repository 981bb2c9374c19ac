import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'e2e/artifacts/**'] },
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
      'no-console': 'off',
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
  {
    // packages/shared is universal: no Node built-ins (STYLE.md "path tells where code may run").
    files: ['packages/shared/**/*.ts', 'packages/planner/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'crypto', 'os'] }],
    },
  },
  {
    // Tests must not be skipped or focused and left behind (QUALITY.md).
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'skip' },
        { object: 'it', property: 'only' },
        { object: 'it', property: 'todo' },
        { object: 'describe', property: 'skip' },
        { object: 'describe', property: 'only' },
        { object: 'test', property: 'skip' },
        { object: 'test', property: 'only' },
      ],
    },
  },
);
