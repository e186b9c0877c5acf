import { readFileSync } from 'node:fs';
import path from 'node:path';
import { declaredWidgets } from '../../../scripts/generate/declared-widgets';
import type { AttributeKind } from '../../../src/runtime/converters/kind';
import { attributeName, parseAttributes, type AttributeTable } from '../../../src/runtime/attributes';
import { error, html, renderBlade } from './php';

/**
 * `<x-site-widget>` rendered by PHP through the Laravel host, then read by the runtime's
 * own attribute parser: what PHP writes is what the widget reads.
 */

// Texts a page may hold: quotes of both kinds, markup, an entity, accents.
const TEXT = `Pan & "queso" <b>'s</b> &amp; ñandú`;

/** Values whose shape the widget checks, by widget and attribute. */
const SAMPLES: Record<string, unknown> = {
  'caption-carousel.slides': [{ image: '/images/step.svg', caption: `Mirá "esto" & </script>`, alt: '' }],
  'cookbook-grid.cookbooks': [{ id: 1, name: TEXT, image: null }],
  'where-to-buy.products': [{ id: 2, name: TEXT, qty: '1 kg' }],
  // An address as route() gives it, with a query of its own.
  'shopping-list.recipesUrl': 'http://127.0.0.1:8000/recetas?tag=1&orden="nuevas"',
  'distributor-hours.hours': {
    weekly: { mon: [['09:00', '13:00']], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
    holidays: 'closed',
    exceptions: [],
    closure: { from: '2027-01-02', until: '2027-01-15', reason: `vacaciones "largas" & más` },
  },
  'faq-item.faq': { name: '¿Qué es "TACC"?', content: '<p>Sin &amp; con</p><script>x</script>', legacy_id: 7 },
  'faq-list.faqs': [{ name: 'A', content: '<p>B</p>', section: 'consumers' }],
  'image-uploader.media': 'mobile2',
  // As <x-site-recipe> prints a stored mould (SiteWidgets\Laravel\Recipe\Mould::attribute).
  'recipe-tools.mould': 'rectangular 20.5x30',
  // A privacy page's address as route() gives it, with a query of its own.
  'consent-notice.privacyUrl': 'http://127.0.0.1:8000/privacidad?seccion="cookies"&v=2',
  'revision-compare.editor': 'steps-editor',
  'revision-compare.before': [{ name: TEXT, steps: [{ text: 'Mezclá </script>', image: '' }] }],
  'revision-compare.after': [{ name: TEXT, steps: [] }],
  'post-carousel.firstPage': {
    tags: [{ id: 1, name: TEXT, childrens: [] }],
    landings: [],
    posts: { data: [{ id: 3, name: TEXT, image: null, type: 'video', login_required: true, tags: [] }], links: [], next_page_url: null },
  },
  'post-grid.firstPage': {
    tags: [{ id: 1, name: TEXT, childrens: [] }],
    landings: [],
    posts: { data: [{ id: 4, name: TEXT, image: null, type: 'receta', login_required: false, tags: [] }], links: [], next_page_url: null },
  },
  'product-grid.firstPage': {
    tags: [{ id: 2, name: TEXT, childrens: [] }],
    posts: {
      data: [{ id: 5, name: TEXT, image: null, category: { id: 2, name: TEXT } }],
      links: [{ url: null, label: '1', active: true }],
      next_page_url: null,
    },
  },
};

function sample(widget: string, key: string, kind: AttributeKind): unknown {
  const given = SAMPLES[`${widget}.${key}`];
  if (given !== undefined) return given;
  switch (kind.type) {
    case 'text':
      return TEXT;
    case 'segment':
      return 'recetas';
    case 'integer':
      return kind.max ?? -1;
    case 'id':
      return 12;
    case 'number':
      return 2.5;
    case 'boolean':
      return false;
    case 'one-of':
      return kind.values[kind.values.length - 1];
    default:
      throw new Error(`no sample for ${widget}.${key} (${kind.type})`);
  }
}

/** What the runtime reads back from a sample. */
function expected(key: string, value: unknown): unknown {
  if (key === 'media') return { kind: 'mobile', n: '2' };
  if (key === 'firstPage') return { ok: true, value, skipped: [] };
  if (key === 'mould') return { shape: 'rectangular', size: 20.5, width: 30 };
  return value;
}

function placeholderIn(markup: string): Element {
  document.body.innerHTML = markup;
  const element = document.querySelector('[data-widget-name]');
  if (element === null) throw new Error(`no placeholder in ${markup}`);
  return element;
}

function bound(widget: string, attributes: AttributeTable): string {
  const bindings = Object.keys(attributes).map((key) => `:${attributeName(key).slice(5)}="$values['${widget}']['${key}']"`);
  return `<x-site-widget name="${widget}" ${bindings.join(' ')} />`;
}

test('every widget, every declared attribute bound to a PHP value: the runtime reads back each value', async () => {
  const widgets = await declaredWidgets();
  const values = Object.fromEntries(
    widgets.map(({ name, attributes }) => [name, Object.fromEntries(Object.entries(attributes).map(([key, spec]) => [key, sample(name, key, spec.kind)]))]),
  );
  const rendered = renderBlade(
    widgets.map(({ name, attributes }) => bound(name, attributes)),
    values,
  );
  widgets.forEach(({ name, attributes }, index) => {
    const element = placeholderIn(html(rendered[index]));
    expect(element.getAttribute('data-widget-name')).toBe(name);
    const read = parseAttributes(attributes, element);
    for (const key of Object.keys(attributes)) expect([name, key, read[key]]).toEqual([name, key, expected(key, values[name]?.[key])]);
  });
});

test('static attributes, host attributes, a JSON script by #id and the fallback content', async () => {
  const [rendered] = renderBlade(
    [
      `<script type="application/json" id="faq-data">@json($values['faqs'])</script>
<x-site-widget name="faq-list" faqs="#faq-data" section="consumers" heading-level="2" id="faq" class="mb-3" aria-label="Preguntas" data-widget-load="visible" data-widget-load-margin="200px">
  <p>Cargando &amp; preguntas…</p>
</x-site-widget>`,
    ],
    { faqs: [{ name: '<b>A</b>', content: 'B', section: 'consumers' }] },
  );
  const element = placeholderIn(html(rendered));
  expect(element.id).toBe('faq');
  expect(element.className).toBe('mb-3');
  expect(element.getAttribute('aria-label')).toBe('Preguntas');
  expect(element.getAttribute('data-widget-load')).toBe('visible');
  expect(element.getAttribute('data-widget-load-margin')).toBe('200px');
  expect(element.querySelector('p')?.textContent).toBe('Cargando & preguntas…');
  const faqList = (await declaredWidgets()).find(({ name }) => name === 'faq-list');
  if (faqList === undefined) throw new Error('no faq-list');
  expect(parseAttributes(faqList.attributes, element)).toEqual({
    faqs: [{ name: '<b>A</b>', content: 'B', section: 'consumers' }],
    section: 'consumers',
    headingLevel: 2,
  });
});

test('outside production, an undeclared attribute, a missing required one, a value of the wrong kind or an unknown widget throws a clear error', () => {
  const rendered = renderBlade(
    [
      '<x-site-widget name="post-grid" section="recetas" colour="red" />',
      '<x-site-widget name="post-grid" data-section="recetas" />',
      '<x-site-widget name="post-grid" label="Recetas" />',
      '<x-site-widget name="post-grid" section="recetas" :heading-level="9" />',
      '<x-site-widget name="post-grid" section="recetas" :layout="$values[\'layout\']" />',
      '<x-site-widget name="faq-item" :faq="$values[\'number\']" />',
      '<x-site-widget name="post-grid" section="recetas" :label="collect([1])" />',
      '<x-site-widget name="post-gird" section="recetas" />',
    ],
    { layout: 'grande', number: 3 },
  );
  expect(rendered.map(error)).toEqual([
    '<x-site-widget name="post-grid">: "colour" is not an attribute of post-grid (it declares: section, layout, state-key, label, heading-level, url-prefix, first-page)',
    '<x-site-widget name="post-grid">: "data-section" is not an attribute of post-grid (it declares: section, layout, state-key, label, heading-level, url-prefix, first-page; write them without "data-")',
    '<x-site-widget name="post-grid">: section is required',
    '<x-site-widget name="post-grid">: heading-level expects a whole number from 1 to 6, got 9',
    '<x-site-widget name="post-grid">: layout expects one of auto, standard, short, got "grande"',
    '<x-site-widget name="faq-item">: faq expects an array or object (it is JSON-encoded), JSON text, or "#id" of a JSON script, got 3',
    '<x-site-widget name="post-grid">: label expects text, got Illuminate\\Support\\Collection',
    expect.stringMatching(/^<x-site-widget name="post-gird">: no widget is called "post-gird" \(known: caption-carousel, .*steps-editor\)$/),
  ]);
});

test('in production, the page renders: what the widget would refuse is left out and logged, for the widget to report in the browser', () => {
  const colour = `colour-${Date.now()}`;
  const rendered = renderBlade([`<x-site-widget name="post-grid" section="recetas" ${colour}="red" :heading-level="9" />`], {}, 'production');
  const element = placeholderIn(html(rendered[0]));
  expect(element.getAttributeNames().sort()).toEqual(['data-section', 'data-widget-name']);
  const log = readFileSync(path.resolve(__dirname, '../../../host/storage/logs/laravel.log'), 'utf8');
  expect(log).toContain(`"${colour}" is not an attribute of post-grid`);
  expect(log).toContain('heading-level expects a whole number from 1 to 6, got 9');
});

/** Names a host could hand over in a bag of attributes (`{{ $attributes }}` of its own component): each would end the name, or the tag. */
const BROKEN_NAMES = [
  'aria-label" onmouseover="window.__pwned=1',
  "aria-label' onmouseover='window.__pwned=1",
  'aria-x><script>window.__pwned=2</script',
  'aria-describedby onfocus',
  'aria-label=x',
  'aria-x/',
  'aria-\tx',
  'aria-ñ',
  'id"',
];

/** `<x-site-widget>` handed the host attributes of `$values['bag']` through a bag, as a host's own component passes its `$attributes` on. */
const BAGGED = `<x-site-widget name="post-grid" section="recetas" :attributes="new \\Illuminate\\View\\ComponentAttributeBag($values['bag'])" />`;

test('outside production, a host attribute whose name is not a valid attribute name throws, naming it', () => {
  const rendered = renderBlade(
    BROKEN_NAMES.map((_, index) => BAGGED.replace("$values['bag']", `$values['bags'][${index}]`)),
    { bags: BROKEN_NAMES.map((name) => ({ [name]: 'x' })) },
  );
  expect(rendered.map(error)).toEqual(BROKEN_NAMES.map((name) => `<x-site-widget name="post-grid">: ${JSON.stringify(name)} is not a valid attribute name`));
});

test('in production, a name that is not a valid attribute name is left out and logged: nothing breaks out of the tag', () => {
  const marker = `aria-x${Date.now()}"`;
  const bag = { ...Object.fromEntries(BROKEN_NAMES.map((name) => [name, 'x'])), [marker]: 'x', 'aria-label': 'Recetas "dulces"', id: 'grid' };
  const [rendered] = renderBlade([`<main>${BAGGED}</main>`], { bag }, 'production');
  document.body.innerHTML = html(rendered);
  const main = document.querySelector('main');
  expect(main?.children).toHaveLength(1);
  const element = placeholderIn(main?.innerHTML ?? '');
  expect(element.getAttributeNames().sort()).toEqual(['aria-label', 'data-section', 'data-widget-name', 'id']);
  expect(element.getAttribute('aria-label')).toBe('Recetas "dulces"');
  expect(element.childNodes).toHaveLength(0);
  const log = readFileSync(path.resolve(__dirname, '../../../host/storage/logs/laravel.log'), 'utf8');
  expect(log).toContain(`${JSON.stringify(marker)} is not a valid attribute name`);
});

test("Blade's @json splits its expression at commas: @json($products->map->only(['id', 'name'])) loses @json's escaping, the host's @json($products) keeps it", () => {
  const products = [{ id: 2, name: 'Levadura <b>seca</b> & "fresca"', sku: 'LS' }];
  const [withCommas, prepared] = renderBlade(
    ["@json(collect($values['products'])->map(fn ($product) => collect($product))->map->only(['id', 'name']))", "@json($values['products'])"],
    { products },
  );
  // Compiled as json_encode($products->map->only(['id', 'name']), 512): JSON_HEX_TAG and the others are gone.
  expect(html(withCommas)).toContain('<b>seca<\\/b> & \\"fresca\\"');
  expect(html(prepared)).toContain('\\u003Cb\\u003Eseca\\u003C\\/b\\u003E \\u0026 \\u0022fresca\\u0022');
  expect(JSON.parse(html(prepared))).toEqual(products);
});
