// The demo's list of pages, kept once (demo/partials/nav.html) and put by the demo server
// where a page says `<!-- @demoNav -->`, at that line's indentation, with
// `aria-current="page"` on the page's own link. Pages without the marker get no list.
import { readFile } from 'node:fs/promises';

const NAV = new URL('../demo/partials/nav.html', import.meta.url);
const MARKER = /^([ \t]*)<!-- @demoNav -->$/m;

/** `page` is the demo file being rendered (`index.html`, `recetas.html`, …). */
export async function withDemoNav(html, page) {
  const marker = MARKER.exec(html);
  if (marker === null) return html;
  const href = page === 'index.html' ? '/' : `/${page}`;
  const nav = (await readFile(NAV, 'utf8')).replace(`<a href="${href}">`, `<a href="${href}" aria-current="page">`);
  const indent = marker[1] ?? '';
  const indented = nav.trimEnd().split('\n').map((line) => `${indent}${line}`).join('\n');
  return html.replace(MARKER, () => indented);
}
