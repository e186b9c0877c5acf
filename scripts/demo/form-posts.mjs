// The demo host's answers to its admin forms' posts, as a Laravel app would give them,
// so a person (and the browser tests) can see what editors do after each: a save
// redirects back to the form, which prints the stored value (re-encoded as PHP's
// json_encode does: `\/`, `\u00e1`); a validation error redirects back with the posted
// values, as `old()` prints them; an expired session answers 419 "Page Expired"; a
// broken server 500. The page's chooser posts `_demo_answer`. State lives in memory,
// per visitor (a cookie), so tabs of one browser share it and tests do not.

/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @typedef {Record<string, string>} Fields a form's posted fields, by name */
/** @typedef {{ fields: Fields | null, outcome: 'saved' | 'invalid' }} Flash what the next page of a form shows once */

const COOKIE = 'demo_session';
/** @type {Map<string, { saved: Map<string, Fields>, flash: Map<string, Flash> }>} id → what each form's action saved, and its flash */
const sessions = new Map();

/** @param {unknown} text */
function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** @param {IncomingMessage} request */
function sessionId(request) {
  const match = (request.headers.cookie ?? '').match(new RegExp(`(?:^|;\\s*)${COOKIE}=([\\w-]+)`));
  return match?.[1] ?? null;
}

/**
 * What PHP's json_encode would print for posted JSON; other text as it is.
 * @param {string} text
 */
function phpJson(text) {
  try {
    return JSON.stringify(JSON.parse(text))
      .replace(/\//g, '\\/')
      .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  } catch {
    return text;
  }
}

/** @param {IncomingMessage} request */
function backTo(request) {
  try {
    const referer = new URL(request.headers.referer ?? '');
    if (referer.host === request.headers.host) return `${referer.pathname}${referer.search}`;
  } catch {
    // No usable Referer: the recipe page.
  }
  return '/admin.html';
}

/** @param {number} status @param {string} title @param {string} message @param {string} back */
function errorPage(status, title, message, back) {
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="/vendor/bootstrap.min.css"></head><body><main class="container py-5"><h1>${status} | ${title}</h1><p>${message}</p><p><a href="${escapeHtml(back)}">Volver al formulario</a></p></main></body></html>`;
}

/**
 * Answers a post to `/admin/…`; returns false for anything else.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {URL} url
 * @param {(request: IncomingMessage) => Promise<Buffer>} readBody
 */
export async function answerAdminPost(request, response, url, readBody) {
  if (request.method !== 'POST' || !url.pathname.startsWith('/admin/')) return false;
  const posted = new URLSearchParams((await readBody(request)).toString('utf8'));
  const answer = posted.get('_demo_answer') ?? 'guardar';
  const fields = Object.fromEntries([...posted].filter(([name]) => name !== '_token' && name !== '_demo_answer'));
  const back = backTo(request);
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  if (answer === '419') {
    response
      .writeHead(419, html)
      .end(errorPage(419, 'Page Expired', 'La sesión venció: Laravel rechaza el formulario por su token CSRF y no guarda nada.', back));
    return true;
  }
  if (answer === '500') {
    response.writeHead(500, html).end(errorPage(500, 'Server Error', 'El servidor falló y no guardó nada.', back));
    return true;
  }
  let id = sessionId(request);
  let session = id === null ? undefined : sessions.get(id);
  if (id === null || session === undefined) {
    id = id ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    session = { saved: new Map(), flash: new Map() };
    sessions.set(id, session);
  }
  if (answer === '422') {
    session.flash.set(url.pathname, { fields, outcome: 'invalid' });
  } else {
    session.saved.set(url.pathname, Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, phpJson(value)])));
    session.flash.set(url.pathname, { fields: null, outcome: 'saved' });
  }
  response.writeHead(303, { location: back, 'set-cookie': `${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`, 'cache-control': 'no-store' }).end();
  return true;
}

const TAG = (/** @type {string} */ name) => new RegExp(`<${name}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'g');
const FORM = /<form\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/form>/g;

/** @param {string} attributes @param {string} name */
function attribute(attributes, name) {
  const match = attributes.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`));
  // One of the two groups matched: the value in double quotes, or in single ones.
  return match === null ? null : (match[1] ?? match[2] ?? '');
}

/** @param {string} attributes @param {string} value */
function withValue(attributes, value) {
  const printed = ` value="${escapeHtml(value)}"`;
  const existing = /\svalue=(?:"[^"]*"|'[^']*')/;
  return existing.test(attributes) ? attributes.replace(existing, printed) : `${attributes}${printed}`;
}

const NOTICES = {
  saved: '<div class="alert alert-success" role="status">Cambios guardados.</div>',
  invalid:
    '<div class="alert alert-danger" role="alert">El servidor no aceptó el envío (422): revisá los campos. El formulario muestra lo que enviaste, como lo vuelve a imprimir <code>old()</code>.</div>',
};

/**
 * The page as this visitor's server would print it: each admin form's fields hold what
 * was saved, or, once after a validation error, what was posted.
 * @param {string} html
 * @param {IncomingMessage} request
 */
export function printAdminValues(html, request) {
  const session = sessions.get(sessionId(request) ?? '');
  if (session === undefined) return html;
  return html.replace(FORM, (/** @type {string} */ form, /** @type {string} */ attributes, /** @type {string} */ body) => {
    const action = attribute(attributes, 'action');
    if (action === null) return form;
    const flash = session.flash.get(action);
    session.flash.delete(action);
    const values = flash?.fields ?? session.saved.get(action);
    const printed =
      values === undefined
        ? body
        : body.replace(TAG('input'), (/** @type {string} */ tag, /** @type {string} */ inputAttributes) => {
            const name = attribute(inputAttributes, 'name');
            const value = name !== null && Object.hasOwn(values, name) ? values[name] : undefined;
            return value === undefined ? tag : `<input${withValue(inputAttributes, value)}>`;
          });
    return `<form${attributes}>${flash ? NOTICES[flash.outcome] : ''}${printed}</form>`;
  });
}
