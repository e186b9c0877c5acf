// The demo's host: serves demo/*.html rendered as a Laravel host would render them
// (@vite tags from dist/manifest.json, @json page data; the demo's list of pages where a
// page asks for it, demo-nav.mjs), the built bundle, and the demo's in-page mocked
// backend. With `assetsPort`, the bundle is served from a second origin, as from a CDN.
//
// With `production`, it behaves as a production host instead, for the benchmark and
// for anyone who wants to see the real weight: pages without the demo's own scripts
// (no visitor panel, no mocked backend in the page), the API answered by the server
// itself from the same MSW handlers, everything compressed (brotli or gzip) and the
// content-hashed bundle cached for a year.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { answerAdminPost, printAdminValues } from './admin-posts.mjs';
import { withDemoNav } from './demo-nav.mjs';
import { sendBody, sendStatic } from './http-cache.mjs';
import { viteTags, widgetsPreloadTags } from './vite-tags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ASSET_BASE = '/build/widgets';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** Like Blade's @json: JSON that is safe inside a <script> element. */
function bladeJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/'/g, '\\u0027');
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * What the Blade loop of docs/widgets/faq.md prints as a faq-list's fallback: one closed <details> per
 * question of the section. The answer goes in as plain text (tags dropped, escaped), as
 * `{{ strip_tags($faq->content) }}` would print it: the demo host has no sanitizer.
 */
function faqFallback(faqs, section) {
  return faqs
    .filter((faq) => (faq.section ?? 'professionals') === section)
    .map((faq) => {
      const answer = escapeHtml(String(faq.content).replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').replace(/ ([.,;:!?])/g, '$1').trim());
      return `<details class="sw-faq-fallback"><summary>${escapeHtml(faq.name)}</summary><div class="sw-faq-fallback__answer"><p>${answer}</p></div></details>`;
    })
    .join('');
}

/** The demo's visitor panel, printed with the page so that nothing moves when its script arrives. */
const PANEL = /(<div class="container py-2" id="demo-panel">)(<\/div>)/;
const withDemoPanel = async (html) =>
  PANEL.test(html) ? html.replace(PANEL, `$1${(await readFile(path.join(root, 'demo/partials/panel.html'), 'utf8')).trim()}$2`) : html;

/** The demo's own scripts (visitor panel, in-page mocked backend): a production page has neither. */
const DEMO_SCRIPTS = /\s*<script type="module" src="\/demo-assets\/(panel|mock-backend)\.js"><\/script>/g;

/** `page`: a file under demo/ (`recetas.html`, `bench/mount.html`). */
async function renderPage(page, assetsOrigin) {
  const [template, manifest, preload, pageData] = await Promise.all([
    readFile(path.join(root, 'demo', page), 'utf8').then((html) => withDemoNav(html, page)),
    readFile(path.join(root, 'dist/manifest.json'), 'utf8').then(JSON.parse),
    readFile(path.join(root, 'dist/preload.json'), 'utf8').then(JSON.parse),
    import(pathToFileURL(path.join(root, 'dist-demo/page-data.mjs')).href),
  ]);
  const base = `${assetsOrigin}${ASSET_BASE}`;
  return template
    .replace(/<!-- @vite\(([^)]*)\) -->/g, (_, list) =>
      viteTags(manifest, list.split(',').map((entry) => entry.trim()), base))
    .replace(/<!-- @widgetsPreload\(([^)]*)\) -->/g, (_, list) =>
      widgetsPreloadTags(preload, list.split(',').map((name) => name.trim()), base))
    .replace(/\{\{ @json\((\w+)\) \}\}/g, (_, name) => {
      if (!(name in pageData)) throw new Error(`no page data called ${name}`);
      return bladeJson(pageData[name]);
    })
    // Blade's `{{ $name }}`: the value as escaped text (a URL in an attribute).
    .replace(/\{\{ \$(\w+) \}\}/g, (_, name) => {
      if (!(name in pageData)) throw new Error(`no page data called ${name}`);
      return escapeHtml(pageData[name]);
    })
    .replace(/\{\{ @faqFallback\((\w+), (\w+)\) \}\}/g, (_, name, section) => {
      if (!(name in pageData)) throw new Error(`no page data called ${name}`);
      return faqFallback(pageData[name], section);
    });
}

/**
 * The mount benchmark's page with `?preload=1`: the host's modulepreload links for what
 * "ours" will load (dist-demo/bench/preload.json), as `<x-site-widgets-preload />` prints
 * them; without it, none.
 */
async function withBenchPreload(html, url) {
  const marker = /^([ \t]*)<!-- @benchPreload -->\n/m;
  if (!marker.test(html)) return html;
  if (url.searchParams.get('preload') !== '1' || url.searchParams.get('kind') === 'roots') return html.replace(marker, '');
  const files = JSON.parse(await readFile(path.join(root, 'dist-demo/bench/preload.json'), 'utf8'));
  return html.replace(marker, (_, indent) => files.map((file) => `${indent}<link rel="modulepreload" href="${file}">\n`).join(''));
}

async function sendFile(response, file, extraHeaders = {}) {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', ...extraHeaders });
  createReadStream(file).pipe(response);
}

