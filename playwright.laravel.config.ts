import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './playwright.config';
import { DATABASE, HOST_PORT, HOST_URL } from './test/laravel/host';

/**
 * The journeys against the real Laravel host (host/, PHP from Debian's packages), in
 * Chromium. The web server prepares a fresh SQLite database each run. `npm test` runs
 * them after the demo's browser tests; alone: `node build.mjs && npx playwright test -c
 * playwright.laravel.config.ts`.
 */
export default defineConfig({
  testDir: 'test/laravel',
  testMatch: '**/*.spec.ts',
  // The two-server journeys need the production mode (playwright.production.config.ts).
  testIgnore: 'production/**',
  // Journeys go through many pages, on a machine that may be busy.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  retries: 0,
  // Tests that change the same rows say so (`mode: 'serial'`); the others run side by side.
  fullyParallel: true,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '.test-results/laravel.json' }]],
  outputDir: '.test-results/laravel-artifacts',
  use: {
    baseURL: HOST_URL,
    browserName: 'chromium',
    locale: 'es-AR',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: 'node scripts/laravel/server.mjs',
    env: { PORT: String(HOST_PORT), DB_DATABASE: DATABASE },
    url: `${HOST_URL}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    timeout: 60_000,
    // The script stops PHP's server and its workers on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
