import { defineConfig } from '@playwright/test';
import { DATABASE, HOST_PORT, HOST_URL } from './test/laravel/host';
import { journeyConfig } from './test/laravel/journey-config';

/**
 * The journeys against the real Laravel host (host/, PHP from Debian's packages), in
 * Chromium. The web server prepares a fresh SQLite database each run. `npm test` runs
 * them after the demo's browser tests; alone: `node build.mjs && npx playwright test -c
 * playwright.laravel.config.ts`.
 */
export default defineConfig({
  // JOURNEY_RESULTS names the results' files: `npm test` runs these journeys once per Laravel leg.
  ...journeyConfig(process.env.JOURNEY_RESULTS ?? 'laravel', HOST_URL),
  testMatch: '**/*.spec.ts',
  // The two-server journeys need the production mode (playwright.production.config.ts).
  testIgnore: 'production/**',
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
