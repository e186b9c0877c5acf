// The demo pages' template language, in one place: what each directive of demo/*.html
// prints, as the host's Blade view it stands for would print it (demo/README.md lists them).
// The demo server (server.mjs) renders every page through renderPage(), then adds what the
// mode asks for: the visitor panel (withDemoPanel), or, as a production host, no demo
// scripts at all (withoutDemoScripts); the mount benchmark's page gets its preload links
// (withBenchPreload).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { viteTags, widgetsPreloadTags } from './vite-tags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Like Blade's @json: JSON that is safe inside a <script> element.
 * @param {unknown} value
 */
function bladeJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/'/g, '\\u0027');
}

/** @param {unknown} text */
function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** @typedef {{ name: unknown, content: unknown, section?: unknown }} FaqEntry */

/**
 * Page data a FAQ fallback can print: a list of entries with a name and an answer.
 * @param {unknown} value
 * @returns {value is FaqEntry[]}
 */
const isFaqList = (value) => Array.isArray(value) && value.every((faq) => typeof faq === 'object' && faq !== null && 'name' in faq && 'content' in faq);

/**
 * What the Blade loop of docs/widgets/faq.md prints as a faq-list's fallback: one closed <details> per
 * question of the section. The answer goes in as plain text (tags dropped, escaped), as
 * `{{ strip_tags($faq->content) }}` would print it: the demo host has no sanitizer.
 * @param {FaqEntry[]} faqs
 * @param {string} section
 */
function faqFallback(faqs, section) {
  return faqs
    .filter((faq) => (faq.section ?? 'professionals') === section)
    .map((faq) => {
      const answer = escapeHtml(
        String(faq.content)
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .replace(/ ([.,;:!?])/g, '$1')
          .trim(),
      );
      return `<details class="sw-faq-fallback"><summary>${escapeHtml(faq.name)}</summary><div class="sw-faq-fallback__answer"><p>${answer}</p></div></details>`;
    })
    .join('');
}

const NAV = path.join(root, 'demo/partials/nav.html');
const NAV_MARKER = /^([ \t]*)<!-- @demoNav -->$/m;

/**
 * The demo's list of pages, kept once (demo/partials/nav.html), where a page says
 * `<!-- @demoNav -->`, at that line's indentation, with `aria-current="page"` on the page's
 * own link. Pages without the marker get no list. `page` is the demo file being rendered.
 * @param {string} html
 * @param {string} page
 */
async function withDemoNav(html, page) {
  const marker = NAV_MARKER.exec(html);
  if (marker === null) return html;
  const href = page === 'index.html' ? '/' : `/${page}`;
  const nav = (await readFile(NAV, 'utf8')).replace(`<a href="${href}">`, `<a href="${href}" aria-current="page">`);
  const indent = marker[1] ?? '';
  const indented = nav
    .trimEnd()
    .split('\n')
    .map((line) => `${indent}${line}`)
    .join('\n');
  return html.replace(NAV_MARKER, () => indented);
}

/**
 * `page`: a file under demo/ (`recetas.html`, `bench/mount.html`); `base`: where the bundle is
 * served (`/build/widgets`, or on another origin, as from a CDN).
 * @param {string} page
 * @param {string} base
 * @returns {Promise<string>}
 */
export async function renderPage(page, base) {
  /** @type {[string, Record<string, import('../build/manifests.mjs').ManifestChunk>, Parameters<typeof widgetsPreloadTags>[0], Record<string, unknown>]} */
  const [template, manifest, preload, pageData] = await Promise.all([
    readFile(path.join(root, 'demo', page), 'utf8').then((html) => withDemoNav(html, page)),
    readFile(path.join(root, 'dist/manifest.json'), 'utf8').then(JSON.parse),
    readFile(path.join(root, 'dist/preload.json'), 'utf8').then(JSON.parse),
    import(pathToFileURL(path.join(root, 'dist-demo/page-data.mjs')).href),
  ]);
  return (
    template
      .replace(/<!-- @vite\(([^)]*)\) -->/g, (/** @type {string} */ _, /** @type {string} */ list) =>
        viteTags(
          manifest,
          list.split(',').map((entry) => entry.trim()),
          base,
        ),
      )
      .replace(/<!-- @widgetsPreload\(([^)]*)\) -->/g, (/** @type {string} */ _, /** @type {string} */ list) =>
        widgetsPreloadTags(
          preload,
          manifest,
          list.split(',').map((name) => name.trim()),
          base,
        ),
      )
      .replace(/\{\{ @json\((\w+)\) \}\}/g, (/** @type {string} */ _, /** @type {string} */ name) => {
        if (!(name in pageData)) throw new Error(`no page data called ${name}`);
        return bladeJson(pageData[name]);
      })
      // Blade's `{{ $name }}`: the value as escaped text (a URL in an attribute).
      .replace(/\{\{ \$(\w+) \}\}/g, (/** @type {string} */ _, /** @type {string} */ name) => {
        if (!(name in pageData)) throw new Error(`no page data called ${name}`);
        return escapeHtml(pageData[name]);
      })
      .replace(/\{\{ @faqFallback\((\w+), (\w+)\) \}\}/g, (/** @type {string} */ _, /** @type {string} */ name, /** @type {string} */ section) => {
        if (!(name in pageData)) throw new Error(`no page data called ${name}`);
        const faqs = pageData[name];
        if (!isFaqList(faqs)) throw new Error(`the page data ${name} is no list of FAQ entries`);
        return faqFallback(faqs, section);
      })
  );
}

/**
 * The mount benchmark's page with `?preload=1`: the host's modulepreload links for what
 * "ours" will load (dist-demo/bench/preload.json), as `<x-site-widgets-preload />` prints
 * them; without it, none.
 * @param {string} html
 * @param {URL} url
 */
export async function withBenchPreload(html, url) {
  const marker = /^([ \t]*)<!-- @benchPreload -->\n/m;
  if (!marker.test(html)) return html;
  if (url.searchParams.get('preload') !== '1' || url.searchParams.get('kind') === 'roots') return html.replace(marker, '');
  /** @type {string[]} */
  const files = JSON.parse(await readFile(path.join(root, 'dist-demo/bench/preload.json'), 'utf8'));
  return html.replace(marker, (/** @type {string} */ _, /** @type {string} */ indent) =>
    files.map((file) => `${indent}<link rel="modulepreload" href="${file}">\n`).join(''),
  );
}

/** The demo's visitor panel, printed with the page so that nothing moves when its script arrives. */
const PANEL = /(<div class="container py-2" id="demo-panel">)(<\/div>)/;
export const withDemoPanel = async (/** @type {string} */ html) =>
  PANEL.test(html) ? html.replace(PANEL, `$1${(await readFile(path.join(root, 'demo/partials/panel.html'), 'utf8')).trim()}$2`) : html;

/** The demo's own scripts (visitor panel, in-page mocked backend): a production page has neither. */
const DEMO_SCRIPTS = /\s*<script type="module" src="\/demo-assets\/(panel|mock-backend)\.js"><\/script>/g;
export const withoutDemoScripts = (/** @type {string} */ html) => html.replace(DEMO_SCRIPTS, '');
