// The demo's host: serves demo/*.html rendered as a Laravel host would render them
// (template.mjs: @vite tags from dist/manifest.json, @json page data, the demo's list of
// pages where a page asks for it; demo/README.md), answers the admin forms' posts as Laravel
// would (form-posts.mjs), and serves the built bundle and the demo's in-page mocked backend.
// With `assetsPort`, the bundle is served from a second origin, as from a CDN.
//
// With `production`, it behaves as a production host instead, for the benchmark and
// for anyone who wants to see the real weight: pages without the demo's own scripts
// (no visitor panel, no mocked backend in the page), the API answered by the server
// itself from the same MSW handlers, everything compressed (brotli or gzip) and the
// content-hashed bundle cached for a year.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { answerAdminPost, printAdminValues } from './form-posts.mjs';
import { sendBody, sendStatic } from './http-cache.mjs';
import { renderPage, withBenchPreload, withDemoPanel, withoutDemoScripts } from './template.mjs';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
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
const BY_EXTENSION = new Map(Object.entries(TYPES));
/** A file's content type, by its extension. */
const typeOf = (/** @type {string} */ file) => BY_EXTENSION.get(path.extname(file)) ?? 'application/octet-stream';

/** @param {ServerResponse} response @param {string} file @param {Record<string, string>} [extraHeaders] */
async function sendFile(response, file, extraHeaders = {}) {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
  } catch {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, { 'content-type': typeOf(file), ...extraHeaders });
  createReadStream(file).pipe(response);
}

/**
 * A placeholder picture for the fixtures' `/demo/img/<name>.svg` images. A `foto-` name stands
 * for a photo: a few hundred shapes, so that, like a photo and unlike a flat placeholder, Chrome
 * takes it as a candidate for the largest contentful paint (it leaves out pictures of too few
 * bytes for their size). Its colours and label are those of the name without `foto-`: a post's
 * page shows `foto-post-2` where its card showed `post-2`, the same picture as a photo.
 * @param {string} name
 */
function demoImage(name) {
  const picture = name.replace(/^foto-/, '');
  let hash = 0;
  for (const char of picture) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  const label = picture.replace(/[^a-z0-9 -]/gi, ' ');
  let detail = '';
  if (name.startsWith('foto-')) {
    for (let index = 0; index < 300; index += 1) {
      const x = (index * 97 + hash * 13) % 640;
      const y = (index * 53 + hash * 7) % 480;
      detail += `<ellipse cx="${x}" cy="${y}" rx="${8 + ((index * 7) % 23)}" ry="${6 + ((index * 11) % 17)}" fill="hsl(${(hash + index * 17) % 360} ${40 + (index % 30)}% ${55 + (index % 25)}%)" opacity="0.${5 + (index % 4)}"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" fill="hsl(${hash} 45% 72%)"/>${detail}<circle cx="320" cy="220" r="90" fill="hsl(${(hash + 40) % 360} 55% 85%)"/><text x="320" y="400" font-family="sans-serif" font-size="32" text-anchor="middle" fill="#333">${label}</text></svg>`;
}

/**
 * The host's own routes the demo stands in for, each a small demo page.
 * @param {string} pathname
 */
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

/** @param {string} base @param {string} requested */
function inside(base, requested) {
  const file = path.join(base, path.normalize(requested).replace(/^(\.\.[/\\])+/, ''));
  return file.startsWith(base) ? file : null;
}

/** @param {IncomingMessage} request @param {ServerResponse} response @param {boolean} corsOrigin @param {boolean} production */
function assetHandler(request, response, corsOrigin, production) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(`${ASSET_BASE}/`)) return false;
  const file = inside(path.join(root, 'dist'), url.pathname.slice(ASSET_BASE.length)) ?? '';
  if (production) {
    sendStatic(request, response, file, typeOf(file)).catch(() => response.writeHead(404).end());
    return true;
  }
  /** @type {Record<string, string>} */
  const headers = { 'cache-control': 'no-cache' };
  if (corsOrigin) headers['access-control-allow-origin'] = '*';
  void sendFile(response, file, headers);
  return true;
}

