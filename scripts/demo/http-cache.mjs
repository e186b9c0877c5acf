// How the production-like demo serves files, as a host's web server or CDN would:
// compressed (brotli or gzip, as the browser accepts) and, for content-hashed files,
// cached for a year.
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg)/;
/** `public-AB12CD34.js`, `chunks/x-AB12CD34.js`: content-hashed names (scripts in lowercase, scripts/build/merge-chunks.mjs; stylesheets in uppercase, esbuild). */
const HASHED = /-[A-Za-z0-9]{8}\.(js|css)$/;

/** @import { IncomingMessage, ServerResponse, OutgoingHttpHeaders } from 'node:http' */
/** @typedef {'br' | 'gzip'} Encoding */

/** @type {Map<string, Buffer>} */
const compressed = new Map();

/** @param {string | Buffer} body @param {Encoding} encoding */
function encode(body, encoding) {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });
}

/**
 * The encoding to answer with, from the request's Accept-Encoding.
 * @param {string} [acceptEncoding]
 * @returns {Encoding | null}
 */
function chooseEncoding(acceptEncoding = '') {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** @param {string} file */
function cacheControl(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Sends `body` compressed when it is text and the browser accepts it.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {string | Buffer} body
 * @param {string | null} [cacheKey]
 */
export function sendBody(request, response, status, headers, body, cacheKey = null) {
  const type = headers['content-type'] ?? '';
  const encoding = COMPRESSIBLE.test(type) ? chooseEncoding(request.headers['accept-encoding']) : null;
  if (encoding === null) {
    response.writeHead(status, headers).end(body);
    return;
  }
  const key = cacheKey === null ? null : `${encoding}:${cacheKey}`;
  let encoded = key === null ? undefined : compressed.get(key);
  if (encoded === undefined) {
    encoded = encode(body, encoding);
    if (key !== null) compressed.set(key, encoded);
  }
  response.writeHead(status, { ...headers, 'content-encoding': encoding, vary: 'Accept-Encoding', 'content-length': encoded.length }).end(encoded);
}

/**
 * A static file, compressed once and kept (the file's path and mtime are the cache key).
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {string} file
 * @param {string} type
 */
export async function sendStatic(request, response, file, type) {
  const info = await stat(file);
  const body = await readFile(file);
  sendBody(request, response, 200, { 'content-type': type, 'cache-control': cacheControl(file) }, body, `${file}:${info.mtimeMs}`);
}
