import { defineConfig } from '@playwright/test';

/**
 * Browser tests: Playwright driving Debian's Chromium (`apt-get install chromium`)
 * against the built demo, served by the demo server as a host page would be.
 * `npm test` builds first; run `node build.mjs --demo` before `npx playwright test`.
 */
// TEST_PORT_BASE lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.TEST_PORT_BASE ?? 4173);
const CDN_PORT = PORT + 1;
const CDN_ASSETS_PORT = PORT + 2;

/** Debian's Chromium; this machine has no network beyond localhost, so keep Chromium from trying. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'test/browser',
  // A test is a journey: several pages or states, each awaited and most checked by axe. On a quiet
  // 2-core machine the longest take 13–22 s, and two workers on a busy one stretch them past
  // 30 s (listing-urls and the videos grid's visitor states did, in a full run). The budget is
  // sized to the journeys; a single wait still fails at the expect timeout.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '.test-results/browser.json' }]],
  outputDir: '.test-results/browser-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    locale: 'es-AR',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: [
    {
      command: 'node scripts/demo/server.mjs',
      env: { PORT: String(PORT) },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // The same demo with the bundle on another origin, as from a CDN.
      command: 'node scripts/demo/server.mjs',
      env: { PORT: String(CDN_PORT), ASSETS_PORT: String(CDN_ASSETS_PORT) },
      url: `http://127.0.0.1:${CDN_PORT}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});

export const CDN_DEMO_URL = `http://127.0.0.1:${CDN_PORT}`;