/** @param {IncomingMessage} request */
async function readBody(request) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The production-like host's API: the mocked backend's handlers, answered here.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {URL} url
 */
async function answerApi(request, response, url) {
  /** @type {{ answer: (request: Request) => Promise<Response | undefined> }} demo/scripts/api-server.ts, built */
  const { answer } = await import(pathToFileURL(path.join(root, 'dist-demo/api-server.mjs')).href);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
  /** @type {[string, string][]} */
  const headers = Object.entries(request.headers).flatMap(([name, value]) =>
    typeof value === 'string' ? [/** @type {[string, string]} */ ([name, value])] : [],
  );
  const mocked = await answer(new Request(url, { method: request.method, headers, body }));
  if (mocked === undefined) return void response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not Found"}');
  const responseHeaders = Object.fromEntries(mocked.headers);
  sendBody(request, response, mocked.status, responseHeaders, Buffer.from(await mocked.arrayBuffer()));
}

/**
 * @param {{ port?: number, host?: string, assetsPort?: number | null, production?: boolean }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<unknown> }>}
 */
export async function startDemoServer({ port = 8080, host = '127.0.0.1', assetsPort = null, production = false } = {}) {
  const assetsOrigin = assetsPort ? `http://${host}:${assetsPort}` : '';
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}:${port}`);
    try {
      if (!assetsPort && assetHandler(request, response, false, production)) return;
      if (production && url.pathname.startsWith('/api/')) return void (await answerApi(request, response, url));
      if (await answerAdminPost(request, response, url, readBody)) return;
      if (url.pathname === '/favicon.ico') return void response.writeHead(204).end();
      if (url.pathname === '/mockServiceWorker.js') return void sendFile(response, path.join(root, 'dist-demo/mockServiceWorker.js'));
      if (url.pathname.startsWith('/demo-assets/')) {
        const file = inside(path.join(root, 'dist-demo'), url.pathname.slice('/demo-assets'.length)) ?? '';
        if (production) return void (await sendStatic(request, response, file, typeOf(file)));
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
        return void response.end(demoImage(image[1] ?? ''));
      }
      const page = pageFor(url.pathname);
      if (/^(bench\/)?[\w-]+\.html$/.test(page)) {
        const html = await withBenchPreload(printAdminValues(await renderPage(page, `${assetsOrigin}${ASSET_BASE}`), request), url);
        if (production) return void sendBody(request, response, 200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' }, withoutDemoScripts(html));
        response.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
        return void response.end(await withDemoPanel(html));
      }
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    } catch (error) {
      const missing = typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
      response.writeHead(missing ? 404 : 500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(missing ? 'Not found (did you run the build?)' : String(error instanceof Error ? (error.stack ?? error) : error));
    }
  });
  const servers = [server];
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)));
  if (assetsPort) {
    const cdn = http.createServer((request, response) => {
      if (!assetHandler(request, response, true, production)) response.writeHead(404).end();
    });
    await new Promise((resolve) => cdn.listen(assetsPort, host, () => resolve(undefined)));
    servers.push(cdn);
  }
  return {
    url: `http://${host}:${port}/`,
    close: () => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))),
  };
}

// `npm start` (and `npm run start:production` with --production), after `node build.mjs --demo`:
// serves the demo and prints its address.
if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const assetsPort = process.env.ASSETS_PORT ? Number(process.env.ASSETS_PORT) : null;
  const production = process.argv.includes('--production');
  const { url } = await startDemoServer({ port, assetsPort, production });
  const mode = production ? ' (production-like: compressed, cached, API answered by the server)' : '';
  console.log(`Demo${mode}: ${url}  (admin: ${url}admin.html)  — Ctrl+C to stop`);
}
