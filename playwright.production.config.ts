import { defineConfig } from '@playwright/test';
import { journeyConfig } from './test/laravel/journey-config';

// Read by test/laravel/host.ts in every worker, which loads this file before the tests (so
// nothing this file imports may import host.ts: its ports would be the development mode's).
process.env.JOURNEY_MODE = 'production';
const PORT = Number(process.env.TEST_PORT_BASE ?? 4173) + 4;
const URL = `http://127.0.0.1:${PORT}`;

/**
 * The journeys against the worked host as production runs it (scripts/laravel/production.mjs:
 * nginx, two PHP-FPM app servers, MariaDB, Redis; docs/laravel-host.md, "Production"): the
 * journeys of PRODUCTION_JOURNEYS, and those of test/laravel/production/, which only it runs
 * (two app servers; the login's limits on MariaDB and Redis).
 * `npm test` runs them after the development mode's; alone: `node build.mjs && npx playwright
 * test -c playwright.production.config.ts`.
 */
export const PRODUCTION_JOURNEYS = [
  'pages',
  'login',
  'throttle',
  'sessions',
  'roles',
  'catalogue',
  'directory-pages',
  'listing-urls',
  'post-grid',
  'recipe-page',
  'protected-posts',
  'link-previews',
  'sharing',
  'product-recipes',
  'content-forms',
  'drafts',
  'recipe-form',
  'uploads',
  'merge',
  'revisions',
  'presence',
  'stored-html',
  'csp',
];

export default defineConfig({
  ...journeyConfig('production', URL),
  testMatch: [...PRODUCTION_JOURNEYS.map((name) => `${name}.spec.ts`), 'production/*.spec.ts'],
  webServer: {
    command: 'node scripts/laravel/production.mjs',
    env: { PORT: String(PORT) },
    url: `${URL}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    timeout: 120_000,
    // The script stops nginx, PHP-FPM, Redis and MariaDB on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
