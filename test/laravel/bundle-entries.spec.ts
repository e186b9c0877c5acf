import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../browser/fixtures';
import { HOST_DIR, HOST_URL } from './host';
import { logIn } from './session';

/**
 * The entries' tags as each Laravel prints them (host/resources/views/partials/bundle-entries.blade.php):
 * Laravel 9.19 and later through the real `@vite`, from the build's Vite-shaped manifest, with the
 * policy's nonce (`Vite::useCspNonce`); Laravel 8 through `mix()`, from mix-manifest.json. `npm
 * test` runs these journeys on both (Laravel 8.83 on this machine, 10.48 in a Debian trixie root).
 */

/** The Laravel that serves the journeys: the `php` on PATH is that leg's. */
function laravelVersion(): number[] {
  const { stdout } = spawnSync('php', ['artisan', '--version'], { cwd: HOST_DIR, encoding: 'utf8' });
  const version = /Laravel Framework (\d+)\.(\d+)/.exec(stdout);
  if (version === null) throw new Error(`no Laravel version in: ${stdout}`);
  return [Number(version[1]), Number(version[2])];
}

const [major = 0, minor = 0] = laravelVersion();
const VITE = major > 9 || (major === 9 && minor >= 19);

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const manifest = JSON.parse(readFileSync(path.join(HOST_DIR, 'public/build/widgets/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const mix = JSON.parse(readFileSync(path.join(HOST_DIR, 'public/build/widgets/mix-manifest.json'), 'utf8')) as Record<string, string>;

/** Where each Laravel's helper points at a built file: `@vite` by `asset()`, absolute; `mix()` from the site's root. */
const address = (file: string) => (VITE ? `${HOST_URL}/build/widgets/${file}` : `/build/widgets/${file}`);

for (const [where, page, entries] of [
  ['a public page', '/preguntas-frecuentes', ['public']],
  ['an admin form', '/admin/faq/edit', ['public', 'admin']],
  ['an admin form, the admin entry first', '/admin/faq/edit?entries=admin-first', ['admin', 'public']],
] as const) {
  test(`${where}: the entries' tags, in order, each script with the policy's nonce`, async ({ page: browser }) => {
    if (page.startsWith('/admin')) await logIn(browser, 'editora@example.com');
    const response = await browser.request.get(page);
    expect(response.status()).toBe(200);
    const nonce = /script-src 'nonce-([\w-]+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    const html = await response.text();
    const scripts = [...html.matchAll(/<script type="module" src="([^"]+)" nonce="([^"]+)"/g)].map(([, src, scriptNonce]) => ({ src, nonce: scriptNonce }));
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]*\/build\/widgets\/[^"]+)"/g)].map(([, href]) => href);

    if (VITE) {
      const chunks = entries.map((entry) => manifest[`src/entries/${entry}.ts`]);
      expect(scripts).toEqual(chunks.map((chunk) => ({ src: address(chunk?.file ?? '?'), nonce })));
      expect(stylesheets).toEqual(chunks.flatMap((chunk) => chunk?.css ?? []).map(address));
      // What `@vite` adds: the entries' own imports preloaded, with the nonce.
      for (const imported of chunks.flatMap((chunk) => chunk?.imports ?? [])) {
        expect(html).toContain(`<link rel="modulepreload" href="${address(manifest[imported]?.file ?? '?')}" nonce="${nonce}"`);
      }
    } else {
      expect(scripts).toEqual(entries.map((entry) => ({ src: `/build/widgets${mix[`/${entry}.js`] ?? '?'}`, nonce })));
      expect(stylesheets).toEqual(entries.map((entry) => `/build/widgets${mix[`/${entry}.css`] ?? '?'}`));
    }

    await browser.goto(page);
    for (const placeholder of await browser.locator('[data-widget-name]').all()) await expect(placeholder).toHaveAttribute('data-widget-state', 'mounted');
  });
}
