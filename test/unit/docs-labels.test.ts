import { readFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '@testing-library/react';
import { cookbooks, faqs, postTags, products } from '../../mocks/fixtures';
import { DEMO_PRESENCE_ITEMS } from '../../mocks/fixtures';
import { backendState, resetBackendState } from '../../mocks/handlers';
import { bannerTexts } from '../../src/admin/banner-editor/texts';
import { categoryTexts } from '../../src/admin/category-select/texts';
import { presenceTexts } from '../../src/admin/editing-presence/texts';
import { faqEditorTexts } from '../../src/admin/faq-editor/texts';
import { uploaderTexts } from '../../src/admin/shared/uploader/texts';
import { prepareTexts } from '../../src/admin/shared/uploader/prepare/texts';
import { ingredientsTexts } from '../../src/admin/ingredients-editor/texts';
import { attributesTexts } from '../../src/admin/product-attributes-editor/texts';
import { adminWidgets } from '../../src/admin/registry';
import { revisionCompareTexts } from '../../src/admin/revision-compare/texts';
import { editorTexts } from '../../src/admin/shared/ui/texts';
import { stepsTexts } from '../../src/admin/steps-editor/texts';
import { start } from '../../src/runtime';
import { loginTexts } from '../../src/shared/login/texts';
import { paginationTexts } from '../../src/shared/pagination/texts';
import { postCardTexts } from '../../src/shared/posts/texts';
import { listingTexts } from '../../src/shared/texts/listing';
import { locationTexts } from '../../src/shared/texts/location';
import { uiTexts } from '../../src/shared/ui/texts';
import { captionCarouselTexts } from '../../src/widgets/caption-carousel/texts';
import { cookbookGridTexts } from '../../src/widgets/cookbook-grid/texts';
import { directoryTexts } from '../../src/widgets/distributor-list/texts';
import { hoursTexts } from '../../src/shared/distributors/hours/texts';
import { nearbyTexts } from '../../src/shared/distributors/nearby/texts';
import { faqListTexts } from '../../src/widgets/faq-list/texts';
import { postCarouselTexts } from '../../src/widgets/post-carousel/texts';
import { postGridTexts } from '../../src/widgets/post-grid/texts';
import { productGridTexts } from '../../src/widgets/product-grid/texts';
import { publicWidgets } from '../../src/widgets/registry';
import { recipeToolsTexts } from '../../src/widgets/recipe-tools/texts';
import { kitchenTexts } from '../../src/widgets/recipe-tools/kitchen/texts';
import { saveRecipeTexts } from '../../src/widgets/save-recipe/texts';
import { savedRecipesTexts } from '../../src/widgets/saved-recipes/texts';
import { consentTexts } from '../../src/widgets/consent-notice/texts';
import { whatsappTexts } from '../../src/widgets/whatsapp-share/texts';
import { whereToBuyTexts } from '../../src/widgets/where-to-buy/texts';
import { shoppingListTexts } from '../../src/widgets/shopping-list/texts';
import { addToListTexts } from '../../src/widgets/recipe-tools/list/texts';
import { addedTexts } from '../../src/widgets/recipe-tools/list/added/texts';

/**
 * The "Visible labels" table (docs/widgets/labels.md), which hosts' tests and content editors' guides
 * rely on, cannot drift from the widgets: each widget is mounted as a host page places it
 * and must show every label listed as shown on arrival; the labels listed for other
 * states must be among the widgets' texts.
 */

const LABELS_PAGE = path.resolve(__dirname, '../../docs/widgets/labels.md');
const SECTION = '# Visible labels';
const WIDGETS = [...Object.keys(publicWidgets), ...Object.keys(adminWidgets)].sort();

interface Row {
  arrival: string[];
  later: string[];
}

const quoted = (cell: string) => [...cell.matchAll(/'([^']+)'/g)].map((match) => match[1] ?? '');

function documentedLabels(): Map<string, Row> {
  const page = readFileSync(LABELS_PAGE, 'utf8');
  const start = page.indexOf(SECTION);
  if (start === -1) throw new Error(`no "${SECTION}" section in ${LABELS_PAGE}`);
  const end = page.indexOf('\n#', start + SECTION.length);
  const rows = new Map<string, Row>();
  for (const line of page.slice(start, end === -1 ? undefined : end).split('\n')) {
    if (!line.startsWith('| `')) continue;
    const [name, arrival, later, ...rest] = line
      .slice(1, line.endsWith('|') ? -1 : undefined)
      .split('|')
      .map((cell) => cell.trim());
    const widget = /^`([a-z-]+)`$/.exec(name ?? '')?.[1];
    if (widget === undefined || arrival === undefined || later === undefined || rest.length > 0) throw new Error(`unreadable row: ${line}`);
    rows.set(widget, { arrival: quoted(arrival), later: quoted(later) });
  }
  return rows;
}

/** `{n}` stands for a number, any other `{word}` for a text. */
function pattern(label: string): RegExp {
  const escaped = label.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{n\}/g, '\\d+').replace(/\{[a-z]+\}/g, '.+')}$`);
}

// --- Labels in other states: among the texts ---------------------------------------

const HOLE = '\u0001';
const texts = [
  bannerTexts,
  categoryTexts,
  faqEditorTexts,
  uploaderTexts,
  prepareTexts,
  ingredientsTexts,
  attributesTexts,
  editorTexts,
  stepsTexts,
  listingTexts,
  locationTexts,
  loginTexts,
  paginationTexts,
  postCardTexts,
  uiTexts,
  captionCarouselTexts,
  cookbookGridTexts,
  directoryTexts,
  hoursTexts,
  nearbyTexts,
  faqListTexts,
  postCarouselTexts,
  postGridTexts,
  productGridTexts,
  whatsappTexts,
  whereToBuyTexts,
  shoppingListTexts,
  recipeToolsTexts,
  kitchenTexts,
  addToListTexts,
  addedTexts,
  saveRecipeTexts,
  savedRecipesTexts,
  consentTexts,
  revisionCompareTexts,
  presenceTexts,
];

/** Every text of the widgets; a function's with a hole where each argument goes. */
function allTexts(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (typeof value === 'function') {
    const made: unknown = Reflect.apply(
      value,
      undefined,
      Array.from({ length: value.length }, () => HOLE),
    );
    if (typeof made === 'string') found.push(made);
  } else if (typeof value === 'object' && value !== null) for (const inner of Object.values(value)) allTexts(inner, found);
  return found;
}

const withHoles = (label: string) => label.replace(/\{[a-z]+\}/g, HOLE);

// --- Labels on arrival: on the page ------------------------------------------------

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const hidden = (name: string, value: unknown) => `<input type="hidden" name="${name}" value="${json(value).replace(/"/g, '&quot;')}">`;

