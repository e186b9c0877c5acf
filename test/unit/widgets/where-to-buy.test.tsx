import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { distributors, recipeProducts } from '../../../mocks/fixtures';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { start } from '../../../src/runtime';
import { fetchDistributors, type Distributor } from '../../../src/shared/api/distributors';
import { distanceKm } from '../../../src/shared/distributors/nearby/distance';
import { readScale, saveScale } from '../../../src/shared/recipe/chosen-scale';
import { publicWidgets } from '../../../src/widgets/registry';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { place, removePlaceholders } from './post-grid-helpers';

setUpRuntimeEnvironment();

/** The stubbed phone: in Villa Carlos Paz, Córdoba. */
const HERE = { lat: -31.41357, lng: -64.48213 };
const RECIPE = 'Pan casero de campo';
const WANTED = recipeProducts.map((product) => product.id);

const opened: string[] = [];
/** The orders' hits (choosing a province records its own: test/unit/widgets/demand-hits.test.tsx). */
const orders = () => backendState.hits.filter((hit) => hit.type === 'donde-comprar');
const events: { name: string; parameters: Record<string, unknown> }[] = [];

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
  opened.length = 0;
  events.length = 0;
  localStorage.clear();
  jest.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
  window.gtag = (_command, name, parameters) => events.push({ name, parameters });
  Object.defineProperty(navigator, 'geolocation', {
    value: {
      getCurrentPosition: (success: PositionCallback) =>
        setTimeout(() => success({ coords: { latitude: HERE.lat, longitude: HERE.lng } } as GeolocationPosition), 5),
    },
    configurable: true,
  });
});

afterEach(() => {
  removePlaceholders();
  jest.restoreAllMocks();
  delete window.gtag;
  delete window.SiteWidgets;
  document.head.querySelector('meta[property="og:site_name"]')?.remove();
});

function recipePage(extra: Record<string, string> = {}): HTMLElement {
  return place({
    'data-widget-name': 'where-to-buy',
    'data-products': JSON.stringify(recipeProducts),
    'data-post-id': '7',
    'data-post-name': RECIPE,
    'data-servings': '4',
    'data-site-name': 'Harinas del Sur',
    ...extra,
  });
}

function productPage(): HTMLElement {
  return place({ 'data-widget-name': 'where-to-buy', 'data-products': JSON.stringify([{ id: 2, name: 'Harina 0000 x 1 kg' }]) });
}

async function ready(element: HTMLElement): Promise<void> {
  await waitFor(() => expect(within(element).getByRole('combobox', { name: 'Provincia' })).toBeEnabled());
}

const rows = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('.sw-where-to-buy__item')];
const ids = (element: HTMLElement) => rows(element).map((row) => Number(row.dataset.distributorId));
const row = (element: HTMLElement, id: number) => {
  const found = element.querySelector<HTMLElement>(`.sw-where-to-buy__item[data-distributor-id="${id}"]`);
  if (found === null) throw new Error(`no row ${id}`);
  return found;
};

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
const tier = (d: Distributor) => {
  const held = WANTED.filter((id) => (d.products ?? []).includes(id)).length;
  return held === WANTED.length ? 0 : held > 0 ? 1 : 2;
};
const km = (d: Distributor) => (typeof d.lat === 'number' && typeof d.lng === 'number' ? distanceKm(HERE, { lat: d.lat, lng: d.lng }) : Infinity);
const inCordoba = distributors.filter((d) => d.province.trim().toLowerCase() === 'córdoba');

async function chooseCordoba(element: HTMLElement) {
  await ready(element);
  await userEvent.setup().selectOptions(within(element).getByRole('combobox', { name: 'Provincia' }), 'córdoba');
  await waitFor(() => expect(rows(element).length).toBeGreaterThan(0));
}

test('the mocked directory has distributors with both products, one, none and not said, in Córdoba', () => {
  const tiers = inCordoba.map((d) => (d.products === undefined || d.products === null ? 'not said' : d.products.length === 0 ? 'none' : tier(d)));
  expect(tiers).toEqual(expect.arrayContaining([0, 1, 'none', 'not said']));
});

test('nothing is listed before a province or Cerca mío is chosen', async () => {
  const element = recipePage();
  await ready(element);
  expect(rows(element)).toHaveLength(0);
  expect(within(element).getByText('Elegí tu provincia o tocá «Cerca mío» para ver dónde comprar.')).toBeInTheDocument();
  expect(within(element).getByRole('heading', { name: 'Dónde comprar', level: 2 })).toBeInTheDocument();
});

