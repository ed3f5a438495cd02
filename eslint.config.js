import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports server code; share through contract/.' },
          ],
        },
      ],
    },
  },
  // Features never import each other: shared pieces live in web/lib, web/components or contract/.
  {
    files: ['web/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./[^.]', message: 'Features do not import each other.' },
            { group: ['**/server/**'], message: 'The web app never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/features/*/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./\\.\\./[^.]', message: 'Features do not import each other.' },
            { group: ['**/server/**'], message: 'The web app never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**', 'e2e/**', 'bench/**', 'scripts/**', 'locales/**', '*.ts', '*.js'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
