import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import moduleDependencies from './apps/api/module-dependencies.json' with { type: 'json' };
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    // Type-aware rules: the project service gives each file the types of its own tsconfig.
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'packages/*/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    // A source file past 300 lines is doing two things; tests read as one specification each and may run longer.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // File and folder names in kebab-case, as every file is named today.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Features never import each other (ARCHITECTURE.md); shared parts move down to lib or components.
  ...[
    ['apps/web/src/features/*/*.{ts,tsx}', '^\\.\\./(?!\\.\\./)'],
    ['apps/web/src/features/*/*/*.{ts,tsx}', '^\\.\\./\\.\\./(?!\\.\\./)'],
    ['apps/web/src/features/*/*/*/*.{ts,tsx}', '^\\.\\./\\.\\./\\.\\./(?!\\.\\./)'],
  ].map(([files, regex]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex, message: 'A feature must not import another feature; move the shared part to lib or components.' },
          ],
        },
      ],
    },
  })),
  {
    // The platform layer never reaches up into feature modules.
    files: ['apps/api/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'platform must not import modules.' }] },
      ],
    },
  },
  // API modules import only the modules below them (apps/api/module-dependencies.json, ARCHITECTURE.md),
  // and routes stay thin: they reach data through their module's service, never a repository or a transaction,
  // and they notify nobody themselves: they give the service a notify context (decision 045).
  ...Object.entries(moduleDependencies)
    .filter(([module]) => !module.startsWith('$'))
    .flatMap(([module, allowed]) => {
      const forbidden = Object.keys(moduleDependencies).filter(
        (other) => !other.startsWith('$') && other !== module && !allowed.includes(other),
      );
      const boundary = {
        regex: `^(\\.\\./)+(${forbidden.join('|')})/(?!.*\\.schema\\.ts$)`,
        message: `The ${module} module may import only ${allowed.join(', ') || 'no other module'} (apps/api/module-dependencies.json); invert the call with an event or a port, or move the code.`,
      };
      const thinRoute = {
        regex: '(\\.repository\\.ts|/platform/database/tenant-scope\\.ts|/notifications/notify\\.ts)$',
        message:
          'A route calls its module’s service, giving it notifyContextOf(request); repositories, transactions and notify live below it.',
      };
      const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
      return [
        { files: [`apps/api/src/modules/${module}/**/*.ts`], ignores: ['**/*.test.ts'], rules: restrict([boundary]) },
        { files: [`apps/api/src/modules/${module}/routes/*.ts`], rules: restrict([boundary, thinRoute]) },
      ];
    }),
  {
    files: ['scripts/**/*.mjs', 'apps/*/scripts/**/*.mjs', '**/*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
