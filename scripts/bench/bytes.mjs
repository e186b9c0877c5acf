// Figure 1: what each page downloads of the bundle (JS + CSS, gzip), beside the floor.
import { bundleBytes, reactFloorBytes } from './page-bytes.mjs';
import { readMetafile, whereBytesGo } from './where-bytes-go.mjs';

/** @import { Page } from 'playwright-core' */
/** @import { BenchBrowser } from './part.mjs' */

const mounted = (/** @type {string} */ selector) => (/** @type {Page} */ page) =>
  page.waitForSelector(`${selector}[data-widget-state="mounted"]`, { state: 'attached' });
const allMounted = async (/** @type {Page} */ page) => {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-widget-name]')].every((element) => element.getAttribute('data-widget-state') !== 'loading'),
  );
};

/** The pages measured: key, label, path, settled? (what to wait for), optional?, admin? (an admin page). */
const BYTE_PAGES = [
  { key: 'noPlaceholder', label: '(a) no placeholder', path: 'sin-widgets.html' },
  { key: 'oneFaq', label: '(b) one FAQ item', path: 'una-pregunta.html', settled: mounted('#faq') },
  { key: 'onePostGrid', label: '(c) one post grid', path: 'recetas.html', settled: mounted('[data-widget-name="post-grid"]') },
  { key: 'oneProductGrid', label: '(d) one product grid', path: 'productos.html', settled: mounted('[data-widget-name="product-grid"]'), optional: true },
  { key: 'fullPublic', label: '(e) full public page', path: 'index.html', settled: allMounted },
  { key: 'recipe', label: '(e2) recipe page', path: 'receta.html', settled: allMounted },
  // Each admin demo page: the recipe form (every recipe editor, the heaviest) and the content form.
  { key: 'admin', label: '(f) admin page, recipe editors', path: 'admin.html', settled: allMounted, admin: true },
  { key: 'adminContent', label: '(g) admin page, content editors', path: 'admin-contenido.html', settled: allMounted, admin: true },
];

/**
 * @param {BenchBrowser} browser
 * @param {string} baseUrl
 */
export async function measureBytes(browser, baseUrl) {
  const floor = reactFloorBytes();
  const metafile = readMetafile();
  const rows = [];
  let adminOnPublic = 0;
  for (const spec of BYTE_PAGES) {
    const page = await browser.newPage();
    const response = await page.request.get(`${baseUrl}${spec.path}`);
    if (!response.ok()) {
      await page.close();
      if (spec.optional) continue;
      throw new Error(`${spec.path}: ${response.status()}`);
    }
    const { gzip, files } = await bundleBytes(page, `${baseUrl}${spec.path}`, spec.settled);
    await page.close();
    if (!spec.admin) adminOnPublic += files.filter(({ file }) => /^admin-/.test(file)).reduce((total, file) => total + file.gzip, 0);
    rows.push({ key: spec.key, label: spec.label, bytes: gzip, floor, ratio: gzip / floor, files: files.length, largest: whereBytesGo(metafile, files, gzip) });
  }
  return { floor, rows, adminOnPublic };
}
