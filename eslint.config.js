import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**'] },
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
    // packages/shared is universal: no Node built-ins (STYLE.md "path tells where code may run").
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'crypto', 'os'] }],
    },
  },
  {
    // Tests must not be skipped or focused and left behind (QUALITY.md).
    files: ['**/*.test.ts'],
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
