import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bootstrapSubset, filesUnder, wordsOf } from '../../../scripts/laravel/bootstrap-subset.mjs';
import { BOOTSTRAP_SUBSET } from '../../../scripts/laravel/public-assets.mjs';

/**
 * The Bootstrap the worked host links (`css/bootstrap-subset.min.css`, published by the global
 * setup as a deploy publishes it): every Bootstrap class the host's views and the bundle's
 * widgets write is still defined, and what nothing prints is gone.
 */
const ROOT = path.resolve(__dirname, '../../..');
const full = readFileSync(path.join(ROOT, 'node_modules/bootstrap/dist/css/bootstrap.min.css'), 'utf8');
const subset = readFileSync(path.join(ROOT, 'host/public', BOOTSTRAP_SUBSET), 'utf8');

/** The classes a stylesheet's selectors name. */
const classesOf = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g)].map((match) => match[1] ?? ''));
const bootstrapClasses = classesOf(full);
const subsetClasses = classesOf(subset);

/** The Bootstrap classes in the static parts of `class="…"` / `className="…"` attributes of the files. */
function writtenClasses(files: readonly string[], attribute: RegExp): string[] {
  const names = files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(attribute)].flatMap((match) =>
      (match[1] ?? '').replace(/\{\{.*?\}\}|\{!!.*?!!\}|@\w+\([^)]*\)/g, ' ').split(/\s+/),
    ),
  );
  return [...new Set(names)].filter((name) => bootstrapClasses.has(name)).sort();
}

/** What a subset cut for `written` alone keeps that the published one lacks: nothing, when the published one covers them. */
function missing(written: readonly string[]): string[] {
  return [...classesOf(bootstrapSubset(full, new Set(written)))].filter((name) => !subsetClasses.has(name));
}

test("every Bootstrap rule the host's views' classes select is in the subset", () => {
  const views = [
    ...filesUnder(path.join(ROOT, 'host/resources/views'), ['.blade.php']),
    ...filesUnder(path.join(ROOT, 'host/packages/site-widgets/resources/views'), ['.blade.php']),
  ];
  const written = writtenClasses(views, /\bclass="([^"]*)"/g);
  expect(written).toEqual(expect.arrayContaining(['container', 'btn', 'form-control', 'navbar', 'alert']));
  expect(missing(written)).toEqual([]);
});

test("the host's static pages (nginx's short 503) link the published stylesheets, and their classes are in the subset", () => {
  const pages = filesUnder(path.join(ROOT, 'host/public'), ['.html']).filter((file) => path.dirname(file) === path.join(ROOT, 'host/public'));
  expect(pages.map((file) => path.basename(file))).toContain('no-disponible.html');
  const linked = pages.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((match) => match[1]));
  // Each one a file of host/public that a deploy publishes: the whole Bootstrap no longer is.
  expect(linked).toEqual([BOOTSTRAP_SUBSET]);
  const written = writtenClasses(pages, /\bclass="([^"]*)"/g);
  expect(written).toEqual(expect.arrayContaining(['container', 'btn', 'btn-lg']));
  expect(missing(written)).toEqual([]);
});

test("every Bootstrap rule the classes of the widgets' code select is in the subset", () => {
  const sources = filesUnder(path.join(ROOT, 'src'), ['.tsx', '.ts']);
  const written = writtenClasses(sources, /\bclassName=["'{`]+([^"'`}]*)/g);
  expect(written).toEqual(expect.arrayContaining(['btn', 'form-control', 'visually-hidden']));
  expect(missing(written)).toEqual([]);
});

test("react-bootstrap's classes, joined from a prefix and a suffix in the bundle, are in the subset", () => {
  // LoginModal and CaptionCarousel: react-bootstrap writes `${prefix}-dialog`, `${prefix}-item`.
  for (const name of ['modal', 'modal-dialog', 'modal-content', 'modal-header', 'modal-body', 'modal-backdrop', 'btn-close'])
    expect([name, subsetClasses.has(name)]).toEqual([name, true]);
  for (const name of ['carousel', 'carousel-inner', 'carousel-item', 'carousel-control-prev', 'carousel-control-prev-icon', 'carousel-indicators'])
    expect([name, subsetClasses.has(name)]).toEqual([name, true]);
});

test('what nothing prints is gone, and the subset is under half the whole', () => {
  for (const name of ['offcanvas', 'accordion-button', 'toast-header', 'navbar-expand-xxl', 'spinner-grow-sm'])
    expect([name, bootstrapClasses.has(name), subsetClasses.has(name)]).toEqual([name, true, false]);
  expect(subset.length).toBeLessThan(full.length / 2);
  // Rules without a class stay: the variables and the reboot.
  expect(subset).toContain(':root,[data-bs-theme=light]{--bs-blue:#0d6efd;');
  expect(subset).toMatch(/\bbody\{margin:0;/);
});

test('the cut keeps the selectors a class allows, at-rules with a rule left, and strings as they are', () => {
  const words = new Set(['kept', 'btn-', 'primary', 'modal', '-dialog']);
  const css = [
    '@charset "UTF-8";/*! licence */',
    '.kept,.gone{color:red}',
    '.gone{color:blue}',
    '.btn-primary,.modal-dialog{margin:0}',
    'a:not(.gone){color:green}',
    '@media (min-width:576px){.gone{top:0}}',
    '@media (min-width:768px){.gone{top:0}.kept{top:1px}}',
    '@keyframes spin{to{transform:rotate(360deg)}}',
    '.kept::after{content:"}{,";background:url("data:image/svg+xml,%3csvg xmlns=\'http://www.w3.org/2000/svg\'%3e")}',
    '/*# sourceMappingURL=bootstrap.min.css.map */',
  ].join('');
  expect(bootstrapSubset(css, words)).toBe(
    [
      '@charset "UTF-8";/*! licence */',
      '.kept{color:red}',
      '.btn-primary,.modal-dialog{margin:0}',
      'a:not(.gone){color:green}',
      '@media (min-width:768px){.kept{top:1px}}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
      '.kept::after{content:"}{,";background:url("data:image/svg+xml,%3csvg xmlns=\'http://www.w3.org/2000/svg\'%3e")}',
    ].join(''),
  );
  expect(wordsOf(['<div class="kept btn-primary">', '`${p}-dialog`'])).toEqual(new Set(['div', 'class', 'kept', 'btn-primary', 'p', '-dialog']));
});

test('with every class printable, the subset is Bootstrap itself (the source map comment aside)', () => {
  // Bootstrap's own words name every one of its classes.
  const whole = full.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trimEnd();
  const kept = bootstrapSubset(full, wordsOf([full]));
  expect(kept.length).toBe(whole.length);
  expect(kept === whole).toBe(true);
});
