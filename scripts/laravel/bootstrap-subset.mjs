// Bootstrap's stylesheet cut to the classes the worked host can print: every page links it
// render-blocking, and whole it is 227 KB (about 22 KiB compressed), 21 KiB of it unused by the
// public pages. Which classes it can print is read from what prints them: the host's views and
// PHP, and the built bundle (its own class names, and react-bootstrap's, which that library
// joins from a prefix and a suffix: `${prefix}-dialog`). What no selector needs is dropped;
// every rule without a class (the variables, the reboot, elements) stays, and so do keyframes.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The files under `folder` (recursively) whose names end with one of `endings`.
 * @param {string} folder
 * @param {readonly string[]} endings
 * @returns {string[]}
 */
export function filesUnder(folder, endings) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(file, endings);
    return endings.some((ending) => entry.name.endsWith(ending)) ? [file] : [];
  });
}

/**
 * Every run of name characters in the texts: a superset of the class names they can print.
 * @param {readonly string[]} texts
 * @returns {Set<string>}
 */
export function wordsOf(texts) {
  /** @type {Set<string>} */
  const words = new Set();
  for (const text of texts) for (const [word] of text.matchAll(/[A-Za-z0-9_-]+/g)) words.add(word);
  return words;
}

/**
 * Whether `name` is a word, or two words joined at one of its dashes (`btn-` + `primary`, `modal` + `-dialog`).
 * @param {string} name
 * @param {ReadonlySet<string>} words
 */
function printable(name, words) {
  if (words.has(name)) return true;
  for (let dash = name.indexOf('-'); dash > 0; dash = name.indexOf('-', dash + 1)) {
    const [head, tail] = [name.slice(0, dash), name.slice(dash + 1)];
    if ((words.has(`${head}-`) && words.has(tail)) || (words.has(head) && words.has(`-${tail}`))) return true;
  }
  return false;
}

/**
 * The index after the quoted string or comment that starts at `start`, or `start + 1`.
 * @param {string} css
 * @param {number} start
 */
function skip(css, start) {
  const char = css[start];
  if (char === '"' || char === "'") {
    let at = start + 1;
    while (at < css.length && css[at] !== char) at += css[at] === '\\' ? 2 : 1;
    return at + 1;
  }
  if (css.startsWith('/*', start)) return css.indexOf('*/', start + 2) + 2;
  return start + 1;
}

/**
 * The index of the first of `stops` at depth 0 from `start` (strings, comments, brackets skipped), or the text's length.
 * @param {string} css
 * @param {number} start
 * @param {readonly string[]} stops
 */
function scanTo(css, start, stops) {
  let depth = 0;
  for (let at = start; at < css.length;) {
    const char = css[at] ?? '';
    if (depth === 0 && stops.includes(char)) return at;
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') depth -= 1;
    at = skip(css, at);
  }
  return css.length;
}

/**
 * The top-level parts of a selector list, split at commas outside brackets and strings.
 * @param {string} prelude
 */
function selectors(prelude) {
  /** @type {string[]} */
  const parts = [];
  for (let start = 0; start < prelude.length;) {
    const end = scanTo(prelude, start, [',']);
    parts.push(prelude.slice(start, end));
    start = end + 1;
  }
  return parts;
}

/**
 * The classes an element needs for `selector` to match it. What is inside `:not()`, `:is()`,
 * `:where()` and `:has()` is left out: a class there does not make the rule dead.
 * @param {string} selector
 * @returns {string[]}
 */
function requiredClasses(selector) {
  let plain = selector;
  for (let previous = ''; previous !== plain;) {
    previous = plain;
    plain = plain.replace(/:(?:not|is|where|has)\([^()]*\)/g, '');
  }
  return [...plain.matchAll(/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g)].map((match) => match[1] ?? '');
}

/**
 * The rules of `css` (a stylesheet or an at-rule's body) with only the selectors whose classes `keep` accepts.
 * @param {string} css
 * @param {(name: string) => boolean} keep
 * @returns {string}
 */
function subsetRules(css, keep) {
  let out = '';
  for (let at = 0; at < css.length;) {
    if (/\s/.test(css[at] ?? '')) {
      at += 1;
      continue;
    }
    if (css.startsWith('/*', at)) {
      const end = skip(css, at);
      // The licence stays; the source map's address would name a map of the whole file.
      if (css.startsWith('/*!', at)) out += css.slice(at, end);
      at = end;
      continue;
    }
    const open = scanTo(css, at, ['{', ';']);
    const prelude = css.slice(at, open).trim();
    if (css[open] !== '{') {
      out += `${prelude};`;
      at = open + 1;
      continue;
    }
    const close = scanTo(css, open + 1, ['}']);
    const body = css.slice(open + 1, close);
    at = close + 1;
    if (/^@(media|supports|container|layer)\b/.test(prelude)) {
      const inner = subsetRules(body, keep);
      if (inner !== '') out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      out += `${prelude}{${body}}`;
    } else {
      const kept = selectors(prelude).filter((selector) => requiredClasses(selector).every(keep));
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
  }
  return out;
}

/**
 * Bootstrap's CSS without the selectors that need a class `words` cannot print (a rule left with none goes).
 * @param {string} css
 * @param {ReadonlySet<string>} words
 */
export function bootstrapSubset(css, words) {
  return subsetRules(css, (name) => printable(name, words));
}

/**
 * The texts the worked host prints classes from: its views and PHP, its static pages (nginx's
 * no-disponible.html), and the built bundle in `dist`.
 * @param {string} root the repository
 * @param {string} dist the build's folder
 */
export function hostTexts(root, dist) {
  const host = path.join(root, 'host');
  const sources = [
    ...filesUnder(path.join(host, 'resources/views'), ['.php']),
    ...filesUnder(path.join(host, 'app'), ['.php']),
    ...filesUnder(path.join(host, 'packages/site-widgets/resources/views'), ['.php']),
    ...filesUnder(path.join(host, 'packages/site-widgets/src'), ['.php']),
    ...readdirSync(path.join(host, 'public'))
      .filter((name) => name.endsWith('.html'))
      .map((name) => path.join(host, 'public', name)),
    ...filesUnder(dist, ['.js']),
  ];
  return sources.sort().map((file) => readFileSync(file, 'utf8'));
}
