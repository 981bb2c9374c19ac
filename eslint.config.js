import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const TEST_FILES = ['**/*.test.ts', '**/*.test-support.ts'];
const PLATFORM_BELOW_MODULES =
  'platform/ and db/ never import a module: modules build on the platform, not the other way round.';
const SERVICE_NOT_REPOSITORY =
  "Another module's repository: call that module's service (add a function there if needed).";
/** A path from a module's folder into a sibling folder, ending at a repository file. */
const INTO_REPOSITORY = '[^./][^/]*/([^/]+/)*[^/]+\\.repository$';
/** A path that names a module's folder (modules/<name>/…) and ends at its repository. */
const NAMED_MODULE = {
  regex: `(^|/)modules/${INTO_REPOSITORY}`,
  message: SERVICE_NOT_REPOSITORY,
};

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
  // Module boundaries (ARCHITECTURE "Module boundaries", docs/decisions "Module boundaries
  // (issue 13)"): platform ← modules, and a module reaches another through its service.
  // Tests and test-support are exempt: they build the whole app and arrange or probe any
  // layer directly. Import cycles are checked by scripts/import-cycles.ts (npm run check).
  {
    files: ['apps/server/src/platform/**/*.ts', 'apps/server/src/db/**/*.ts'],
    // the demo seed builds a world through every module's factories: a composition root
    // like app.ts, still under db/ (to move out of it)
    ignores: [...TEST_FILES, 'apps/server/src/db/seed/demo*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules(/|$)', message: PLATFORM_BELOW_MODULES }] },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^\\.\\./${INTO_REPOSITORY}`, message: SERVICE_NOT_REPOSITORY },
            NAMED_MODULE,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/*/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^\\.\\./\\.\\./${INTO_REPOSITORY}`, message: SERVICE_NOT_REPOSITORY },
            NAMED_MODULE,
          ],
        },
      ],
    },
  },
  {
    // thin routes: a route calls its service, never SQL (STYLE "Thin HTTP")
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.repository$',
              message: 'A route calls a service; only services use repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    // Operations once (issue 13): the web reaches the API only through call/downloadFile/
    // uploadFile on a shared descriptor (api/call.ts); no other file sends a request by path.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api/http$',
              importNames: ['request', 'download'],
              message:
                'Call an operation descriptor with call/downloadFile/uploadFile (api/call.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Web test files share their workers' module cache (vitest.config.ts, isolate: false): no
    // module of the web may export mutable state a file could leave behind for the next one.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExportNamedDeclaration > VariableDeclaration[kind='let']",
          message: 'Export a const (or a function); web test files share modules.',
        },
      ],
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
