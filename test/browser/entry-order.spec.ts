import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * An admin page loads two entries, as `@vite([...public, ...admin])` or two `mix()` tags
 * print them. Whichever runs first must not fail the other's placeholders: the admin
 * entry's response is held back on purpose, the entries come in either order, or the admin
 * entry is added by a script after the page has loaded — every editor mounts, every time.
 */
const LOADS = 50;
const HOLD_MS = 300;
const ADMIN_ENTRY = /\/build\/widgets\/admin-[a-z0-9]+\.js$/;

// The late entry's placeholders are reported unknown before it arrives.
test.use({ expectedErrors: /\(unknown-widget\): no widget is called/, serviceWorkers: 'block' });

type Variant = (html: string, adminTag: string) => string;

const variants: Record<string, Variant> = {
  'public-first': (html) => html,
  'admin-first': (html, adminTag) =>
    html.replace(adminTag, '').replace(/<script type="module" src="[^"]*\/public-[a-z0-9]+\.js"><\/script>/, (publicTag) => `${adminTag}\n    ${publicTag}`),
  'admin-after-load': (html, adminTag) => {
    const src = /src="([^"]+)"/.exec(adminTag)?.[1] ?? '';
    const late = `<script>addEventListener('load', () => setTimeout(() => { const s = document.createElement('script'); s.type = 'module'; s.src = ${JSON.stringify(src)}; document.head.append(s); }, 50));</script>`;
    return html.replace(adminTag, late);
  },
};

/** The demo's admin page as a host prints it, without the demo's mocked backend (which holds mounting until it starts). */
async function hostPage(page: Page, variant: Variant): Promise<string> {
  const response = await page.request.get('/admin.html');
  const html = (await response.text()).replace(/<script type="module" src="\/demo-assets\/mock-backend\.js"><\/script>/, '');
  const adminTag = /<script type="module" src="[^"]*\/admin-[a-z0-9]+\.js"><\/script>/.exec(html)?.[0];
  if (adminTag === undefined) throw new Error('the admin page prints no admin entry');
  return variant(html, adminTag);
}

/** Each placeholder's name and state once none is still loading. */
function states(page: Page, settled: readonly string[]) {
  return page.waitForFunction((accepted) => {
    const placeholders = [...document.querySelectorAll('[data-widget-name]')];
    const all = placeholders.map((element) => `${element.getAttribute('data-widget-name')}:${element.getAttribute('data-widget-state')}`);
    return placeholders.every((element) => accepted.includes(element.getAttribute('data-widget-state') ?? '')) ? all : false;
  }, settled);
}

for (const [name, variant] of Object.entries(variants)) {
  test(`both entries, ${name}, the admin entry held back: every editor mounts in ${LOADS} loads of ${LOADS}`, async ({ page }) => {
    test.setTimeout(LOADS * 4_000);
    const html = await hostPage(page, variant);
    await page.route('**/entry-order.html', (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
    // Without the mocked backend nothing answers the editing presence's heartbeat: a host would.
    await page.route('**/admin/presencia', (route) => route.fulfill({ json: { editors: [], saved: null } }));
    await page.route(ADMIN_ENTRY, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    });
    // The late entry's placeholders pass through the unknown report on their way to mounted.
    const settled = name === 'admin-after-load' ? ['mounted'] : ['mounted', 'error'];
    const failed: string[] = [];
    for (let load = 1; load <= LOADS; load += 1) {
      await page.goto('/entry-order.html');
      const result = await (await states(page, settled)).jsonValue();
      if (!Array.isArray(result)) throw new Error('no placeholder states');
      const notMounted = result.filter((entry) => typeof entry !== 'string' || !entry.endsWith(':mounted'));
      if (notMounted.length > 0) failed.push(`load ${load}: ${notMounted.join(', ')}`);
      expect(result.length).toBeGreaterThanOrEqual(5);
    }
    expect(failed).toEqual([]);
  });
}
