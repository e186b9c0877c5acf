import { documentOf, runKernel, type KernelAnswer } from './limits-kernel';
import { hitRequests } from './hit-request';

/**
 * "Dónde comprar" on the worked host (docs/laravel-host.md, "Where to buy"): `GET /api/distributors`
 * carries each distributor's `products` (the seed's, CatalogueSeeder::PRODUCTS_HELD; null when not
 * said, or when the column holds something else); `POST /api/hits` takes `donde-comprar` with a
 * distributor's id, for a recipe's or a product's name, and refuses a phone number; the recipe page
 * and the product page place the widget with the recipe's brand products and their quantities.
 */
const RECIPE_WITH_PRODUCTS = 12;
const RECIPE = 'Pan dulce de la casa';

const hit = hitRequests('198.51.100');

const accepted = [
  hit({ entity: RECIPE, type: 'donde-comprar', user_id: null, value: '1' }),
  hit({ entity: 'Levadura seca', type: 'donde-comprar', user_id: null, value: '8' }),
];
const refused: [string, unknown][] = [
  ['a phone number', { entity: RECIPE, type: 'donde-comprar', value: '+5493515551234' }],
  ['a phone number without its +', { entity: RECIPE, type: 'donde-comprar', value: '3515551234' }],
  ['no distributor with that id', { entity: RECIPE, type: 'donde-comprar', value: '999' }],
  ['neither a recipe nor a product', { entity: 'Otra cosa', type: 'donde-comprar', value: '1' }],
];

const { answers, after } = runKernel(
  [
    { method: 'GET', uri: '/api/distributors' },
    { method: 'GET', uri: `/post/${RECIPE_WITH_PRODUCTS}` },
    { method: 'GET', uri: '/product/2' },
    ...accepted,
    ...refused.map(([, body]) => hit(body)),
  ],
  {
    before: [`update distributors set products = '"todos"' where id = 20`],
    after: ['select entity, type, value from hits order by id'],
  },
);
const [api, recipePage, productPage, ...hits] = answers;
const empty: KernelAnswer = { status: 0, headers: {}, body: '', bytes: Buffer.alloc(0), utf8: true, logs: [] };

test("GET /api/distributors carries products: the seed's lists, [] for none, null when not said or unreadable", () => {
  expect(api?.status).toBe(200);
  const list = JSON.parse(api?.body ?? '[]') as { id: number; products: unknown }[];
  const productsOf = (id: number) => list.find((distributor) => distributor.id === id)?.products;
  expect(productsOf(1)).toEqual([2, 5]);
  expect(productsOf(8)).toEqual([5, 2, 3]);
  expect(productsOf(2)).toEqual([5]);
  expect(productsOf(9)).toEqual([2]);
  expect(productsOf(15)).toEqual([]);
  expect(productsOf(16)).toBeNull();
  expect(productsOf(20)).toBeNull();
  expect(list.every((distributor) => 'products' in distributor)).toBe(true);
});

test("POST /api/hits stores donde-comprar with a distributor's id, for a recipe's name or a product's", () => {
  expect(hits.slice(0, accepted.length).map((answer) => answer.status)).toEqual([201, 201]);
  expect(after[0]).toEqual([
    { entity: RECIPE, type: 'donde-comprar', value: '1' },
    { entity: 'Levadura seca', type: 'donde-comprar', value: '8' },
  ]);
});

test.each(refused.map(([name], index) => [name, index] as const))('refused with 422: %s', (_name, index) => {
  const answer = hits[accepted.length + index];
  expect(answer?.status).toBe(422);
  const errors = (JSON.parse(answer?.body ?? '{}') as { errors?: Record<string, string[]> }).errors ?? {};
  expect(Object.keys(errors).length).toBe(1);
});

test('the recipe page places where-to-buy with its brand products, their quantities and its servings', () => {
  const document = documentOf(recipePage ?? empty);
  const placeholder = document.querySelector('[data-widget-name="where-to-buy"]');
  expect(placeholder?.getAttribute('data-post-id')).toBe(String(RECIPE_WITH_PRODUCTS));
  expect(placeholder?.getAttribute('data-servings')).toMatch(/^\d+$/);
  const raw = placeholder?.getAttribute('data-products') ?? '';
  const products = JSON.parse(raw.startsWith('#') ? (document.querySelector(raw)?.textContent ?? '[]') : raw) as unknown;
  expect(products).toEqual([
    { id: 2, name: 'Levadura seca', qty: '10' },
    { id: 5, name: 'Dulce de leche repostero', qty: '200 g' },
  ]);
});

test('the product page places where-to-buy with the product alone', () => {
  const document = documentOf(productPage ?? empty);
  const placeholder = document.querySelector('[data-widget-name="where-to-buy"]');
  expect(placeholder?.hasAttribute('data-post-id')).toBe(false);
  const raw = placeholder?.getAttribute('data-products') ?? '';
  const products = JSON.parse(raw.startsWith('#') ? (document.querySelector(raw)?.textContent ?? '[]') : raw) as { id: number; name: string }[];
  expect(products).toEqual([{ id: 2, name: expect.any(String) }]);
});
