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
 * (two app servers; the login's limits on MariaDB and Redis; the faults), then the restore drill
 * (docs/laravel-host.md, "Backups"). `npm test` runs them after the development mode's; alone:
 * `node build.mjs && npx playwright test -c playwright.production.config.ts`.
 */
export const PRODUCTION_JOURNEYS = [
  'pages',
  'login',
  'throttle',
  'sessions',
  'roles',
  'catalogue',
  'directory-pages',
  'opening-hours',
  'point-of-sale',
  'listing-urls',
  'post-grid',
  'recipe-page',
  'protected-posts',
  'link-previews',
  'sharing',
  'demand',
  'product-recipes',
  'where-to-buy',
  'kitchen',
  'shopping-list',
  'content-forms',
  'drafts',
  'recipe-form',
  'uploads',
  'merge',
  'revisions',
  'presence',
  'stored-html',
  'csp',
  'offline',
];

/**
 * Journeys that stop or slow what every other one needs (an app server, Redis, MariaDB, the
 * uploads' disk): run after all the others, one at a time.
 */
const FAULTS = 'production/faults.spec.ts';
/** The restore drill: a backup while an editor saves, the site wiped, restored and compared. */
const BACKUP_DRILL = 'production/backup-restore.spec.ts';

export default defineConfig({
  ...journeyConfig('production', URL),
  projects: [
    {
      name: 'journeys',
      testMatch: [...PRODUCTION_JOURNEYS.map((name) => `${name}.spec.ts`), 'production/*.spec.ts'],
      testIgnore: [FAULTS, BACKUP_DRILL],
      // The restore drill drops every table and the uploads: it runs once these and the faults
      // are all done, whatever their outcome (a project's teardown runs after every project that
      // depends on it), and after any one of them run alone (`--no-deps` leaves it out). Named
      // alone, it runs alone.
      teardown: 'backup drill',
    },
    { name: 'faults', testMatch: FAULTS, dependencies: ['journeys'], fullyParallel: false, workers: 1 },
    // Its tests one after the other, in one worker (--repeat-each too).
    { name: 'backup drill', testMatch: BACKUP_DRILL, fullyParallel: false, workers: 1 },
  ],
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
