import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import moduleDependencies from './apps/api/module-dependencies.json' with { type: 'json' };
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers that paths decide: the two apps never import each other (what both need lives in
// packages/: @volunteerly/contracts, @volunteerly/site), and on the web lib and components never
// import features or app (ARCHITECTURE.md). A lint rule cannot resolve a path, so each folder depth
// gets the count of '../' that leaves its folder. Static imports and import() are both checked.
const folderDepths = [0, 1, 2, 3, 4, 5, 6, 7];

/** A specifier that climbs `levels` folders and then enters `folder`. */
function climbingInto(levels, folder) {
  return `^(\\.\\./){${levels}}${folder}(/|$)`;
}

/** The other app, from a file `depth` folders below its own app's folder. */
function otherApp(app, depth) {
  const other = app === 'api' ? 'web' : 'api';
  return {
    regex: `${climbingInto(depth + 1, other)}|${climbingInto(depth + 2, `apps/${other}`)}|^@volunteerly/${other}(/|$)`,
    message: `apps/${app} must not import apps/${other}; move what both need into a package (packages/site, packages/contracts).`,
  };
}

/** The web's features and app, from a file `depth` folders below apps/web/src. */
function webUpperLayers(depth) {
  return {
    regex: climbingInto(depth, '(features|app)'),
    message: 'lib and components must not import features or app; take what they need as arguments, or move it down.',
  };
}

/**
 * Forbids these specifiers in these files. The rules are ones the module and feature boundaries
 * (no-restricted-imports) do not set, so neither replaces the other's patterns.
 */
function restrictSpecifiers(files, restrictions) {
  return {
    files: [files],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: restrictions }],
      'no-restricted-syntax': [
        'error',
        ...restrictions.map(({ regex, message }) => ({
          // esquery's regular expressions cannot hold a slash, so it is written \x2F.
          selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
          message,
        })),
      ],
    },
  };
}

const codeFiles = '*.{ts,tsx,js,mjs}';
const importLayers = [
  ...['api', 'web'].flatMap((app) =>
    folderDepths.map((depth) =>
      restrictSpecifiers(`apps/${app}/${'*/'.repeat(depth)}${codeFiles}`, [otherApp(app, depth)]),
    ),
  ),
  // These replace the objects above for the same files, so they repeat the other-app rule.
  ...['lib', 'components'].flatMap((layer) =>
    folderDepths.map((depth) =>
      restrictSpecifiers(`apps/web/src/${layer}/${'*/'.repeat(depth)}${codeFiles}`, [
        otherApp('web', depth + 2),
        webUpperLayers(depth + 1),
      ]),
    ),
  ),
];

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
  ...importLayers,
  {
    files: ['scripts/**/*.mjs', 'apps/*/scripts/**/*.mjs', '**/*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
