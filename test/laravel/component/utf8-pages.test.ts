import { documentOf, throughKernel, type KernelAnswer } from './limits-kernel';

/**
 * Rows holding text that is not valid UTF-8 (written by another tool, or cut in the middle of
 * a character) take no page down: every public page and API route that shows them answers 200,
 * in valid UTF-8, with U+FFFD where the bytes broke; in the page's text, in its JSON scripts
 * and attributes (`@json`, the component's), and in the API's JSON. Without the substitution,
 * Blade prints nothing of such a text, `@json` prints nothing at all, and the API answers 500.
 */
const BAD = "cast(x'ff' as text)";
const FFFD = '\uFFFD';
const BROKEN = [
  `update posts set name = 'Pan ' || ${BAD} || ' dulce' where id = 1`,
  `update posts set name = 'Clase ' || ${BAD} || ' de pan' where id = (select min(id) from posts where section = 'videos')`,
  // Every FAQ answer, inside the JSON column.
  `update pages set custom_content = replace(custom_content, '<p>', '<p>' || ${BAD}) where slug = 'faq'`,
  `update products set name = 'Harina ' || ${BAD} where id = 1`,
  // First in the directory's order, so on its first page.
  `update distributors set name = 'Almacén ' || ${BAD}, locality = 'Villa ' || ${BAD} where id = 1`,
];

const PAGES = [
  '/',
  '/recetas',
  '/videos',
  '/post/1',
  '/productos',
  '/product/1',
  '/distribuidores',
  '/distribuidores/1',
  '/preguntas-frecuentes',
  '/mi-lista',
  '/api/posts/recetas',
  '/api/posts/videos',
  '/api/products',
  '/api/distributors',
] as const;

const answers = new Map<string, KernelAnswer>(
  throughKernel(
    PAGES.map((uri) => ({ method: 'GET', uri })),
    { before: BROKEN },
  ).map((answer, index) => [PAGES[index] ?? '', answer]),
);

function answer(uri: (typeof PAGES)[number]): KernelAnswer {
  const found = answers.get(uri);
  if (found === undefined) throw new Error(`no answer for ${uri}`);
  return found;
}

/** A JSON script of the page, parsed. */
function script(document: Document, id: string): unknown {
  return JSON.parse(document.getElementById(id)?.textContent ?? 'null');
}

const json = (uri: (typeof PAGES)[number]): unknown => JSON.parse(answer(uri).body);
const text = (document: Document, selector: string) => document.querySelector(selector)?.textContent ?? '';
const attribute = (document: Document, selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? '';

test('every page and API route answers 200, in valid UTF-8', () => {
  expect(PAGES.map((uri) => [uri, answer(uri).status, answer(uri).utf8])).toEqual(PAGES.map((uri) => [uri, 200, true]));
});

test("a post's name: its page (title, heading, share box, slides, recipe JSON-LD), the listings' links and first pages, the API", () => {
  const post = documentOf(answer('/post/1'));
  expect(post.title).toContain(`Pan ${FFFD} dulce`);
  expect(text(post, 'h1')).toBe(`Pan ${FFFD} dulce`);
  expect(attribute(post, '[data-widget-name="whatsapp-share"]', 'data-post-name')).toBe(`Pan ${FFFD} dulce`);
  expect(script(post, 'recipe-slides')).toEqual(expect.arrayContaining([expect.objectContaining({ caption: `¡Mirá qué rico! Pan ${FFFD} dulce` })]));
  expect(JSON.parse(text(post, 'script[type="application/ld+json"]'))).toMatchObject({ name: `Pan ${FFFD} dulce` });

  const recipes = documentOf(answer('/recetas'));
  expect(text(recipes, '.sw-fallback__cards')).toContain(`Pan ${FFFD} dulce`);
  expect(script(recipes, 'recetas-first-page')).toMatchObject({
    posts: { data: expect.arrayContaining([expect.objectContaining({ name: `Pan ${FFFD} dulce` })]) },
  });
  expect(json('/api/posts/recetas')).toMatchObject({ posts: { data: expect.arrayContaining([expect.objectContaining({ name: `Pan ${FFFD} dulce` })]) } });

  // The videos: the home's carousel (@json), the grid (the component's JSON attribute), the API.
  const video = expect.objectContaining({ name: `Clase ${FFFD} de pan` });
  expect(script(documentOf(answer('/')), 'videos-first-page')).toMatchObject({ posts: { data: expect.arrayContaining([video]) } });
  expect(JSON.parse(attribute(documentOf(answer('/videos')), '[data-widget-name="post-grid"]', 'data-first-page'))).toMatchObject({
    posts: { data: expect.arrayContaining([video]) },
  });
  expect(json('/api/posts/videos')).toMatchObject({ posts: { data: expect.arrayContaining([video]) } });
});

test("a FAQ answer: the FAQ page's JSON, its three featured placeholders and its fallback, the home's JSON", () => {
  const faq = documentOf(answer('/preguntas-frecuentes'));
  const answered = expect.arrayContaining([expect.objectContaining({ content: expect.stringContaining(`<p>${FFFD}`) })]);
  expect(script(faq, 'faq-data')).toEqual(answered);
  expect(script(faq, 'featured-faq')).toMatchObject({ content: expect.stringContaining(`<p>${FFFD}`) });
  const featured = [...faq.querySelectorAll('[data-widget-name="faq-item"]')].map((element) => element.getAttribute('data-faq') ?? '');
  expect(featured).toHaveLength(3);
  expect(featured[0]).toBe('#featured-faq');
  for (const value of featured.slice(1)) expect(JSON.parse(value)).toMatchObject({ content: expect.stringContaining(`<p>${FFFD}`) });
  expect(text(faq, '.sw-faq-fallback__answer')).toContain(FFFD);
  expect(script(documentOf(answer('/')), 'faq-data')).toEqual(answered);
});

test("a product's name: the catalogue's links, its page, the API", () => {
  expect(text(documentOf(answer('/productos')), '.sw-fallback__cards')).toContain(`Harina ${FFFD}`);
  expect(text(documentOf(answer('/product/1')), 'h1')).toBe(`Harina ${FFFD}`);
  expect(json('/api/products')).toMatchObject({ posts: { data: expect.arrayContaining([expect.objectContaining({ name: `Harina ${FFFD}` })]) } });
});

test("a distributor's name and locality: the directory's links, its page, the API", () => {
  expect(text(documentOf(answer('/distribuidores')), '.sw-fallback__cards')).toContain(`Almacén ${FFFD}`);
  expect(text(documentOf(answer('/distribuidores/1')), 'h1')).toBe(`Almacén ${FFFD}`);
  expect(json('/api/distributors')).toEqual(expect.arrayContaining([expect.objectContaining({ name: `Almacén ${FFFD}`, locality: `Villa ${FFFD}` })]));
});
