import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';

const featuresOf = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => fs.statSync(`${dir}/${f}`).isDirectory()) : []);

// docs/decisions/001-stack-and-layout.md: a web feature never imports another feature; app/ composes them.
const webFeatureBoundaries = featuresOf('apps/web/src/features').map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: [`**/features/!(${feature})/**`], message: 'A feature may not import another feature: compose them in app/.' },
          { group: ['**/app/**'], message: 'Imports flow shared → features → app, never back.' },
        ],
      },
    ],
  },
}));

// docs/decisions/001-stack-and-layout.md: queries live in `*.repository.ts` only (and in the database's own
// code: db/, the seed, test helpers). Services, routes and presenters reach the database through them;
// type-only imports of row shapes are allowed.
const apiQueriesInRepositories = {
  files: ['apps/api/src/**/*.ts'],
  ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/db/**', 'apps/api/src/seed/**', 'apps/api/src/test/**', 'apps/api/src/**/*.test.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/**'], allowTypeImports: true, message: 'Queries belong in a *.repository.ts (docs/decisions/001-stack-and-layout.md).' },
        ],
        paths: [
          { name: '../../db/client.ts', importNames: ['queryRows'], message: 'Queries belong in a *.repository.ts (docs/decisions/001-stack-and-layout.md).' },
          { name: '../db/client.ts', importNames: ['queryRows'], message: 'Queries belong in a *.repository.ts (docs/decisions/001-stack-and-layout.md).' },
          { name: './db/client.ts', importNames: ['queryRows'], message: 'Queries belong in a *.repository.ts (docs/decisions/001-stack-and-layout.md).' },
        ],
      },
    ],
  },
};

// docs/decisions/001-stack-and-layout.md: an API feature reaches another only through its *.service.ts,
// the feature's published surface (rules, and what it lends others: a presenter, a row type, an SQL rule).
const apiFeatureBoundaries = featuresOf('apps/api/src/features').map((feature) => ({
  files: [`apps/api/src/features/${feature}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^\\.\\./(?!${feature}/)[^./][^/]*/(?![^/]*\\.service\\.ts$)`,
            message: 'A feature imports another feature only through its *.service.ts (docs/decisions/001-stack-and-layout.md).',
          },
        ],
      },
    ],
  },
}));

const everywhereSyntax = [
  { selector: 'ExportDefaultDeclaration', message: 'Named exports only (docs/decisions/001-stack-and-layout.md).' },
  { selector: "CallExpression[callee.property.name='only'][callee.object.name=/^(it|test|describe)$/]", message: 'Remove .only before committing.' },
];

// The web's calls take their answer types from the contract's route table (callApi('products.detail', …),
// contract/route-schemas.ts), never from a type picked at the call (docs/contributing.md).
const webCallSyntax = [
  {
    selector: "CallExpression[typeArguments][callee.type='MemberExpression'][callee.object.name=/^(apiClient|api)$/]",
    message: "An API call's answer type comes from the route table: callApi('group.route', …), no hand-written generic.",
  },
  {
    selector: "CallExpression[typeArguments][callee.name=/^(callApi|apiRequest)$/]",
    message: "An API call's answer type comes from the route table: callApi('group.route', …), no hand-written generic.",
  },
  {
    selector: "TSAsExpression[expression.type='CallExpression'][expression.callee.name='apiRequest']",
    message: "Call the route by name (callApi), whose answer type is the route's, instead of casting apiRequest's answer.",
  },
  {
    selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy']",
    message: 'Lazy parts go through lazyWithPreload (lib/lazy-with-preload.ts): the page then knows when it is whole, and a language switch waits for it.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/dist-bench/**', 'data/**', 'test-results/**', 'bench/.lighthouse/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ...everywhereSyntax],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Plain JavaScript that Node runs without a build step (npm start on a production install).
    files: ['scripts/**/*.js'],
    languageOptions: { globals: { process: 'readonly', URL: 'readonly', console: 'readonly' } },
  },
  {
    // The service worker, copied into the build as it is: plain JavaScript in the worker's scope.
    files: ['apps/web/build/service-worker.js'],
    languageOptions: { globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', URL: 'readonly', Response: 'readonly', Headers: 'readonly', Intl: 'readonly' } },
  },
  {
    // Frameworks that want a default export: configuration files and the global test setup.
    files: ['*.config.{ts,js}', '**/*.config.{ts,js}', '**/global-setup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': ['error', ...everywhereSyntax, ...webCallSyntax],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/apps/**', '@solar/api*', '@solar/web*', 'react*', 'fastify*', 'drizzle*'], message: 'The shared package depends on zod and libphonenumber-js only.' }] }],
    },
  },
  ...webFeatureBoundaries,
  ...apiFeatureBoundaries,
  apiQueriesInRepositories,
);