/** How a host page places each widget: its placeholder and the page data it reads. */
const pages: Record<string, string> = {
  'caption-carousel': `<script type="application/json" id="slides">${json([
    { image: '/a.jpg', caption: 'Uno', alt: 'Masa' },
    { image: '/b.jpg', caption: 'Dos', alt: 'Horno' },
  ])}</script><div data-widget-name="caption-carousel" data-slides="#slides"></div>`,
  'cookbook-grid': `<script type="application/json" id="cookbooks">${json(cookbooks)}</script><div data-widget-name="cookbook-grid" data-cookbooks="#cookbooks"></div>`,
  'distributor-hours': '<div data-widget-name="distributor-hours" data-hours="null"></div>',
  'distributor-list': '<div data-widget-name="distributor-list"></div>',
  'faq-item': `<div data-widget-name="faq-item" data-faq='${json(faqs[0]).replace(/'/g, '&#39;')}'></div>`,
  'faq-list': `<script type="application/json" id="faqs">${json(faqs)}</script><div data-widget-name="faq-list" data-faqs="#faqs"></div>`,
  'post-carousel': '<div data-widget-name="post-carousel" data-section="recetas"></div>',
  'post-grid': '<div data-widget-name="post-grid" data-section="videos"></div>',
  'product-grid': '<div data-widget-name="product-grid"></div>',
  'shopping-list': '<div data-widget-name="shopping-list"></div>',
  'whatsapp-share': '<div data-widget-name="whatsapp-share" data-post-id="31" data-post-name="Medialunas"></div>',
  'where-to-buy': `<div data-widget-name="where-to-buy" data-post-id="1" data-post-name="Pan" data-servings="4" data-products='${json([{ id: 2, name: 'Harina 0000', qty: '1 kg' }])}'></div>`,
  'recipe-tools':
    '<article class="sw-recipe"><div data-widget-name="recipe-tools" data-post-id="1" data-post-name="Pan" data-servings="4"></div><ul><li class="sw-recipe__item"><input type="checkbox" class="sw-recipe__check" id="ingrediente-1"><label for="ingrediente-1"><span class="sw-recipe__qty" data-recipe-qty="1 kg">1 kg</span> Harina</label></li></ul></article>',
  'save-recipe': '<article><h1>Pan</h1><div data-widget-name="save-recipe" data-post-id="1" data-post-name="Pan"></div></article>',
  'saved-recipes': '<div data-widget-name="saved-recipes"></div>',
  'consent-notice': '<div data-widget-name="consent-notice"></div>',
  'banner-editor': `<form>${hidden('banner_data', { title: 'Hola', subtitle: 'Chau' })}<div data-widget-name="banner-editor"></div></form>`,
  'editing-presence': `<form><input type="hidden" name="_token" value="t"><div data-widget-name="editing-presence" data-item="${DEMO_PRESENCE_ITEMS.product}" data-noun="este producto"></div></form>`,
  'revision-compare': `<div data-widget-name="revision-compare" data-editor="banner-editor" data-before='{"title":"Hola"}' data-after='{"title":"Chau"}'></div>`,
  'category-select': `<script type="application/json" id="tags">${json(postTags)}</script><form><input type="hidden" name="tag_id" value="1"><div data-widget-name="category-select" data-categories="#tags"></div></form>`,
  'faq-editor': `<form>${hidden(
    'custom_content',
    faqs.slice(0, 2).map((faq, index) => ({ ...faq, section: index === 0 ? 'professionals' : 'consumers' })),
  )}<div data-widget-name="faq-editor"></div></form>`,
  'image-uploader': '<form><input type="hidden" name="image" value=""><div data-widget-name="image-uploader" data-media="desktop"></div></form>',
  'ingredients-editor': `<script type="application/json" id="products">${json(products.slice(0, 3).map(({ id, name }) => ({ id, name })))}</script><form>${hidden(
    'custom_ingredients',
    [{ name: 'Masa', ingredients: [{ name: 'Harina', qty: '500 g', isProduct: false }] }],
  )}<div data-widget-name="ingredients-editor" data-products="#products"></div></form>`,
  'product-attributes-editor': `<form>${hidden('attributes', { caractsTitle: 'Frase', calorias: '120 kcal' })}<div data-widget-name="product-attributes-editor"></div></form>`,
  'steps-editor': `<form>${hidden('steps', [{ name: 'Masa', steps: [{ text: 'Mezclá', image: '' }] }])}<div data-widget-name="steps-editor"></div></form>`,
};

