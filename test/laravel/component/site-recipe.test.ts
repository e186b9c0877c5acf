import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { readMould } from '../../../src/shared/recipe/mould-read';
import { EDITOR_VALUES } from '../../shared/editor-values';
import { html, renderBlade } from './php';

/**
 * `<x-site-recipe>` rendered by PHP through the Laravel host, read back with the DOM: the markup
 * of docs/widgets/recipe.md's contract, for every legacy value the editors read (their own
 * corpus), what odd rows leave out, hostile text, and the schema.org JSON-LD beside it.
 */

const PAGE = 'https://sitio.example/post/7';
const POST = {
  id: 7,
  name: 'Pan dulce de la casa',
  image: '/images/recipe.svg',
  type: 'recipe',
  login_required: false,
  created_at: '2025-12-01T10:30:00+00:00',
  metadata: { commensals: '4', time: '1 h 30 min' },
  tiempo_coccion: { name: '45 minutos' },
  tag: { name: 'Panadería' },
  tags: [{ name: 'Panes' }],
};
const LEGACY_STEPS = JSON.parse(EDITOR_VALUES['steps-editor']?.read[1] ?? 'null') as unknown;
const LEGACY_INGREDIENTS = JSON.parse(EDITOR_VALUES['ingredients-editor']?.read[0] ?? 'null') as unknown;

/** Takes `recipe-tools` out of the package's widget list, as an older bundle's list would be (the placeholder is then left out). */
const WITHOUT_TOOLS = `@php(config(['site-widgets.widgets' => array_diff_key(config('site-widgets.widgets'), ['recipe-tools' => true])]))@php(app()->forgetScopedInstances())`;

function recipeTag(index: number, options = ''): string {
  return `<x-site-recipe :post="$values['posts'][${index}]" url="${PAGE}" ${options}/>`;
}

/** Renders each post through the component (one PHP run), each as a document of its own. */
function render(posts: readonly unknown[], options: { tools?: boolean; consumers?: boolean } = {}): Document[] {
  const attributes = options.consumers === true ? ':consumers="true" ' : '';
  const templates = posts.map((_, index) => `${options.tools === false && index === 0 ? WITHOUT_TOOLS : ''}${recipeTag(index, attributes)}`);
  return renderBlade(templates, { posts }).map((rendered) => new DOMParser().parseFromString(html(rendered), 'text/html'));
}

// --- What the component should show, read from the stored JSON independently of it ---------

function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : null;
}

