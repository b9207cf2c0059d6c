// One lint configuration for every workspace. Besides style and correctness it enforces
// the architecture: imports flow shared → features → app, features never import each
// other, and no app imports another app's source (they meet through federated modules,
// the @alu/common library and the API).
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { federatedApps } from './tooling/workspaces/federatedApps.ts';

const FRONTEND_APPS = federatedApps(import.meta.dirname).map((app) => app.workspace);
const ALL_APPS = [...FRONTEND_APPS, 'api', 'site-server', 'e2e'];

function featureFolders(app) {
  const dir = path.join(app, 'src', 'features');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function apiComponents() {
  return readdirSync(path.join('api', 'src', 'components'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

// The API: platform ← components ← composition root (app/, server.ts). A component reaches
// another only through what that one's index.ts exports. Tests are not held to it: they build
// the whole API and read any component's collections. The development tools (api/dev) are
// outside: the production code reaches them only through platform/development, at run time.
const apiProductionCode = (folder) => `./api/src/${folder}**/!(*.test).ts`;
const apiZones = [
  {
    target: apiProductionCode('platform/'),
    from: ['./api/src/components', './api/src/app', './api/src/server.ts'],
    message: 'The platform serves every component and imports none, nor the composition root.',
  },
  {
    target: apiProductionCode('config/'),
    from: ['./api/src/components', './api/src/app', './api/src/server.ts'],
    message:
      'The settings are read below the components: they import none, nor the composition root.',
  },
  {
    target: apiProductionCode('components/'),
    from: ['./api/src/app', './api/src/server.ts'],
    message: 'Components are composed by app/; they do not import it.',
  },
  ...apiComponents().map((component, _, all) => ({
    target: apiProductionCode(`components/${component}/`),
    from: './api/src/components',
    except: [
      `./${component}`,
      ...all.filter((other) => other !== component).map((other) => `./${other}/index.ts`),
    ],
    message: 'Another component is reached through its index.ts only (what it offers others).',
  })),
  {
    target: apiProductionCode(''),
    from: './api/dev',
    message:
      'Production code reaches the development tools through platform/development only (loaded at run time, never built in).',
  },
];

const zones = [
  ...apiZones,
  // No app imports another app's source.
  ...ALL_APPS.flatMap((app) =>
    ALL_APPS.filter((other) => other !== app).map((other) => ({
      target: `./${app}`,
      from: `./${other}`,
      message: 'Apps meet only through federated modules, @alu/common and the API.',
    })),
  ),
  // The shared libraries depend on no app.
  ...ALL_APPS.flatMap((app) => [
    {
      target: './common',
      from: `./${app}`,
      message: '@alu/common must not depend on an app.',
    },
    {
      target: './server-kit',
      from: `./${app}`,
      message: '@alu/server-kit must not depend on an app.',
    },
  ]),
  // Inside the library: contracts ← federation/SSR glue ← UI kit.
  {
    target: './common/src/contracts',
    from: ['./common/src/federation', './common/src/ui', './common/src/testing'],
    message: 'Contracts are wire types and validation: no React, no glue, no UI.',
  },
  {
    target: './common/src/federation',
    from: './common/src/ui',
    message: 'The federation and server-rendering glue must not depend on the UI kit.',
  },
  ...FRONTEND_APPS.flatMap((app) => [
    // shared → features → app: lower layers never import upper ones.
    {
      target: `./${app}/src/shared`,
      from: [`./${app}/src/features`, `./${app}/src/app`, `./${app}/src/exposes`],
      message: 'Shared code must not depend on features or the app layer.',
    },
    {
      target: `./${app}/src/features`,
      from: [`./${app}/src/app`, `./${app}/src/exposes`, `./${app}/src/bootstrap.tsx`],
      message: 'Features must not depend on the app layer.',
    },
    // Features are independent of each other.
    ...featureFolders(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'Features must not import other features; move shared code to src/shared.',
    })),
  ]),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      '.cache/**',
      'releases/**',
      '.production/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      // The plugin parses imported TypeScript files itself (no-cycle follows them).
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': {
        typescript: { project: ['./*/tsconfig.json'], noWarnOnMultipleProjects: true },
        node: true,
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  {
    // The API runs the contracts compiled on their own: no browser-only packages.
    files: ['common/src/contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'react/*', 'zustand', 'dompurify', '@emailjs/*'] },
      ],
    },
  },
  {
    // draft-js (archived by its authors) stays behind the admin's one editor interface, so
    // replacing it touches mfe-admin/src/shared/rich-text alone (see its index.ts).
    files: ['mfe-admin/src/**'],
    ignores: ['mfe-admin/src/shared/rich-text/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['draft-js', 'draft-js/*', 'draft-convert', '**/rich-text/*'],
              message: 'Use the editor interface of shared/rich-text (its index) instead.',
            },
          ],
        },
      ],
    },
  },
  // The Node services install with `npm ci --omit=dev -w <workspace>`: every package their
  // running code imports must be a dependency of their own workspace (types excepted).
  ...['api', 'site-server', 'server-kit'].map((workspace) => ({
    files: [`${workspace}/src/**/*.ts`],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      'import/no-extraneous-dependencies': [
        'error',
        {
          packageDir: [path.resolve(import.meta.dirname, workspace)],
          devDependencies: false,
          optionalDependencies: false,
          peerDependencies: false,
          includeTypes: false,
        },
      ],
    },
  })),
  {
    // A function longer than a screenful hides its steps: name them. Tests (whose describe
    // blocks hold many cases) and the remote scaffold's file templates are data more than code.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'scripts/new-remote/templates.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
