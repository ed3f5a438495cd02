import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's features: each is a folder of web/features. */
const features = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What may import what, checked on the resolved file whatever the import's path looks like (decisions 0029, 0032). */
const zones = [
  ...features.map((feature) => ({
    target: `./web/features/${feature}`,
    from: './web/features',
    except: [`./${feature}`],
    message:
      'Features never import each other: compose them in web/app/routes, share through web/lib or web/components.',
  })),
  {
    target: ['./web/lib', './web/components'],
    from: './web/features',
    message: 'web/lib and web/components serve every feature: they import none.',
  },
  {
    target: './web',
    from: './server',
    message: 'The web app never imports server code; share through contract/.',
  },
  {
    target: './contract',
    from: ['./server', './web'],
    message: 'contract/ is shared by server and web: it imports neither.',
  },
  {
    target: './server/domain',
    from: './server',
    except: ['./domain'],
    message: 'The domain is pure rules: no database, HTTP, mail or clock; give it values.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          // React calls whatever an effect returns as its cleanup: window.scrollTo now returns a promise in Chromium.
          selector:
            "CallExpression[callee.name=/^use(Layout)?Effect$/] > ArrowFunctionExpression[body.type!='BlockStatement']",
          message: 'Give effects a block body: an effect may only return its cleanup function.',
        },
      ],
    },
  },
  // Boundaries (see zones).
  {
    files: ['web/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Pages compose what features offer: their components and hooks, never their fetchers, query keys or helpers.
    // Tests of a page may reach further (to mock a feature's fetchers).
    files: ['web/app/**/*.{ts,tsx}'],
    ignores: ['web/app/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...zones,
            {
              target: './web/app',
              from: './web/features/**',
              // route-data.ts: what a route asks for along with its page's code (decision 0066).
              except: [
                '**/web/features/*/components/**',
                '**/web/features/*/hooks.ts',
                '**/web/features/*/use-*.ts',
                '**/web/features/*/route-data.ts',
              ],
              message:
                "The app takes from a feature only its components, hooks (components/, hooks.ts, use-*.ts) and what its routes ask for (route-data.ts): the feature's fetchers, query keys and helpers stay inside it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/domain/**/*.ts'],
    ignores: ['server/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // node:crypto stays allowed: ids and draws are random, and the draws take their randomness as a parameter.
              group: [
                'drizzle-orm',
                'drizzle-orm/*',
                'pg',
                'pg-boss',
                '@electric-sql/*',
                'hono',
                'hono/*',
                'better-auth',
                'better-auth/*',
                'nodemailer',
                'node:fs',
                'node:fs/*',
                'node:net',
                'node:http',
                'node:https',
                'node:child_process',
              ],
              message: 'The domain is pure rules: no database, HTTP, mail or files.',
            },
          ],
        },
      ],
    },
  },
);