/** A placeholder picture for the fixtures' `/demo/img/<name>.svg` images. */
function demoImage(name) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  const label = name.replace(/[^a-z0-9 -]/gi, ' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" fill="hsl(${hash} 45% 72%)"/><circle cx="320" cy="220" r="90" fill="hsl(${(hash + 40) % 360} 55% 85%)"/><text x="320" y="400" font-family="sans-serif" font-size="32" text-anchor="middle" fill="#333">${label}</text></svg>`;
}

/** The host's own routes the demo stands in for (spec section 2), each a small demo page. */
function pageFor(pathname) {
  if (pathname === '/') return 'index.html';
  if (/^\/post\/\d+\/?$/.test(pathname)) return 'post.html';
  if (pathname === '/register_pdv/' || pathname === '/register_pdv') return 'register.html';
  if (pathname === '/login') return 'login.html';
  if (/^\/landing\/[\w-]+\/?$/.test(pathname)) return 'landing.html';
  // The catalogue's detail pages; `consumers/product/{id}` is relative, so it may follow any folder.
  if (/^(\/[\w-]+)*\/(product|distribuidores|recetarios)\/\d+\/?$/.test(pathname)) return 'detalle.html';
  return pathname.slice(1);
}

function inside(base, requested) {
  const file = path.join(base, path.normalize(requested).replace(/^(\.\.[/\\])+/, ''));
  return file.startsWith(base) ? file : null;
}

function assetHandler(request, response, corsOrigin, production) {
  const url = new URL(request.url, 'http://localhost');
  if (!url.pathname.startsWith(`${ASSET_BASE}/`)) return false;
  const file = inside(path.join(root, 'dist'), url.pathname.slice(ASSET_BASE.length)) ?? '';
  if (production) {
    sendStatic(request, response, file, TYPES[path.extname(file)] ?? 'application/octet-stream').catch(() => response.writeHead(404).end());
    return true;
  }
  const headers = { 'cache-control': 'no-cache' };
  if (corsOrigin) headers['access-control-allow-origin'] = '*';
  void sendFile(response, file, headers);
  return true;
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The production-like host's API: the mocked backend's handlers, answered here. */
async function answerApi(request, response, url) {
  const { answer } = await import(pathToFileURL(path.join(root, 'dist-demo/api-server.mjs')).href);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
  const headers = Object.entries(request.headers).filter(([, value]) => typeof value === 'string');
  const mocked = await answer(new Request(url, { method: request.method, headers, body }));
  if (mocked === undefined) return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
  const responseHeaders = Object.fromEntries(mocked.headers);
  sendBody(request, response, mocked.status, responseHeaders, Buffer.from(await mocked.arrayBuffer()));
}

export async function startDemoServer({ port = 8080, host = '127.0.0.1', assetsPort = null, production = false } = {}) {
  const assetsOrigin = assetsPort ? `http://${host}:${assetsPort}` : '';
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url, `http://${host}:${port}`);
    try {
      if (!assetsPort && assetHandler(request, response, false, production)) return;
      if (production && url.pathname.startsWith('/api/')) return void (await answerApi(request, response, url));
      if (await answerAdminPost(request, response, url, readBody)) return;
      if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
      if (url.pathname === '/mockServiceWorker.js') return void sendFile(response, path.join(root, 'dist-demo/mockServiceWorker.js'));
      if (url.pathname.startsWith('/demo-assets/')) {
        const file = inside(path.join(root, 'dist-demo'), url.pathname.slice('/demo-assets'.length)) ?? '';
        if (production) return void (await sendStatic(request, response, file, TYPES[path.extname(file)] ?? 'application/octet-stream'));
        return void sendFile(response, file);
      }
      if (url.pathname.startsWith('/vendor/bootstrap.min.css')) {
        const bootstrap = path.join(root, 'node_modules/bootstrap/dist/css/bootstrap.min.css');
        return void (production ? await sendStatic(request, response, bootstrap, TYPES['.css']) : sendFile(response, bootstrap));
      }
      if (url.pathname === '/vendor/bootstrap.bundle.min.js') {
        return void sendFile(response, path.join(root, 'node_modules/bootstrap/dist/js/bootstrap.bundle.min.js'));
      }
      const image = url.pathname.match(/^\/demo\/img\/([\w-]+)\.svg$/);
      if (image) {
        response.writeHead(200, { 'content-type': TYPES['.svg'], 'cache-control': 'max-age=3600' });
        return void response.end(demoImage(image[1]));
      }
      const page = pageFor(url.pathname);
      if (/^(bench\/)?[\w-]+\.html$/.test(page)) {
        const html = await withBenchPreload(printAdminValues(await renderPage(page, assetsOrigin), request), url);
        if (production) return void sendBody(request, response, 200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' }, html.replace(DEMO_SCRIPTS, ''));
        response.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
        return void response.end(await withDemoPanel(html));
      }
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    } catch (error) {
      const missing = error?.code === 'ENOENT';
      response.writeHead(missing ? 404 : 500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(missing ? 'Not found (did you run the build?)' : String(error?.stack ?? error));
    }
  });
  const servers = [server];
  await new Promise((resolve) => server.listen(port, host, resolve));
  if (assetsPort) {
    const cdn = http.createServer((request, response) => {
      if (!assetHandler(request, response, true, production)) response.writeHead(404).end();
    });
    await new Promise((resolve) => cdn.listen(assetsPort, host, resolve));
    servers.push(cdn);
  }
  return {
    url: `http://${host}:${port}/`,
    close: () => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))),
  };
}