function shown(value: unknown): string | null {
  const written = text(value)?.trim();
  return written === undefined || written === '' ? null : written;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

function records(value: unknown): unknown[] {
  return Array.isArray(value) ? value.filter((entry) => typeof entry === 'object' && entry !== null && !Array.isArray(entry)) : [];
}

const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

function positive(value: unknown): number | null {
  if (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value)) return Number(value.trim());
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

const link = (value: unknown) => {
  const address = shown(value);
  return address !== null && /^(?:\/|https?:\/\/|[^:/?#]+(?:[/?#]|$))/i.test(address) ? address : null;
};

interface ShownIngredient {
  qty: string | null;
  name: string;
  href: string | null;
}

function expectedIngredients(stored: unknown, productPath: string): { name: string | null; items: ShownIngredient[] }[] {
  return records(stored).flatMap((group) => {
    const items = records(field(group, 'ingredients')).flatMap((ingredient): ShownIngredient[] => {
      const product = flag(field(ingredient, 'isProduct'));
      const name = (product ? shown(field(field(ingredient, 'product'), 'name')) : null) ?? shown(field(ingredient, 'name'));
      if (name === null) return [];
      const id = product ? (positive(field(field(ingredient, 'product'), 'id')) ?? positive(field(ingredient, 'product_id'))) : null;
      return [{ qty: shown(field(ingredient, 'qty')), name, href: id === null ? null : `${productPath}${id}` }];
    });
    return items.length === 0 ? [] : [{ name: shown(field(group, 'name')), items }];
  });
}

/** The oven as printed: 'Horno a 180 °C' from `oven.temp`, a whole number above zero. */
function oven(stored: unknown): string | null {
  const temp = positive(field(stored, 'temp'));
  return temp === null ? null : `Horno a ${temp}\u00a0°C`;
}

/** A step's tips: texts (or objects with a `text`), blanks left out. */
function tips(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((tip: unknown) => {
    const written = shown(typeof tip === 'object' && tip !== null && !Array.isArray(tip) ? field(tip, 'text') : tip);
    return written === null ? [] : [written];
  });
}

/** A stored `duration` in minutes: a number, or digits. */
function minutes(stored: unknown): string | null {
  if (typeof stored === 'number') return stored > 0 && stored <= 2880 ? String(Math.round(stored)) : null;
  const digits = shown(stored);
  return digits !== null && /^\d{1,4}$/.test(digits) && Number(digits) > 0 && Number(digits) <= 2880 ? String(Number(digits)) : null;
}

interface ShownStep {
  number: number;
  text: string;
  image: string | null;
  oven: string | null;
  tips: string[];
  minutes: string | null;
}

function expectedSteps(stored: unknown): { name: string; oven: string | null; steps: ShownStep[] }[] {
  let number = 0;
  return records(stored).flatMap((group) => {
    const steps = records(field(group, 'steps')).flatMap((step) => {
      const written = shown(field(step, 'text'));
      return written === null
        ? []
        : [
            {
              number: ++number,
              text: written,
              image: link(field(step, 'image')),
              oven: oven(field(step, 'oven')),
              tips: tips(field(step, 'tips')),
              minutes: minutes(field(step, 'duration')),
            },
          ];
    });
    return steps.length === 0 ? [] : [{ name: shown(field(group, 'name')) ?? 'Pasos', oven: oven(field(group, 'oven')), steps }];
  });
}

// --- What the component printed ---------------------------------------------------------------

function article(document: Document): Element {
  const found = document.querySelector('article.sw-recipe');
  if (found === null) throw new Error(`no recipe in ${document.body.innerHTML}`);
  return found;
}

function printedIngredients(recipe: Element) {
  return [...recipe.querySelectorAll('.sw-recipe__ingredients > .sw-recipe__group')].map((group) => ({
    name: group.querySelector(':scope > h3')?.textContent ?? null,
    items: [...group.querySelectorAll('li')].map((item) => ({
      qty: item.querySelector('.sw-recipe__qty')?.getAttribute('data-recipe-qty') ?? null,
      name: item.querySelector('.sw-recipe__name')?.textContent ?? '',
      href: item.querySelector('a.sw-recipe__name')?.getAttribute('href') ?? null,
    })),
  }));
}

function printedSteps(recipe: Element) {
  return [...recipe.querySelectorAll('.sw-recipe__steps > .sw-recipe__group')].map((group) => ({
    name: group.querySelector(':scope > h3')?.textContent ?? '',
    oven: group.querySelector(':scope > .sw-recipe__oven')?.textContent ?? null,
    steps: [...group.querySelectorAll('li')].map((item) => ({
      number: Number(/^paso-(\d+)$/.exec(item.id)?.[1]),
      text: item.querySelector('.sw-recipe__text')?.textContent ?? '',
      image: item.querySelector('img')?.getAttribute('src') ?? null,
      oven: item.querySelector(':scope > .sw-recipe__oven')?.textContent ?? null,
      tips: [...item.querySelectorAll(':scope > .sw-recipe__tip')].map((tip) => tip.textContent?.replace(/^Consejo: /, '') ?? ''),
      minutes: item.getAttribute('data-recipe-duration'),
    })),
  }));
}

/** The contract's structure, beyond the content: checkboxes and their labels, numbering, quantities, images. */
function expectContractShape(recipe: Element): void {
  const ingredients = [...recipe.querySelectorAll('li[data-recipe-ingredient]')];
  ingredients.forEach((item, index) => {
    const id = `ingrediente-${index + 1}`;
    expect(item.className).toBe('sw-recipe__item');
    expect(item.querySelector(':scope > input')?.outerHTML).toBe(`<input type="checkbox" class="sw-recipe__check" id="${id}">`);
    const label = item.querySelector(':scope > label');
    expect(label?.getAttribute('for')).toBe(id);
    const qty = label?.querySelector('.sw-recipe__qty');
    // The quantity as written, in the attribute and (until the widget scales it) the text; one space before the name.
    if (qty) expect([qty.textContent, qty.nextSibling?.textContent]).toEqual([qty.getAttribute('data-recipe-qty'), ' ']);
    expect(label?.lastElementChild?.classList.contains('sw-recipe__name')).toBe(true);
  });
  const steps = [...recipe.querySelectorAll('li[data-recipe-step]')];
  steps.forEach((item, index) => {
    const id = `paso-${index + 1}`;
    expect(item.id).toBe(id);
    expect(item.className).toBe('sw-recipe__item sw-recipe__step');
    expect(item.querySelector(':scope > input')?.outerHTML).toBe(`<input type="checkbox" class="sw-recipe__check" id="${id}-hecho">`);
    expect(item.querySelector(':scope > label.sw-recipe__text')?.getAttribute('for')).toBe(`${id}-hecho`);
    const image = item.querySelector('img');
    if (image) {
      expect(image.className).toBe('sw-recipe__image');
      expect([image.alt, image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading'), image.getAttribute('decoding')]).toEqual([
        '',
        '640',
        '480',
        'lazy',
        'async',
      ]);
    }
  });
  // Each step list starts at its first step's number: numbering runs on across groups.
  for (const list of recipe.querySelectorAll('.sw-recipe__steps ol.sw-recipe__list')) {
    expect(list.getAttribute('start')).toBe(list.querySelector('li')?.id.replace('paso-', ''));
  }
  // Ids are unique (the anchors and the check-offs' keys).
  const ids = [...recipe.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
  // The sections hang off the body, the part a login-required post protects.
  for (const section of recipe.querySelectorAll('section')) expect(section.parentElement?.className).toBe('sw-recipe__body');
}

// --- The JSON-LD ------------------------------------------------------------------------------

const howToStep = v.object({
  '@type': v.literal('HowToStep'),
  position: v.number(),
  text: v.string(),
  url: v.string(),
  image: v.optional(v.string()),
  // A step with tips or an oven: its text as a HowToDirection, then each as a HowToTip.
  itemListElement: v.optional(v.array(v.object({ '@type': v.picklist(['HowToDirection', 'HowToTip']), text: v.string() }))),
});
const recipeSchema = v.looseObject({
  '@context': v.literal('https://schema.org'),
  '@type': v.literal('Recipe'),
  // A post always has a name (the column is required); an odd row without one leaves it out.
  name: v.optional(v.string()),
  url: v.string(),
  image: v.optional(v.array(v.string())),
  description: v.optional(v.string()),
  author: v.optional(v.object({ '@type': v.literal('Organization'), name: v.string(), url: v.string() })),
  datePublished: v.optional(v.string()),
  prepTime: v.optional(v.string()),
  cookTime: v.optional(v.string()),
  totalTime: v.optional(v.string()),
  recipeYield: v.optional(v.string()),
  recipeCategory: v.optional(v.string()),
  recipeCuisine: v.optional(v.string()),
  keywords: v.optional(v.string()),
  recipeIngredient: v.optional(v.array(v.string())),
  recipeInstructions: v.optional(v.array(v.object({ '@type': v.literal('HowToSection'), name: v.string(), itemListElement: v.array(howToStep) }))),
  video: v.optional(
    v.object({
      '@type': v.literal('VideoObject'),
      name: v.string(),
      description: v.optional(v.string()),
      thumbnailUrl: v.optional(v.array(v.string())),
      contentUrl: v.string(),
      uploadDate: v.optional(v.string()),
    }),
  ),
  isAccessibleForFree: v.optional(v.literal(false)),
  hasPart: v.optional(v.object({ '@type': v.literal('WebPageElement'), isAccessibleForFree: v.literal(false), cssSelector: v.string() })),
});

/** The page's JSON-LD: exactly one script, parsed and checked for its shape. */
function jsonLd(document: Document) {
  const scripts = [...document.querySelectorAll('script')];
  expect(scripts.map((script) => script.type)).toEqual(['application/ld+json']);
  return v.parse(recipeSchema, JSON.parse(scripts[0]?.textContent ?? ''));
}

const ABSOLUTE = /^https?:\/\/[^/]/;
const ISO_DURATION = /^PT(?:\d+H)?(?:\d+M)?$/;

// --- The corpus -------------------------------------------------------------------------------

const stepsCorpus = EDITOR_VALUES['steps-editor']?.read ?? [];
const ingredientsCorpus = EDITOR_VALUES['ingredients-editor']?.read ?? [];
const corpus = [
  ...stepsCorpus.map((steps, index) => ({ ...POST, id: 100 + index, steps: JSON.parse(steps) as unknown, custom_ingredients: LEGACY_INGREDIENTS })),
  ...ingredientsCorpus.map((ingredients, index) => ({ ...POST, id: 200 + index, steps: LEGACY_STEPS, custom_ingredients: JSON.parse(ingredients) as unknown })),
];
const rendered = render(corpus);

test('the corpus is the editors’ own, legacy values included', () => {
  expect(stepsCorpus.length).toBeGreaterThan(4);
  expect(ingredientsCorpus.length).toBeGreaterThan(2);
  expect(rendered).toHaveLength(corpus.length);
});

test.each(corpus.map((post, index) => [post.id, post, rendered[index]] as const))(
  'legacy post %i: ingredients and steps printed as stored, in the contract’s markup',
  (_, post, document) => {
    if (document === undefined) throw new Error('not rendered');
    const recipe = article(document);
    expect(recipe.getAttribute('data-recipe')).toBe(String(post.id));
    expect(printedIngredients(recipe)).toEqual(expectedIngredients(post.custom_ingredients, '/product/'));
    const steps = expectedSteps(post.steps);
    expect(printedSteps(recipe)).toEqual(steps);
    expectContractShape(recipe);
    // A part with nothing to show is left out whole.
    expect(recipe.querySelector('.sw-recipe__steps') === null).toBe(steps.length === 0);
  },
);

test('the legacy recipe, as the seed and the editors’ tests hold it: facts, groups, the step image, the product link, paso-N across groups', () => {
  const [document] = render([{ ...POST, steps: LEGACY_STEPS, custom_ingredients: LEGACY_INGREDIENTS }]);
  const recipe = article(document ?? new Document());
  expect(
    [...recipe.querySelectorAll('.sw-recipe__fact')].map((fact) => [fact.querySelector('dt')?.textContent, fact.querySelector('dd')?.textContent]),
  ).toEqual([
    ['Cocción', '45\u00a0min'],
    ['Duración', '1\u00a0h\u00a030\u00a0min'],
    ['Porciones', '4'],
  ]);
  // The first group's empty name prints no heading.
  expect(recipe.querySelectorAll('.sw-recipe__ingredients h3')).toHaveLength(0);
  expect(recipe.querySelector('label[for="ingrediente-2"]')?.innerHTML).toBe(
    '<span class="sw-recipe__qty" data-recipe-qty="10 g">10 g</span> <a class="sw-recipe__name" href="/product/2">Levadura seca</a>',
  );
  expect([...recipe.querySelectorAll('.sw-recipe__steps h3')].map((heading) => heading.textContent)).toEqual(['Masa 🍞', '12']);
  expect([...recipe.querySelectorAll('.sw-recipe__steps ol')].map((list) => list.getAttribute('start'))).toEqual(['1', '2']);
  expect([...recipe.querySelectorAll('[data-recipe-step]')].map((step) => step.id)).toEqual(['paso-1', 'paso-2']);
});

test('the recipe-tools placeholder, in its reserve, when the bundle has the widget: servings only when they are a number', () => {
  const posts = [POST, { ...POST, id: 8, name: 'Pan & "queso"', metadata: { commensals: '4 a 6' } }, { ...POST, id: 9, metadata: { commensals: 6 } }];
  const placeholders = render(posts).map((document) => article(document).querySelector('[data-widget-name="recipe-tools"]'));
  expect(placeholders.map((placeholder) => placeholder?.outerHTML.replace(/\s+/g, ' '))).toEqual([
    '<div data-widget-name="recipe-tools" data-post-id="7" data-post-name="Pan dulce de la casa" data-servings="4"> <div class="sw-reserve sw-reserve--recipe-tools"></div> </div>',
    '<div data-widget-name="recipe-tools" data-post-id="8" data-post-name="Pan &amp; &quot;queso&quot;"> <div class="sw-reserve sw-reserve--recipe-tools sw-reserve--without-servings"></div> </div>',
    '<div data-widget-name="recipe-tools" data-post-id="9" data-post-name="Pan dulce de la casa" data-servings="6"> <div class="sw-reserve sw-reserve--recipe-tools"></div> </div>',
  ]);
  // Between the facts and the body, as the contract places it.
  const [first] = render([POST]);
  expect([...article(first ?? new Document()).children].map((child) => child.className || child.getAttribute('data-widget-name'))).toEqual([
    'sw-recipe__facts',
    'recipe-tools',
    'sw-recipe__body',
  ]);
  // Without the widget in the bundle's list, no placeholder nothing would claim.
  const [older] = render([POST], { tools: false });
  expect(older?.querySelector('[data-widget-name]')).toBeNull();
});

test("the recipe stylesheet's link (the build's recipe.css, from mix-manifest.json) comes before the recipe, unless the page links it itself", () => {
  const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../dist/mix-manifest.json'), 'utf8')) as Record<string, string>;
  const [linked, unlinked] = renderBlade([recipeTag(0), recipeTag(0, ':stylesheet="false" ')], { posts: [POST] }).map((rendered) => html(rendered));
  expect(linked?.trimStart()).toMatch(
    new RegExp(`^<link rel="stylesheet" href="/build/widgets${manifest['/recipe.css'] ?? 'missing'}">\\s*<article class="sw-recipe"`),
  );
  expect(unlinked?.trimStart()).toMatch(/^<article class="sw-recipe"/);
});

test('product links: /product/{id}, or consumers/product/{id} with `consumers`, from product.id or product_id, numbers as text', () => {
  const ingredients = [
    {
      name: 'Productos',
      ingredients: [
        { isProduct: true, product: { id: 2, name: 'Levadura seca' }, product_id: 2, qty: '10 g' },
        { isProduct: '1', product: { id: '3', name: 'Manteca' }, qty: 50 },
        { isProduct: 1, product: null, product_id: '4', name: 'Azúcar' },
        { isProduct: 'true', product: { name: 'Sin id' } },
        { isProduct: false, product: { id: 5, name: 'No es producto' }, name: 'Harina' },
        { isProduct: true, product: { id: 'x', name: 'Id raro' }, product_id: -1 },
      ],
    },
  ];
  const post = { ...POST, custom_ingredients: ingredients };
  const links = (document: Document | undefined) =>
    [...article(document ?? new Document()).querySelectorAll('.sw-recipe__name')].map((name) => [name.textContent, name.getAttribute('href')]);
  const [professional] = render([post]);
  const [consumer] = render([post], { consumers: true });
  expect(links(professional)).toEqual([
    ['Levadura seca', '/product/2'],
    ['Manteca', '/product/3'],
    ['Azúcar', '/product/4'],
    ['Sin id', null],
    ['Harina', null],
    ['Id raro', null],
  ]);
  expect(links(consumer)).toEqual([
    ['Levadura seca', 'consumers/product/2'],
    ['Manteca', 'consumers/product/3'],
    ['Azúcar', 'consumers/product/4'],
    ['Sin id', null],
    ['Harina', null],
    ['Id raro', null],
  ]);
});

test('paso-N runs on across groups, empty groups and empty steps skipped; each list starts where the last ended', () => {
  const steps = [
    { name: 'Masa', steps: [{ text: 'Uno' }, { text: 'Dos', image: '/images/step.svg' }] },
    { name: 'Vacío', steps: [] },
    { name: '', steps: [{ text: '   ' }, { text: 'Tres' }] },
    { name: 'Horneado', steps: [{ text: 'Cuatro' }, { text: 5 }] },
  ];
  const [document] = render([{ ...POST, steps }]);
  const recipe = article(document ?? new Document());
  const plain = { oven: null, tips: [], minutes: null };
  expect(printedSteps(recipe)).toEqual([
    {
      name: 'Masa',
      oven: null,
      steps: [
        { number: 1, text: 'Uno', image: null, ...plain },
        { number: 2, text: 'Dos', image: '/images/step.svg', ...plain },
      ],
    },
    { name: 'Pasos', oven: null, steps: [{ number: 3, text: 'Tres', image: null, ...plain }] },
    {
      name: 'Horneado',
      oven: null,
      steps: [
        { number: 4, text: 'Cuatro', image: null, ...plain },
        { number: 5, text: '5', image: null, ...plain },
      ],
    },
  ]);
  expect([...recipe.querySelectorAll('ol')].map((list) => list.getAttribute('start'))).toEqual(['1', '3', '4']);
  expect(jsonLd(document ?? new Document()).recipeInstructions?.flatMap((section) => section.itemListElement.map((step) => [step.position, step.url]))).toEqual(
    [1, 2, 3, 4, 5].map((n) => [n, `${PAGE}#paso-${n}`]),
  );
});

test('odd rows render without error, leaving out what cannot be shown', () => {
  const refusedSteps = EDITOR_VALUES['steps-editor']?.refused ?? [];
  const refusedIngredients = EDITOR_VALUES['ingredients-editor']?.refused ?? [];
  const odd = [
    ...refusedSteps.map((steps) => ({ ...POST, steps: JSON.parse(steps) as unknown })),
    ...refusedIngredients.map((ingredients) => ({ ...POST, custom_ingredients: JSON.parse(ingredients) as unknown })),
    { id: 1 },
    {
      id: 2,
      name: null,
      metadata: 'sin datos',
      tiempo_coccion: '1 hora',
      tag: 3,
      tags: 'Panes',
      created_at: 'no es una fecha',
      steps: '[]',
      custom_ingredients: 7,
    },
    { id: 3, name: ['Pan'], image: 'javascript:alert(1)', metadata: [['4']], tiempo_coccion: { name: ['1 hora'] }, type: 'video', video_url: { url: 'x' } },
    { id: 4, metadata: { commensals: '  ', time: '' }, tiempo_coccion: { name: '   ' }, steps: [{ steps: [{ text: 'Uno', image: 'data:text/html,x' }] }] },
  ];
  const documents = render(odd);
  expect(documents).toHaveLength(odd.length);
  for (const document of documents) {
    const recipe = article(document);
    expectContractShape(recipe);
    jsonLd(document);
  }
  const [one, two, three, four] = documents.slice(-4).map((document) => article(document));
  // Nothing stored: an article with an empty body, no facts.
  expect(one?.querySelector('.sw-recipe__facts')).toBeNull();
  expect(one?.querySelector('.sw-recipe__body')?.children).toHaveLength(0);
  expect(two?.querySelector('.sw-recipe__facts')).toBeNull();
  expect(three?.querySelector('.sw-recipe__facts')).toBeNull();
  expect(four?.querySelector('.sw-recipe__facts')).toBeNull();
  // A data: image is no image; the step stays.
  expect(four?.querySelector('img')).toBeNull();
  expect(four?.querySelector('.sw-recipe__text')?.textContent).toBe('Uno');
  const [, ldTwo, ldThree] = documents.slice(-4).map(jsonLd);
  expect(ldTwo).not.toHaveProperty('datePublished');
  expect(ldTwo).not.toHaveProperty('recipeCategory');
  expect(ldThree).not.toHaveProperty('image');
  expect(ldThree).not.toHaveProperty('video');
});

test('hostile text stays text: in the markup, in attributes and in the JSON-LD, which no </script> can close', () => {
  const hostile = `</script><script>alert(1)</script><img src=x onerror=alert(2)> & "comillas" 'simples' <!--`;
  const post = {
    ...POST,
    name: hostile,
    metadata: { commensals: hostile, time: hostile },
    tiempo_coccion: { name: hostile },
    tag: { name: hostile },
    steps: [{ name: hostile, steps: [{ text: hostile, image: `/images/a.png" onerror="alert(3)` }] }],
    custom_ingredients: [
      {
        name: hostile,
        ingredients: [
          { name: hostile, qty: hostile },
          { isProduct: true, product: { id: 2, name: hostile } },
        ],
      },
    ],
  };
  const rendered = renderBlade([recipeTag(0)], { posts: [post] });
  const markup = html(rendered[0]);
  expect(markup).not.toMatch(/<script>|<img src=x|onerror="alert/);
  const document = new DOMParser().parseFromString(markup, 'text/html');
  const recipe = article(document);
  expect(document.querySelectorAll('img')).toHaveLength(1);
  expect(document.querySelector('img')?.getAttribute('src')).toBe(`/images/a.png" onerror="alert(3)`);
  expect(document.querySelector('[onerror]')).toBeNull();
  expect([...recipe.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([hostile.trim(), hostile.trim(), hostile.trim()]);
  expect(recipe.querySelector('[data-widget-name="recipe-tools"]')?.getAttribute('data-post-name')).toBe(hostile);
  expect([...recipe.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([hostile, hostile]);
  expect([...recipe.querySelectorAll('.sw-recipe__name')].map((name) => name.textContent)).toEqual([hostile, hostile]);
  expect(recipe.querySelector('.sw-recipe__qty')?.getAttribute('data-recipe-qty')).toBe(hostile.trim());
  expect(recipe.querySelector('.sw-recipe__text')?.textContent).toBe(hostile);
  // The JSON-LD holds no character that HTML would read: not `<`, `>`, `&` nor quotes.
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(markup)?.[1] ?? '';
  expect(script).not.toMatch(/[<>&']/);
  expect(script).toContain('\\u003C/script\\u003E');
  const data = jsonLd(document);
  expect([data.name, data.recipeCategory, data.recipeIngredient, data.recipeInstructions?.[0]?.itemListElement[0]?.text]).toEqual([
    hostile,
    hostile.trim(),
    [`${hostile.trim()} ${hostile}`, hostile],
    hostile,
  ]);
});

test('JSON-LD on the whole corpus: every property Google requires and recommends for recipe results that the post holds', () => {
  // Google's Recipe rich results: required name and image; recommended aggregateRating (never:
  // the site keeps no ratings), author, cookTime, datePublished, description, keywords, prepTime,
  // recipeCategory, recipeCuisine, recipeIngredient, recipeInstructions, recipeYield, totalTime, video.
  corpus.forEach((post, index) => {
    const document = rendered[index];
    if (document === undefined) throw new Error('not rendered');
    const data = jsonLd(document);
    expect(data).toMatchObject({
      name: post.name,
      url: PAGE,
      author: { '@type': 'Organization', name: expect.any(String) as unknown, url: expect.stringMatching(ABSOLUTE) as unknown },
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/) as unknown,
      cookTime: 'PT45M',
      totalTime: 'PT1H30M',
      prepTime: 'PT45M',
      recipeYield: '4',
      recipeCategory: 'Panadería',
      recipeCuisine: 'Argentina',
      keywords: 'Panadería, Panes',
    });
    expect(new Date(data.datePublished ?? '').toISOString()).toBe('2025-12-01T10:30:00.000Z');
    expect(data.image).toEqual([expect.stringMatching(ABSOLUTE)]);
    expect(data.image?.[0]).toMatch(/\/images\/recipe\.svg$/);
    expect(data.description?.length).toBeGreaterThan(0);
    expect(data.description?.length).toBeLessThanOrEqual(160);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('video');
    expect(data).not.toHaveProperty('isAccessibleForFree');
    for (const duration of [data.cookTime, data.totalTime, data.prepTime]) expect(duration).toMatch(ISO_DURATION);

    // What the page prints, the JSON-LD says: each ingredient's quantity and name, each step with its anchor.
    const recipe = article(document);
    const lines = printedIngredients(recipe).flatMap((group) => group.items.map((item) => (item.qty === null ? item.name : `${item.qty} ${item.name}`)));
    expect(data.recipeIngredient ?? []).toEqual(lines);
    const sections = printedSteps(recipe).map((group) => ({
      '@type': 'HowToSection',
      name: group.name,
      itemListElement: group.steps.map((step) => ({
        '@type': 'HowToStep',
        position: step.number,
        text: step.text,
        url: `${PAGE}#paso-${step.number}`,
        ...(step.image === null ? {} : { image: expect.stringMatching(ABSOLUTE) as unknown }),
        ...directions(step, step === group.steps[0] ? group.oven : null),
      })),
    }));
    expect(data.recipeInstructions ?? []).toEqual(sections);
    for (const section of sections) for (const step of section.itemListElement) expect(recipe.querySelector(`#paso-${step.position}`)).not.toBeNull();
  });
});

/** What the JSON-LD adds to a printed step with an oven or tips: its text as a HowToDirection, then each as a HowToTip. */
function directions(step: { text: string; oven: string | null; tips: string[] }, groupOven: string | null) {
  const tipsOf = [groupOven, step.oven, ...step.tips].filter((tip) => tip !== null);
  return tipsOf.length === 0
    ? {}
    : { itemListElement: [{ '@type': 'HowToDirection', text: step.text }, ...tipsOf.map((text) => ({ '@type': 'HowToTip', text }))] };
}

test('the seeded legacy recipe prints its tips, its oven and its stored duration, on the page and in the JSON-LD', () => {
  const legacy = [
    {
      name: 'Masa',
      id: 31,
      steps: [
        { text: 'Mezclar la harina con la levadura y el azúcar.', image: '/images/step.svg', duration: 10, legacy_order: 1 },
        { text: 'Agregar la manteca bien fría y amasar.', image: '', tips: ['No sobar de más', '  ', { text: 'Tapar con un lienzo' }] },
      ],
    },
    {
      name: 'Horneado',
      steps: [
        { text: 'Hornear 40 minutos a 180 °C.', image: '', duration: '45' },
        { text: 'Dejar enfriar.', oven: { temp: '0' } },
      ],
      oven: { temp: 180 },
    },
    { name: 'Odd', steps: [{ text: 'Servir.', tips: 'No es una lista', oven: { temp: 'caliente' }, duration: 'un rato' }], oven: 200 },
  ];
  const [document] = render([{ ...POST, steps: legacy }]);
  if (document === undefined) throw new Error('not rendered');
  const recipe = article(document);
  // The anchor a post page's "Ir a la receta" jumps to.
  expect(recipe.id).toBe('receta');
  expect([...recipe.querySelectorAll('#paso-2 > .sw-recipe__tip')].map((tip) => tip.textContent)).toEqual([
    'Consejo: No sobar de más',
    'Consejo: Tapar con un lienzo',
  ]);
  // The oven under its group's heading, before the steps it bakes.
  const baking = recipe.querySelectorAll('.sw-recipe__steps > .sw-recipe__group')[1];
  expect(baking?.querySelector(':scope > h3 + p.sw-recipe__oven')?.textContent).toBe('Horno a 180\u00a0°C');
  expect(recipe.querySelectorAll('.sw-recipe__oven')).toHaveLength(1);
  expect([...recipe.querySelectorAll('[data-recipe-step]')].map((step) => step.getAttribute('data-recipe-duration'))).toEqual(['10', null, '45', null, null]);

  const steps = (jsonLd(document).recipeInstructions ?? []).flatMap((section) => section.itemListElement);
  expect(steps[0]).not.toHaveProperty('itemListElement');
  expect(steps[1]?.itemListElement).toEqual([
    { '@type': 'HowToDirection', text: 'Agregar la manteca bien fría y amasar.' },
    { '@type': 'HowToTip', text: 'No sobar de más' },
    { '@type': 'HowToTip', text: 'Tapar con un lienzo' },
  ]);
  expect(steps[1]?.text).toBe('Agregar la manteca bien fría y amasar.');
  expect(steps[2]?.itemListElement).toEqual([
    { '@type': 'HowToDirection', text: 'Hornear 40 minutos a 180 °C.' },
    { '@type': 'HowToTip', text: 'Horno a 180\u00a0°C' },
  ]);
  expect(steps.slice(3).map((step) => step.itemListElement)).toEqual([undefined, undefined]);
});

test('the description: the first step, cut at a word near 160 characters, or a sentence with the name', () => {
  const long = 'Batir los huevos con el azúcar hasta que estén bien espumosos '.repeat(5);
  const [cut, named] = render([
    { ...POST, steps: [{ steps: [{ text: long }] }] },
    { ...POST, steps: [] },
  ]).map(jsonLd);
  expect(cut?.description).toMatch(/^Batir los huevos .* [a-záéíóúñ]+…$/);
  expect(cut?.description?.length).toBeLessThanOrEqual(160);
  expect(long.startsWith((cut?.description ?? '').slice(0, -1))).toBe(true);
  expect(named?.description).toBe('Receta de Pan dulce de la casa.');
});

test('times that do not read as a time are printed as written and left out of the JSON-LD; prepTime only when the whole outlasts the cooking', () => {
  const [night, shorter] = render([
    { ...POST, metadata: { commensals: 4, time: 'toda la noche' }, tiempo_coccion: { name: '1 hora' } },
    { ...POST, metadata: { time: '45 minutos' }, tiempo_coccion: { name: '1 hora' } },
  ]);
  const facts = (document: Document | undefined) => [...article(document ?? new Document()).querySelectorAll('dd')].map((value) => value.textContent);
  expect(facts(night)).toEqual(['1\u00a0h', 'toda la noche', '4']);
  const nightData = jsonLd(night ?? new Document());
  expect([nightData.cookTime, nightData.totalTime, nightData.prepTime]).toEqual(['PT1H', undefined, undefined]);
  const shorterData = jsonLd(shorter ?? new Document());
  expect([shorterData.cookTime, shorterData.totalTime, shorterData.prepTime, shorterData.recipeYield]).toEqual(['PT1H', 'PT45M', undefined, undefined]);
});

test('a video post carries its VideoObject; a login-required one says its body is for logged-in visitors', () => {
  const video = { ...POST, type: 'video', image: '/images/video.svg', video_url: '/media/videos/video-1.mp4', login_required: true };
  const [document, free, notAVideo, unsafe] = render([
    video,
    { ...video, login_required: 0 },
    { ...POST, video_url: '/media/videos/video-1.mp4' },
    { ...video, video_url: 'javascript:alert(1)' },
  ]);
  const data = jsonLd(document ?? new Document());
  expect(data.video).toEqual({
    '@type': 'VideoObject',
    name: 'Pan dulce de la casa',
    description: data.description,
    thumbnailUrl: [expect.stringMatching(/^https?:\/\/[^/]+\/images\/video\.svg$/)],
    contentUrl: expect.stringMatching(/^https?:\/\/[^/]+\/media\/videos\/video-1\.mp4$/),
    uploadDate: data.datePublished,
  });
  expect(data.isAccessibleForFree).toBe(false);
  expect(data.hasPart).toEqual({ '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.sw-recipe__body' });
  // The selector names the printed body.
  expect(document?.querySelectorAll(data.hasPart?.cssSelector ?? 'none')).toHaveLength(1);
  const freeData = jsonLd(free ?? new Document());
  expect(freeData.video?.contentUrl).toMatch(/video-1\.mp4$/);
  expect(freeData).not.toHaveProperty('isAccessibleForFree');
  expect(freeData).not.toHaveProperty('hasPart');
  expect(jsonLd(notAVideo ?? new Document())).not.toHaveProperty('video');
  expect(jsonLd(unsafe ?? new Document())).not.toHaveProperty('video');
});

test("a readable mould: the 'Molde' fact and data-mould as recipe-tools reads them; an unreadable one prints neither, and the JSON-LD never has it", () => {
  const moulds = [
    [{ shape: 'redondo', size: 24 }, 'Redondo de 24 cm', 'redondo 24'],
    [{ shape: 'Cuadrado', size: '20,5' }, 'Cuadrado de 20,5 cm', 'cuadrado 20.5'],
    [{ shape: 'rectangular', size: 20, width: 30 }, 'Rectangular de 20 × 30 cm', 'rectangular 20x30'],
    ['{"shape":"redondo","size":26}', 'Redondo de 26 cm', 'redondo 26'],
    [{ shape: 'rectangular', size: 20 }, null, null],
    [{ shape: 'oval', size: 24 }, null, null],
    [{ shape: 'redondo', size: 100 }, null, null],
    [['redondo', 24], null, null],
    ['no es JSON', null, null],
    [7, null, null],
  ] as const;
  const documents = render(moulds.map(([mould]) => ({ ...POST, mould })));
  moulds.forEach(([mould, fact, attribute], index) => {
    const document = documents[index] ?? new Document();
    const facts = [...document.querySelectorAll('.sw-recipe__fact')].map((each) => [
      each.querySelector('dt')?.textContent,
      each.querySelector('dd')?.textContent,
    ]);
    const tools = document.querySelector('[data-widget-name="recipe-tools"]');
    expect([mould, facts.find(([term]) => term === 'Molde')?.[1] ?? null, tools?.getAttribute('data-mould') ?? null]).toEqual([mould, fact, attribute]);
    if (attribute !== null) expect(readMould(attribute)).not.toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).not.toMatch(/molde|mould/i);
  });
});

test("products' grams per cup and spoon on their ingredients, a decimal point; none for other ingredients or unreadable values", () => {
  const ingredients = [
    {
      name: '',
      ingredients: [
        { isProduct: true, product: { id: 1, name: 'Harina leudante' }, qty: '2 tazas' },
        { isProduct: '1', product_id: '2', product: { name: 'Levadura seca' }, qty: '1 cucharada' },
        { isProduct: true, product: { id: 3, name: 'Azúcar impalpable' }, qty: '1 taza' },
        { name: 'Harina 0000', qty: '1 taza', isProduct: false },
      ],
    },
  ];
  const products = [
    { id: 1, attributes: { gramosPorTaza: '120', gramosPorCucharada: '7,5' } },
    { id: '2', attributes: '{"gramosPorCucharada":3.25,"gramosPorTaza":"mucho"}' },
    { id: 3, attributes: { gramosPorTaza: '0', gramosPorCucharada: '' } },
    { id: 4, attributes: { gramosPorTaza: '200' } },
    { attributes: { gramosPorTaza: '200' } },
    'no es un producto',
  ];
  const [rendered] = renderBlade([`<x-site-recipe :post="$values['post']" :products="$values['products']" url="${PAGE}" />`], {
    post: { ...POST, custom_ingredients: ingredients },
    products,
  });
  const document = new DOMParser().parseFromString(html(rendered), 'text/html');
  const items = [...document.querySelectorAll<HTMLElement>('[data-recipe-ingredient]')].map((item) => [
    item.querySelector('.sw-recipe__name')?.textContent,
    item.dataset.recipeGramsPerCup ?? null,
    item.dataset.recipeGramsPerSpoon ?? null,
  ]);
  expect(items).toEqual([
    ['Harina leudante', '120', '7.5'],
    ['Levadura seca', null, '3.25'],
    ['Azúcar impalpable', null, null],
    ['Harina 0000', null, null],
  ]);
  // Without products, none.
  const [without] = render([{ ...POST, custom_ingredients: ingredients }]);
  expect(without?.querySelector('[data-recipe-grams-per-cup], [data-recipe-grams-per-spoon]')).toBeNull();
});
