// @ts-check
/**
 * Lint for the whole tree, run by `npm test` with `--max-warnings 0`. A rule is turned off
 * only next to a comment saying why; a line-level `eslint-disable` must carry its reason too.
 */
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-demo/',
      'host/vendor/',
      'host/public/build/',
      'host/storage/',
      '.test-results/',
      'test-results/',
      'playwright-report/',
      'demo/mockServiceWorker.js',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    // A rule is turned off only with its reason: `// eslint-disable-next-line rule -- why`.
    plugins: { 'eslint-comments': comments },
    rules: {
      'eslint-comments/require-description': 'error',
      'eslint-comments/no-unlimited-disable': 'error',
      'eslint-comments/disable-enable-pair': ['error', { allowWholeFile: false }],
    },
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
    },
  },
  {
    // Playwright's fixtures hand values on through a function named `use`, which the hooks
    // rules would take for React's `use`; these files hold no React code.
    files: ['test/browser/**', 'test/laravel/**', 'playwright*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Scripts and configs: JavaScript modules run by Node.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The benchmark's parts pass functions to `page.evaluate`: they run in the page.
    files: ['scripts/bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
