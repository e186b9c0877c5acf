import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { error, html, renderBlade } from './php';

/**
 * `<x-site-widgets-preload />` rendered by PHP through the Laravel host, reading a
 * preload list shaped like the build's `preload.json`.
 */
const DIRECTORY = `build/preload-test-${process.pid}`;
const LIST = {
  entries: { public: ['public-P.js', 'chunks/scan-S.js'], admin: ['admin-A.js', 'chunks/scan-S.js'] },
  mount: ['chunks/mount-M.js', 'chunks/react-R.js'],
  widgets: {
    'faq-list': ['chunks/faq-list-F.js', 'chunks/react-R.js'],
    'post-grid': ['chunks/post-grid-G.js', 'chunks/listing-L.js'],
    'steps-editor': ['chunks/steps-editor-E.js', 'chunks/react-R.js'],
  },
};
const folder = path.resolve(__dirname, '../../../host/public', DIRECTORY);

beforeAll(() => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'preload.json'), JSON.stringify(LIST));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const hrefs = (markup: string) => [...markup.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]);

test('named widgets: their entry, the mounter, then each widget, every file once', () => {
  const [rendered] = renderBlade([`<x-site-widgets-preload :widgets="['faq-list', 'post-grid']" directory="${DIRECTORY}" />`], {});
  expect(hrefs(html(rendered))).toEqual(
    ['public-P.js', 'chunks/scan-S.js', 'chunks/mount-M.js', 'chunks/react-R.js', 'chunks/faq-list-F.js', 'chunks/post-grid-G.js', 'chunks/listing-L.js'].map(
      (file) => `/${DIRECTORY}/${file}`,
    ),
  );
});

test('an editor brings both entries; names may be one string', () => {
  const [rendered] = renderBlade([`<x-site-widgets-preload widgets="steps-editor" directory="${DIRECTORY}" />`], {});
  expect(hrefs(html(rendered))).toEqual(
    ['public-P.js', 'chunks/scan-S.js', 'admin-A.js', 'chunks/mount-M.js', 'chunks/react-R.js', 'chunks/steps-editor-E.js'].map(
      (file) => `/${DIRECTORY}/${file}`,
    ),
  );
});

test('without names: the widgets placed so far in the request', () => {
  const [rendered] = renderBlade([`<x-site-widget name="faq-list" :faqs="[]" /><x-site-widgets-preload directory="${DIRECTORY}" />`], {});
  const links = hrefs(html(rendered));
  expect(links).toContain(`/${DIRECTORY}/chunks/faq-list-F.js`);
  expect(links).not.toContain(`/${DIRECTORY}/chunks/post-grid-G.js`);
});

test('a widget placed only with a loading strategy is left out until a placeholder of it loads at once', () => {
  const [deferred, both, unknownStrategy] = renderBlade(
    [
      `<x-site-widget name="faq-list" :faqs="[]" data-widget-load="visible" /><x-site-widgets-preload directory="${DIRECTORY}" />`,
      `<x-site-widget name="faq-list" :faqs="[]" data-widget-load="idle" /><x-site-widget name="faq-list" :faqs="[]" /><x-site-widgets-preload directory="${DIRECTORY}" />`,
      `<x-site-widget name="faq-list" :faqs="[]" data-widget-load="soon" /><x-site-widgets-preload directory="${DIRECTORY}" />`,
    ],
    {},
  );
  expect(hrefs(html(deferred))).toEqual([]);
  expect(hrefs(html(both))).toContain(`/${DIRECTORY}/chunks/faq-list-F.js`);
  // A name that is no strategy loads at once (docs/hosting.md, "Loading strategies").
  expect(hrefs(html(unknownStrategy))).toContain(`/${DIRECTORY}/chunks/faq-list-F.js`);
});

test('a page without widgets gets no link', () => {
  const [rendered] = renderBlade([`<x-site-widgets-preload directory="${DIRECTORY}" />`], {});
  expect(hrefs(html(rendered))).toEqual([]);
});

test('an unknown name or a missing list stops the page outside production, and is left out in production', () => {
  const templates = [
    `<x-site-widgets-preload widgets="no-such-widget" directory="${DIRECTORY}" />`,
    `<x-site-widgets-preload widgets="faq-list" directory="build/nowhere" />`,
  ];
  const [unknown, missing] = renderBlade(templates, {});
  expect(error(unknown)).toContain('no widget is called "no-such-widget"');
  expect(error(missing)).toContain('no preload list at');
  const [quietUnknown, quietMissing] = renderBlade(templates, {}, 'production');
  expect(hrefs(html(quietUnknown))).toEqual([]);
  expect(hrefs(html(quietMissing))).toEqual([]);
});

test("each link carries the request's CSP nonce, or the one given", () => {
  const [withPolicy, given] = renderBlade(
    [
      `@php(SiteWidgets\\Laravel\\Csp::useNonce('req-nonce'))<x-site-widgets-preload widgets="faq-list" directory="${DIRECTORY}" />`,
      `<x-site-widgets-preload widgets="faq-list" directory="${DIRECTORY}" nonce="own" />`,
    ],
    {},
  );
  const nonces = (markup: string) => [...markup.matchAll(/<link rel="modulepreload" href="[^"]+" nonce="([^"]+)">/g)].map((match) => match[1]);
  expect(nonces(html(withPolicy))).toEqual(Array(5).fill('req-nonce'));
  expect(nonces(html(given))).toEqual(Array(5).fill('own'));
});

test("the demo server's emulation prints the component's links, in the same order", async () => {
  const { widgetsPreloadTags } = await import('../../../scripts/demo/vite-tags.mjs');
  // The demo tells an editor by the manifest's `src/admin/` key, as the component tells it by its widget list.
  const manifest = {
    'src/admin/steps-editor/index.ts': { file: 'chunks/steps-editor-E.js' },
    'src/widgets/faq-list/index.ts': { file: 'chunks/faq-list-F.js' },
  };
  const names = ['faq-list', 'steps-editor', 'post-grid'];
  const [rendered] = renderBlade([`<x-site-widgets-preload widgets="${names.join(' ')}" directory="${DIRECTORY}" />`], {});
  const demo = widgetsPreloadTags(LIST, manifest, names, `/${DIRECTORY}`);
  expect([...demo.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(hrefs(html(rendered)));
});