test('a province: those with both products first, then one, then none or not said, by name within each; five, then Ver más', async () => {
  const element = recipePage();
  await chooseCordoba(element);
  const expected = [...inCordoba].sort((a, b) => tier(a) - tier(b) || collator.compare(a.name, b.name)).map((d) => d.id);
  expect(ids(element)).toEqual(expected.slice(0, 5));
  expect(rows(element).map((r) => r.dataset.tier)).toEqual(['all', 'all', 'some', 'some', 'other']);
  expect(within(row(element, 3)).getByText('Tiene todo')).toBeInTheDocument();
  expect(within(row(element, 81)).getByText('Tiene Harina 0000')).toBeInTheDocument();
  expect(within(row(element, 17)).getByText('Tiene Levadura seca')).toBeInTheDocument();
  expect(within(element).getByText(`${inCordoba.length} distribuidores en Córdoba`)).toBeInTheDocument();
  // Without hours too: each row says its status, none hidden.
  expect(rows(element).every((r) => r.querySelector('[data-hours-status]') !== null)).toBe(true);

  const user = userEvent.setup();
  within(element).getByRole('button', { name: 'Ver más' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(ids(element)).toEqual(expected));
  expect(document.activeElement).toBe(row(element, expected[5] ?? 0).querySelector('.sw-where-to-buy__name'));
  expect(within(element).queryByRole('button', { name: 'Ver más' })).toBeNull();
});

test('Cerca mío: every province, each tier nearest first, and no request carries the position', async () => {
  const element = recipePage();
  await ready(element);
  const sent = backendState.requests.length;
  await userEvent.setup().click(within(element).getByRole('button', { name: 'Cerca mío' }));
  await waitFor(() => expect(within(element).getByRole('button', { name: 'Cerca mío' })).toHaveAttribute('aria-pressed', 'true'));
  const expected = [...distributors].sort((a, b) => tier(a) - tier(b) || km(a) - km(b) || collator.compare(a.name, b.name)).map((d) => d.id);
  expect(ids(element)).toEqual(expected.slice(0, 5));
  expect(expected.slice(0, 3).every((id) => [1, 3, 45].includes(id))).toBe(true);
  expect(row(element, expected[0] ?? 0).querySelector('.sw-where-to-buy__distance')?.textContent).toMatch(/^a /);
  expect(JSON.stringify(backendState.requests.slice(sent))).not.toMatch(/31[.,]41|64[.,]48/);
});

test('a scale kept by an earlier version (whole servings under `…:servings`) is read with the written servings', async () => {
  localStorage.setItem('site-widgets:recipe:7:servings', '8');
  const element = recipePage();
  await chooseCordoba(element);
  await userEvent.setup().click(within(row(element, 3)).getByRole('button', { name: /^Pedir por WhatsApp/ }));
  expect(decodeURIComponent(opened[0]?.split('?text=')[1] ?? '')).toMatch(/^Hola, ¿tienen Harina 0000 \(2 kg\) y Levadura seca \(20 g\)\?/);
});

test("Pedir por WhatsApp: the recipe's products in the quantities of the servings chosen, the hit and GA4's generate_lead", async () => {
  saveScale(7, 2, 4);
  const element = recipePage();
  await chooseCordoba(element);
  const user = userEvent.setup();
  await user.click(within(row(element, 3)).getByRole('button', { name: 'Pedir por WhatsApp a Distribuidora Córdoba Capital (se abre en otra pestaña)' }));
  const text = `Hola, ¿tienen Harina 0000 (2 kg) y Levadura seca (20 g)? Es para la receta «${RECIPE}» de Harinas del Sur: http://localhost/post/7`;
  expect(opened).toEqual([`https://wa.me/5493515551234?text=${encodeURIComponent(text)}`]);
  await waitFor(() => expect(orders()).toEqual([{ entity: RECIPE, type: 'donde-comprar', user_id: null, value: '3' }]));
  expect(events).toEqual([
    {
      name: 'generate_lead',
      parameters: { lead_source: 'where_to_buy', method: 'whatsapp', content_type: 'recipe', item_id: '7', distributor_id: '3' },
    },
  ]);

  // recipe-tools changes the scale (kept and announced): the next message follows.
  saveScale(7, 0.5, 4);
  expect(readScale(7)).toBe(0.5);
  await user.click(within(row(element, 3)).getByRole('button', { name: /^Pedir por WhatsApp/ }));
  expect(decodeURIComponent(opened[1]?.split('?text=')[1] ?? '')).toBe(
    `Hola, ¿tienen Harina 0000 (500 g) y Levadura seca (5 g)? Es para la receta «${RECIPE}» de Harinas del Sur: http://localhost/post/7`,
  );
});

test('only distributors with a WhatsApp number offer it', async () => {
  const element = recipePage();
  await chooseCordoba(element);
  expect(within(row(element, 45)).queryByRole('button', { name: /Pedir por WhatsApp/ })).toBeNull();
  expect(within(row(element, 81)).getByRole('button', { name: /Pedir por WhatsApp/ })).toBeInTheDocument();
});

test("the site's name comes from og:site_name without data-site-name", async () => {
  document.head.insertAdjacentHTML('beforeend', '<meta property="og:site_name" content="Molinos Demo">');
  const element = recipePage({ 'data-site-name': '' });
  element.removeAttribute('data-site-name');
  await chooseCordoba(element);
  await userEvent.setup().click(within(row(element, 3)).getByRole('button', { name: /^Pedir por WhatsApp/ }));
  expect(decodeURIComponent(opened[0]?.split('?text=')[1] ?? '')).toBe(
    `Hola, ¿tienen Harina 0000 (1 kg) y Levadura seca (10 g)? Es para la receta «${RECIPE}» de Molinos Demo: http://localhost/post/7`,
  );
});

test("a product page: the product alone, this page's address, the product's name as the hit's entity", async () => {
  window.history.replaceState(null, '', '/product/2?ref=x');
  const element = productPage();
  expect(await within(element).findByText('Distribuidores que suelen tener este producto.')).toBeInTheDocument();
  await chooseCordoba(element);
  expect(rows(element).map((r) => r.dataset.tier)).toEqual(['all', 'all', 'all', 'other', 'other']);
  expect(within(row(element, 3)).getByText('Lo tiene')).toBeInTheDocument();
  await userEvent.setup().click(within(row(element, 81)).getByRole('button', { name: /^Pedir por WhatsApp/ }));
  expect(decodeURIComponent(opened[0]?.split('?text=')[1] ?? '')).toBe('Hola, ¿tienen Harina 0000 x 1 kg? http://localhost/product/2');
  await waitFor(() => expect(orders()).toEqual([{ entity: 'Harina 0000 x 1 kg', type: 'donde-comprar', user_id: null, value: '81' }]));
  expect(events.map((event) => event.parameters.content_type)).toEqual(['product']);
  window.history.replaceState(null, '', '/');
});

test('no analytics event where the visitor refused analytics; the hits still go (counts of the site, not analytics)', async () => {
  window.SiteWidgets = { analyticsConsent: false };
  const element = recipePage();
  await chooseCordoba(element);
  await userEvent.setup().click(within(row(element, 3)).getByRole('button', { name: /^Pedir por WhatsApp/ }));
  await waitFor(() => expect(backendState.hits.map((hit) => hit.type)).toEqual(['donde-comprar-consulta', 'donde-comprar']));
  expect(events).toEqual([]);
  expect(opened).toHaveLength(1);
});

test('keyboard: the province, Cerca mío and each Pedir por WhatsApp are reached with Tab and work with Enter', async () => {
  const element = recipePage();
  await chooseCordoba(element);
  const user = userEvent.setup();
  (document.activeElement as HTMLElement | null)?.blur();
  await user.tab();
  expect(document.activeElement).toBe(within(element).getByRole('combobox', { name: 'Provincia' }));
  await user.tab();
  expect(document.activeElement).toBe(within(element).getByRole('button', { name: 'Cerca mío' }));
  await user.tab();
  expect(document.activeElement).toBe(within(row(element, 3)).getByRole('button', { name: /^Pedir por WhatsApp/ }));
  await user.keyboard('{Enter}');
  expect(opened).toHaveLength(1);
});

test("the API's products: a list of ids (or their digits) is read; anything else is not said, and the row is kept", async () => {
  backendState.distributors = [
    { id: 1, name: 'A', province: 'Salta', products: [1, '2'] },
    { id: 2, name: 'B', province: 'Salta', products: [1, 'harina'] },
    { id: 3, name: 'C', province: 'Salta', products: 'todos' },
    { id: 4, name: 'D', province: 'Salta', products: [] },
    { id: 5, name: 'E', province: 'Salta' },
  ] as unknown as Distributor[];
  const { value } = await fetchDistributors();
  expect(value.map((d) => d.products)).toEqual([[1, 2], null, null, [], undefined]);
});

test('no products given: nothing is shown', async () => {
  const element = place({ 'data-widget-name': 'where-to-buy', 'data-products': '[]' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(element.querySelector('.sw-where-to-buy')).toBeNull();
  expect(screen.queryByText('Dónde comprar')).toBeNull();
});

test('beside recipe-tools on the recipe page: a servings change there changes the quantities asked for', async () => {
  const tools = document.createElement('article');
  tools.className = 'sw-recipe test-placeholder';
  tools.innerHTML =
    '<div data-widget-name="recipe-tools" data-post-id="7" data-post-name="Pan casero de campo" data-servings="4"></div>' +
    '<section class="sw-recipe__ingredients"><div class="sw-recipe__group"><ul><li data-recipe-ingredient><span class="sw-recipe__qty" data-recipe-qty="1 kg">1 kg</span> <span class="sw-recipe__name">Harina 0000</span></li></ul></div></section>';
  document.body.append(tools);
  const element = recipePage();
  await chooseCordoba(element);
  const user = userEvent.setup();
  await user.click(await within(tools).findByRole('button', { name: 'Más porciones' }));
  await user.click(await within(tools).findByRole('button', { name: 'Más porciones' }));
  await user.click(within(row(element, 3)).getByRole('button', { name: /^Pedir por WhatsApp/ }));
  expect(decodeURIComponent(opened[0]?.split('?text=')[1] ?? '')).toMatch(/^Hola, ¿tienen Harina 0000 \(1,5 kg\) y Levadura seca \(15 g\)\?/);
});
