import { finishSanitized } from '../../../src/shared/html/finish';
import { purify } from '../../../src/shared/html/purify';
import { FORBIDDEN, SANITIZER_CORPUS } from '../../shared/hostile-html';
import { cleanOf, serverClean } from './server-sanitizer';

/** The bundle's cleaning on render, on its DOMPurify path (the one jsdom has). */
function bundleClean(html: string): Element {
  const holder = document.createElement('div');
  const nodes = purify(html);
  finishSanitized(nodes);
  holder.append(nodes);
  return holder;
}

/** A tree as text with attributes in name order: two serializers may order them differently. */
function canonical(node: Node): string {
  if (node instanceof Element) {
    const attributes = [...node.attributes].map((attribute) => `${attribute.name}=${JSON.stringify(attribute.value)}`).sort();
    const children = [...node.childNodes].map(canonical).join('');
    return `<${node.localName}${attributes.map((attribute) => ` ${attribute}`).join('')}>${children}</${node.localName}>`;
  }
  return node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : '';
}

function parsed(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

/**
 * Where the two parsers build different trees, the server keeps less than the bundle would
 * show, never more (the next test holds that for every entry). Each with what is stored.
 */
const KNOWN_DIFFERENCES: ReadonlyMap<string, string> = new Map([
  // php-masterminds-html5 closes misnested formatting without HTML5's adoption agency: "y" loses its italics.
  ['<ul><li>a<li>b</ul><p>a<p>b<b><i>x</b>y</i>', '<ul><li>a</li><li>b</li></ul><p>a</p><p>b<b><i>x</i></b>y</p>'],
  // A <noscript> that hides markup in an attribute: the server drops it whole, the bundle keeps an empty <p>.
  ['<noscript><p title="</noscript><img src=x onerror=window.__pwned=12>"></noscript>', ''],
]);

const cleaned = serverClean(SANITIZER_CORPUS);
const cases = SANITIZER_CORPUS.map((html, index) => ({ html, server: cleanOf(cleaned[index]) }));

test.each(cases.filter(({ html }) => !KNOWN_DIFFERENCES.has(html)))(
  'what the server stores for $html shows as the bundle would show the original',
  ({ html, server }) => {
    expect(canonical(bundleClean(server))).toBe(canonical(bundleClean(html)));
  },
);

test.each(cases.filter(({ html }) => KNOWN_DIFFERENCES.has(html)))(
  'where the parsers differ, the server stores less for $html, never more',
  ({ html, server }) => {
    expect(server).toBe(KNOWN_DIFFERENCES.get(html));
  },
);

test.each(cases)('what the server stores for $html is clean already: the bundle removes nothing more', ({ server }) => {
  expect(canonical(bundleClean(server))).toBe(canonical(parsed(server)));
  expect(parsed(server).querySelector(FORBIDDEN)).toBeNull();
  expect(server).not.toMatch(/javascript:|vbscript:|data:|\son\w+=/i);
});
