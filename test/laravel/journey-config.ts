import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../playwright.config';

/**
 * What the journeys' two configurations share (playwright.laravel.config.ts, the development
 * mode; playwright.production.config.ts): everything but the server, its address and the
 * results' files. Imports nothing that reads the mode (host.ts), which the production
 * configuration sets first.
 */
export function journeyConfig(name: string, baseURL: string): PlaywrightTestConfig {
  return {
    testDir: 'test/laravel',
    // Journeys go through many pages, on a machine that may be busy.
    timeout: 90_000,
    expect: { timeout: 10_000 },
    forbidOnly: true,
    retries: 0,
    // Tests that change the same rows say so (`mode: 'serial'`); the others run side by side.
    fullyParallel: true,
    workers: 2,
    reporter: [['list'], ['json', { outputFile: `.test-results/${name}.json` }]],
    outputDir: `.test-results/${name}-artifacts`,
    use: { baseURL, browserName: 'chromium', locale: 'es-AR', trace: 'retain-on-failure', launchOptions: CHROMIUM_LAUNCH },
  };
}
