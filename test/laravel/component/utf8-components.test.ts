import { html, renderBlade } from './php';

/**
 * The host package's components given text that is not valid UTF-8 (from a row, a request, any
 * PHP value): each prints, with U+FFFD where the bytes broke, and never fails, also outside
 * production, where the package is strict. `chr(255)` is such a byte; render.php's own JSON
 * would refuse to carry anything printed with it.
 */
const FFFD = '\uFFFD';
const BAD = "'Pan '.chr(255).' dulce'";

const [globals, text, json, recipe] = renderBlade(
  [
    `<x-site-widgets-globals :user="7" :login-url="'/ingresar/'.chr(255)" />`,
    // Blade escapes a bound string (`:post-name="…"`) before any component sees it, and prints nothing
    // of invalid text (the host's models read theirs valid): here the placeholder's writer gets the
    // values themselves, as from a host that writes placeholders from PHP values.
    `<div {!! app(\\SiteWidgets\\Laravel\\Placeholder::class)->render('whatsapp-share', ['postId' => 3, 'postName' => ${BAD}, 'title' => 'x'.chr(255)]) !!}></div>`,
    `<x-site-widget name="faq-item" :faq="['name' => ${BAD}, 'content' => '<p>'.chr(200).'</p>']" />`,
    `<x-site-recipe :post="['id' => 3, 'name' => ${BAD}, 'steps' => [['name' => chr(255), 'steps' => [['text' => 'Amasar '.chr(255)]]]], 'custom_ingredients' => [['ingredients' => [['name' => 'Harina '.chr(255), 'qty' => '1 kg']]]]]" url="https://sitio.example/post/3" :stylesheet="false" />`,
  ],
  {},
  'local',
);

const parse = (markup: string) => new DOMParser().parseFromString(markup, 'text/html');

test('the page globals: the JSON holds U+FFFD', () => {
  const element = parse(html(globals)).getElementById('site-widgets-globals');
  expect(JSON.parse(element?.textContent ?? 'null')).toEqual({ user: { id: 7 }, registrationUnfinished: false, loginUrl: `/ingresar/${FFFD}` });
});

test("a placeholder's text attributes, declared or the host's", () => {
  const placeholder = parse(html(text)).querySelector('[data-widget-name="whatsapp-share"]');
  expect(placeholder?.getAttribute('data-post-name')).toBe(`Pan ${FFFD} dulce`);
  expect(placeholder?.getAttribute('title')).toBe(`x${FFFD}`);
});

test("a placeholder's JSON attribute", () => {
  const value = parse(html(json)).querySelector('[data-widget-name="faq-item"]')?.getAttribute('data-faq') ?? 'null';
  expect(JSON.parse(value)).toEqual({ name: `Pan ${FFFD} dulce`, content: `<p>${FFFD}</p>` });
});

test('the printed recipe and its JSON-LD', () => {
  const document = parse(html(recipe));
  expect(document.querySelector('[data-widget-name="recipe-tools"]')?.getAttribute('data-post-name')).toBe(`Pan ${FFFD} dulce`);
  expect(document.querySelector('.sw-recipe__step .sw-recipe__text')?.textContent).toBe(`Amasar ${FFFD}`);
  expect(document.querySelector('.sw-recipe__ingredients .sw-recipe__name')?.textContent).toBe(`Harina ${FFFD}`);
  expect(JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null')).toMatchObject({
    name: `Pan ${FFFD} dulce`,
    recipeIngredient: [`1 kg Harina ${FFFD}`],
    recipeInstructions: [{ name: FFFD, itemListElement: [{ text: `Amasar ${FFFD}` }] }],
  });
});