/**
 * Every name a person or a test finds an element by: its whole text, its own text (a
 * button's word beside a hidden icon or a screen-reader suffix) and its `aria-label`.
 */
function shownNames(root: Element): string[] {
  const names: string[] = [];
  const tidy = (text: string | null | undefined) => text?.replace(/\s+/g, ' ').trim() ?? '';
  for (const element of root.querySelectorAll('*')) {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent)
      .join('');
    for (const name of [tidy(element.textContent), tidy(own), tidy(element.getAttribute('aria-label'))]) if (name !== '') names.push(name);
  }
  return names;
}

beforeAll(async () => {
  // 'Guardar receta' shows where the browser can keep pages (a service worker, a secure page): as a phone over HTTPS.
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: () => Promise.resolve({}), controller: null } });
  Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
  Object.defineProperty(window, 'caches', { configurable: true, value: { has: () => Promise.resolve(false) } });
  await start(publicWidgets);
  await start(adminWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
});

afterEach(() => document.body.replaceChildren());

test('the table has one row per widget', () => {
  expect([...documentedLabels().keys()].sort()).toEqual(WIDGETS);
});

test("the labels of other states are among the widgets' texts", () => {
  const known = new Set(allTexts(texts).map((text) => text.replace(/\s+/g, ' ').trim()));
  const unknown = [...documentedLabels()].flatMap(([widget, row]) =>
    row.later.filter((label) => !known.has(withHoles(label))).map((label) => `${widget}: ${label}`),
  );
  expect(unknown).toEqual([]);
});

describe.each(WIDGETS)('%s', (widget) => {
  test('shows every label listed as shown on arrival', async () => {
    const labels = documentedLabels().get(widget)?.arrival ?? [];
    const page = pages[widget];
    if (page === undefined) throw new Error(`no page for ${widget}`);
    document.body.innerHTML = page;
    const placeholder = document.querySelector(`[data-widget-name="${widget}"]`);
    if (placeholder === null) throw new Error(widget);
    // The first widget of each entry loads its code (transformed on first use): give it time.
    await waitFor(() => expect(placeholder).toHaveAttribute('data-widget-state', 'mounted'), { timeout: 10_000 });
    await waitFor(
      () => {
        const shown = shownNames(placeholder);
        expect(labels.filter((label) => !shown.some((name) => pattern(label).test(name)))).toEqual([]);
      },
      { timeout: 5_000 },
    );
  }, 20_000);
});
