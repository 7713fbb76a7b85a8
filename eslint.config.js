import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// react-i18next sits in every page's shell chunk, so one use of Trans anywhere would add its HTML
// parser (~2 KB gzip) to every page (the 150 KB budget, e2e/bundle-budget.spec.ts).
const SHELL_I18N_IMPORTS = {
  name: 'react-i18next',
  importNames: ['Trans', 'Translation', 'withTranslation'],
  message: "Compose t() strings and elements instead: these would enter every page's shell.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [SHELL_I18N_IMPORTS] }],
    },
  },
  {
    // One dialog primitive (components/ui/dialog.tsx) and one phone sheet (components/ui/sheet.tsx):
    // the rest of the web app does not build dialogs from Radix itself.
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/components/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            SHELL_I18N_IMPORTS,
            {
              name: 'radix-ui',
              importNames: ['Dialog', 'AlertDialog'],
              message: 'Use Dialog or ConfirmDialog from ~/components/ui/dialog, or Sheet from ~/components/ui/sheet.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.ts', '**/seed/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The browser's API files read answers through their contract schema (parseAnswer) or a type
    // guard, never a cast: the API client answers `unknown`, and `answer as SomeAnswer` would
    // trust the wire unchecked (docs/decisions/answer-parsing-in-the-browser.md).
    files: ['apps/web/app/**/api/**/*.{ts,tsx}', 'apps/web/app/lib/api-client.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression:not([typeAnnotation.typeName.name='const'])",
          message: 'Parse the answer with its contract schema (parseAnswer) or a type guard instead of a cast.',
        },
        {
          selector: 'TSTypeAssertion',
          message: 'Parse the answer with its contract schema (parseAnswer) or a type guard instead of a cast.',
        },
      ],
    },
  },
);
