import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { test as plain } from '@playwright/test';
import { expect, test } from '../browser/fixtures';
import { HOST_DIR } from './host';

/**
 * The policy's reports reach the worked host's log of them, against the running server (CSRF on,
 * its own log files): Chromium's own report of a violation on a page (over plain HTTP,
 * `report-uri`: the Reporting API is for HTTPS, see csp-report-endpoint.test.ts), and a report
 * posted as a browser posts it, without cookie or CSRF token.
 */
const LOGS = path.join(HOST_DIR, 'storage', 'logs');

/** The `csp-reports` channel's files (one a day: a run may cross midnight), together. */
function logged(): string {
  try {
    return readdirSync(LOGS)
      .filter((name) => /^csp-reports-\d{4}-\d{2}-\d{2}\.log$/.test(name))
      .map((name) => readFileSync(path.join(LOGS, name), 'utf8'))
      .join('');
  } catch {
    return '';
  }
}

test('a report posted with no cookie and no CSRF token: 204, no session started, and its line in the log', async ({ playwright, baseURL }) => {
  const marker = randomUUID();
  const request = await playwright.request.newContext({ baseURL });
  const answer = await request.post('/csp-report', {
    headers: { 'Content-Type': 'application/csp-report' },
    data: JSON.stringify({
      'csp-report': { 'document-uri': `http://127.0.0.1/${marker}`, 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://malo.example/x.js' },
    }),
  });
  expect(answer.status()).toBe(204);
  expect(answer.headers()['set-cookie']).toBeUndefined();
  expect(logged()).toContain(`CSP violation: script-src-elem blocked https://malo.example/x.js on http://127.0.0.1/${marker}`);
  await request.dispose();
});

// Without the fixtures' check, which fails a test on any violation: this one breaks the policy on purpose.
plain('a violation in the browser: Chromium reports it, and the host logs the directive, what was blocked and the page', async ({ page }) => {
  const marker = randomUUID();
  await page.goto('/productos');
  // An image over plain HTTP from another origin: outside `img-src`.
  await page.evaluate((source) => {
    const image = document.createElement('img');
    image.src = source;
    image.alt = '';
    document.body.append(image);
  }, `http://127.0.0.2/${marker}.png`);
  await expect
    .poll(logged, { timeout: 15_000 })
    .toContain(`CSP violation: img-src blocked http://127.0.0.2/${marker}.png on ${new URL('/productos', page.url()).href}`);
});
