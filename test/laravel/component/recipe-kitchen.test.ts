import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readMould } from '../../../src/shared/recipe/mould-read';
import { documentOf, formOf, runKernel, type Answer, type Form, type Output, type Run } from './revisions-kernel';

/**
 * The kitchen's data, through the host's kernel on copies of one seeded database (issue 52): a
 * recipe's mould saved from the form's plain fields ('Molde (opcional)') and refused with its
 * messages, kept by the revisions and merged three ways like the name; the printed recipe's
 * 'Molde' fact and recipe-tools' `data-mould`; a product's grams per cup and spoon saved from
 * its attributes, refused when they are no figure, and printed on its ingredients.
 */
const EDITOR = 'editora@example.com';
const SECOND_EDITOR = 'redaccion@example.com';
// A recipe with no mould, which nothing else in the seed treats specially.
const EDIT = '/admin/posts/8/edit';
const UPDATE = '/admin/posts/8';
const PREVIEW = '/admin/posts/8/preview';
// The seeded cake, written for a 24 cm round mould, its flour the brand's (product 1) in cups.
const CAKE = '/post/42';
const MOULD = 'select mould from posts where id = 8';
const PRODUCT_EDIT = '/admin/products/1/edit';
const PRODUCT_UPDATE = '/admin/products/1';

let folder = '';
let template = '';
let seeded: Form = {};
let product: Form = {};

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'host-kitchen-'));
  template = path.join(folder, 'seeded.sqlite');
  writeFileSync(template, '');
  const { answers } = runKernel({
    database: template,
    migrate: true,
    requests: [
      { method: 'GET', uri: EDIT, as: EDITOR },
      { method: 'GET', uri: PRODUCT_EDIT, as: EDITOR },
    ],
  });
  seeded = formOf(documentOf(answer(answers, 0)), UPDATE);
  product = formOf(documentOf(answer(answers, 1)), PRODUCT_UPDATE);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let copies = 0;
function run(options: Omit<Run, 'database'>): Output {
  copies += 1;
  const file = path.join(folder, `copy-${copies}.sqlite`);
  copyFileSync(template, file);
  return runKernel({ database: file, ...options });
}

function answer(answers: Answer[], index: number): Answer {
  const found = answers[index];
  if (found === undefined) throw new Error(`no answer ${index}`);
  return found;
}

const save = (as: string, form: Form, uri = UPDATE) => ({ method: 'PUT' as const, uri, as, form });
const get = (uri: string, as?: string) => ({ method: 'GET' as const, uri, ...(as === undefined ? {} : { as }) });
const stored = (rows: Output['after'][number] | undefined): unknown => {
  const value = rows?.[0]?.mould;
  return typeof value === 'string' ? JSON.parse(value) : value;
};
const mould = (shape: string, size = '', width = '') => ({ mould_shape: shape, mould_size: size, mould_width: width });

describe("the recipe form's mould", () => {
  test('the form has it before the ingredients: a labelled select and two number fields, none chosen for a recipe without one', () => {
    const page = documentOf(answer(run({ requests: [get(EDIT, EDITOR)] }).answers, 0));
    const fieldset = page.querySelector('fieldset.recipe-mould');
    expect(fieldset?.querySelector('legend')?.textContent).toBe('Molde (opcional)');
    const labels = [...(fieldset?.querySelectorAll('label') ?? [])].map((label) => [
      label.textContent,
      page.getElementById(label.getAttribute('for') ?? '')?.getAttribute('name'),
    ]);
    expect(labels).toEqual([
      ['Forma', 'mould_shape'],
      ['Diámetro o lado (cm)', 'mould_size'],
      ['Ancho (cm, solo rectangular)', 'mould_width'],
    ]);
    expect([...page.querySelectorAll<HTMLOptionElement>('#mould_shape option')].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Sin molde'],
      ['redondo', 'Redondo'],
      ['cuadrado', 'Cuadrado'],
      ['rectangular', 'Rectangular'],
    ]);
    expect(seeded).toMatchObject(mould(''));
    // Right before the ingredients' editor.
    const following = fieldset?.compareDocumentPosition(page.querySelector('[data-widget-name="ingredients-editor"]') as Node) ?? 0;
    expect(following & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test.each([
    [mould('redondo', '24'), { shape: 'redondo', size: 24 }],
    [mould('cuadrado', '20.5'), { shape: 'cuadrado', size: 20.5 }],
    [mould('rectangular', '20', '30'), { shape: 'rectangular', size: 20, width: 30 }],
    // A width with another shape is left out, as its label says.
    [mould('redondo', '22', '30'), { shape: 'redondo', size: 22 }],
  ])('%j is stored as %j, recorded in the revision and shown again by the form', (fields, expected) => {
    const { answers, after } = run({
      requests: [save(EDITOR, { ...seeded, ...fields }), get(EDIT, EDITOR)],
      after: [MOULD, "select fields from site_widget_revisions where item_type = 'App\\Models\\Post' and item_id = 8 order by number desc limit 1"],
    });
    expect(answer(answers, 0)).toMatchObject({ status: 302, flash: 'Receta guardada.' });
    expect(stored(after[0])).toEqual(expected);
    const revision = JSON.parse(String(after[1]?.[0]?.fields)) as Record<string, unknown>;
    expect([revision.mould_shape, revision.mould_size, revision.mould_width]).toEqual([
      expected.shape,
      String(expected.size),
      'width' in expected ? String(expected.width) : null,
    ]);
    const form = formOf(documentOf(answer(answers, 1)), UPDATE);
    expect(form).toMatchObject(mould(expected.shape, String(expected.size), 'width' in expected ? String(expected.width) : ''));
  });

  test("'Sin molde' clears it, whatever the measures hold", () => {
    const { answers, after } = run({
      requests: [save(EDITOR, { ...seeded, ...mould('redondo', '24') }), save(EDITOR, { ...seeded, _revision: '2', ...mould('', '24', '30') })],
      after: [MOULD],
    });
    expect(answers.map((each) => each.status)).toEqual([302, 302]);
    expect(stored(after[0])).toBeNull();
  });

  test('a form without the mould fields (an older page) leaves the mould as it is', () => {
    const { _revision, name, tag_id, sub_tag, image, steps, custom_ingredients } = seeded;
    const older = { _revision, name, tag_id, sub_tag, image, steps, custom_ingredients } as Form;
    const { answers, after } = run({
      before: [`update posts set mould = '{"shape":"cuadrado","size":20}' where id = 8`],
      requests: [save(EDITOR, { ...older, name: 'Otro nombre' })],
      after: [MOULD],
    });
    expect(answer(answers, 0).status).toBe(302);
    expect(stored(after[0])).toEqual({ shape: 'cuadrado', size: 20 });
  });

  test.each([
    [mould('redondo'), 'Escribí el diámetro (molde redondo) o el lado (cuadrado o rectangular) del molde, en cm; o elegí «Sin molde».'],
    [mould('redondo', '90'), 'El diámetro o lado del molde va en cm, de 5 a 80, con un decimal como mucho (por ejemplo: 24 o 22,5).'],
    [mould('cuadrado', '4'), 'El diámetro o lado del molde va en cm, de 5 a 80, con un decimal como mucho (por ejemplo: 24 o 22,5).'],
    [mould('cuadrado', '20.25'), 'El diámetro o lado del molde va en cm, de 5 a 80, con un decimal como mucho (por ejemplo: 24 o 22,5).'],
    [mould('redondo', 'veinte'), 'El diámetro o lado del molde va en cm, de 5 a 80, con un decimal como mucho (por ejemplo: 24 o 22,5).'],
    [mould('rectangular', '20'), 'Escribí el ancho del molde rectangular, en cm.'],
    [mould('rectangular', '20', '100'), 'El ancho del molde va en cm, de 5 a 80, con un decimal como mucho (por ejemplo: 24 o 22,5).'],
    [mould('oval', '20'), 'Elegí la forma del molde de la lista: redondo, cuadrado o rectangular (o «Sin molde»).'],
  ])('%j is refused, back to the form with «%s» and the fields as typed; nothing stored', (fields, message) => {
    const { answers, after } = run({ requests: [save(EDITOR, { ...seeded, ...fields })], after: [MOULD] });
    expect(answer(answers, 0)).toMatchObject({ status: 302, location: `http://localhost${EDIT}`, errors: [message] });
    // As Laravel flashes them: an empty field as null.
    expect(answer(answers, 0).old).toMatchObject(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === '' ? null : value])));
    expect(stored(after[0])).toBeNull();
  });

  test('the preview checks it with the same words, and shows the mould as the page would', () => {
    const { answers } = run({
      requests: [
        { method: 'POST', uri: PREVIEW, as: EDITOR, form: { ...seeded, ...mould('redondo', '90') } },
        { method: 'POST', uri: PREVIEW, as: EDITOR, form: { ...seeded, ...mould('rectangular', '20', '30') } },
      ],
    });
    expect(answer(answers, 0).status).toBe(422);
    expect(documentOf(answer(answers, 0)).body.textContent).toContain('El diámetro o lado del molde va en cm, de 5 a 80');
    const page = documentOf(answer(answers, 1));
    expect(page.querySelector('[data-widget-name="recipe-tools"]')?.getAttribute('data-mould')).toBe('rectangular 20x30');
  });

  test('two editors changing it from one version: the second is refused, with "Tu versión" under the mould and a choice', () => {
    const { answers } = run({
      requests: [save(SECOND_EDITOR, { ...seeded, ...mould('redondo', '24') }), save(EDITOR, { ...seeded, ...mould('cuadrado', '20') })],
    });
    expect(answers.map((each) => each.status)).toEqual([302, 409]);
    const page = documentOf(answer(answers, 1));
    // The form shows the stored mould; the conflict offers this editor's.
    expect(formOf(page, UPDATE)).toMatchObject(mould('redondo', '24'));
    const conflict = page.querySelector('fieldset.recipe-mould')?.nextElementSibling;
    expect(conflict?.querySelector('legend')?.textContent).toBe('Tu versión: «Cuadrado de 20 cm»');
    expect([...(conflict?.querySelectorAll<HTMLInputElement>('input[type=radio]') ?? [])].map((radio) => radio.name)).toEqual(['_keep[mould]', '_keep[mould]']);
  });

  test('"La tuya" stores this editor\'s mould; another editor\'s change elsewhere is kept', () => {
    const { answers: refused } = run({
      requests: [
        save(SECOND_EDITOR, { ...seeded, name: 'Nombre de Redacción', ...mould('redondo', '24') }),
        save(EDITOR, { ...seeded, ...mould('cuadrado', '20') }),
      ],
    });
    const form = formOf(documentOf(answer(refused, 1)), UPDATE);
    const { answers, after } = run({
      requests: [
        save(SECOND_EDITOR, { ...seeded, name: 'Nombre de Redacción', ...mould('redondo', '24') }),
        save(EDITOR, { ...seeded, ...mould('cuadrado', '20') }),
        save(EDITOR, { ...form, _keep: { mould: 'mine' } }),
      ],
      after: ['select name, mould from posts where id = 8'],
    });
    expect(answers.map((each) => each.status)).toEqual([302, 409, 302]);
    expect(after[0]?.[0]?.name).toBe('Nombre de Redacción');
    expect(stored(after[0])).toEqual({ shape: 'cuadrado', size: 20 });
  });

  test('one editor changing the mould and another the name: the refused form holds both, with nothing to choose', () => {
    const { answers: refused } = run({
      requests: [save(SECOND_EDITOR, { ...seeded, name: 'Nombre de Redacción' }), save(EDITOR, { ...seeded, ...mould('redondo', '26') })],
    });
    const page = documentOf(answer(refused, 1));
    // The other changed only the name: the form holds it and this editor's mould, ready to save.
    expect(formOf(page, UPDATE)).toMatchObject({ name: 'Nombre de Redacción', ...mould('redondo', '26') });
    expect(page.querySelector('fieldset.revision-conflict')).toBeNull();
  });

  test('restoring an older revision restores its mould; one saved before the mould came leaves it', () => {
    const { answers, after } = run({
      requests: [
        save(EDITOR, { ...seeded, ...mould('redondo', '24') }),
        save(EDITOR, { ...seeded, _revision: '2', ...mould('cuadrado', '20') }),
        { method: 'POST', uri: '/admin/posts/8/revisiones/2/restaurar', as: EDITOR, form: {} },
      ],
      after: [MOULD],
    });
    expect(answers.map((each) => each.status)).toEqual([302, 302, 302]);
    expect(stored(after[0])).toEqual({ shape: 'redondo', size: 24 });

    const older = run({
      before: [
        `update site_widget_revisions set fields = json_remove(fields, '$.mould_shape', '$.mould_size', '$.mould_width') where item_type = 'App\\Models\\Post' and item_id = 8 and number = 1`,
        `update posts set mould = '{"shape":"cuadrado","size":20}' where id = 8`,
      ],
      requests: [{ method: 'POST', uri: '/admin/posts/8/revisiones/1/restaurar', as: EDITOR, form: {} }],
      after: [MOULD],
    });
    expect(answer(older.answers, 0).status).toBe(302);
    expect(stored(older.after[0])).toEqual({ shape: 'cuadrado', size: 20 });
  });
});

describe('the printed recipe', () => {
  test("the seeded cake: the 'Molde' fact, recipe-tools' data-mould, and the flour's own grams per cup and spoon on its line", () => {
    const page = documentOf(answer(run({ requests: [get(CAKE)] }).answers, 0));
    const facts = [...page.querySelectorAll('.sw-recipe__fact')].map((fact) => [fact.querySelector('dt')?.textContent, fact.querySelector('dd')?.textContent]);
    expect(facts).toContainEqual(['Molde', 'Redondo de 24 cm']);
    const attribute = page.querySelector('[data-widget-name="recipe-tools"]')?.getAttribute('data-mould') ?? '';
    expect(attribute).toBe('redondo 24');
    expect(readMould(attribute)).toEqual({ shape: 'redondo', size: 24 });
    const items = [...page.querySelectorAll<HTMLElement>('[data-recipe-ingredient]')];
    const flour = items.find((item) => item.textContent?.includes('Harina leudante'));
    expect([flour?.dataset.recipeGramsPerCup, flour?.dataset.recipeGramsPerSpoon]).toEqual(['120', '7.5']);
    // A product without them, and a plain ingredient, carry none.
    for (const item of items.filter((each) => each !== flour)) {
      expect([item.dataset.recipeGramsPerCup, item.dataset.recipeGramsPerSpoon]).toEqual([undefined, undefined]);
    }
    // The JSON-LD is the recipe as written.
    expect(page.querySelector('script[type="application/ld+json"]')?.textContent).not.toContain('Molde');
  });

  test('a recipe without a mould, or with one that cannot be read, prints neither; the page never fails', () => {
    const { answers } = run({
      before: [`update posts set mould = '{"shape":"oval","size":24}' where id = 9`, `update posts set mould = 'no es JSON' where id = 10`],
      requests: [get('/post/8'), get('/post/9'), get('/post/10')],
    });
    for (const each of answers) {
      expect(each.status).toBe(200);
      const page = documentOf(each);
      expect(page.querySelector('[data-widget-name="recipe-tools"]')?.hasAttribute('data-mould')).toBe(false);
      expect([...page.querySelectorAll('.sw-recipe__fact dt')].map((term) => term.textContent)).not.toContain('Molde');
    }
  });

  test('its products are read in one query, whichever ingredients name them', () => {
    const { answers, queries } = run({ log: true, requests: [get(CAKE)] });
    expect(answer(answers, 0).status).toBe(200);
    // Both products (1 and 2) in one `in (…)`: bound on Laravel 8, written inline (whole numbers) on 10.
    expect(queries.filter((sql) => /from "products"/.test(sql))).toEqual([expect.stringMatching(/"id" in \((\?, \?|1, 2)\)/)]);
  });
});

describe("a product's grams per cup and spoon", () => {
  const attributes = () => JSON.parse(String(product.attributes)) as Record<string, unknown>;
  const saveProduct = (changes: Record<string, unknown>) =>
    save(EDITOR, { ...product, attributes: JSON.stringify({ ...attributes(), ...changes }) }, PRODUCT_UPDATE);
  const ATTRIBUTES = 'select attributes from products where id = 1';

  test('the seeded flour has its own', () => {
    expect(attributes()).toMatchObject({ gramosPorTaza: '120', gramosPorCucharada: '7,5' });
  });

  test.each([
    [{ gramosPorTaza: '130', gramosPorCucharada: '8,2' }, '130', '8.2'],
    [{ gramosPorTaza: '2000', gramosPorCucharada: 0.5 }, '2000', '0.5'],
  ])('%j is saved as typed and printed with a decimal point', (changes, cup, spoon) => {
    const { answers, after } = run({ requests: [saveProduct(changes), get(CAKE)], after: [ATTRIBUTES] });
    expect(answer(answers, 0).status).toBe(302);
    expect(JSON.parse(String(after[0]?.[0]?.attributes))).toMatchObject(changes);
    const flour = [...documentOf(answer(answers, 1)).querySelectorAll<HTMLElement>('[data-recipe-ingredient]')].find((item) =>
      item.textContent?.includes('Harina leudante'),
    );
    expect([flour?.dataset.recipeGramsPerCup, flour?.dataset.recipeGramsPerSpoon]).toEqual([cup, spoon]);
  });

  test('emptied, they are saved empty and printed no more', () => {
    const { answers } = run({ requests: [saveProduct({ gramosPorTaza: '', gramosPorCucharada: null }), get(CAKE)] });
    expect(answer(answers, 0).status).toBe(302);
    const flour = [...documentOf(answer(answers, 1)).querySelectorAll<HTMLElement>('[data-recipe-ingredient]')].find((item) =>
      item.textContent?.includes('Harina leudante'),
    );
    expect(flour?.hasAttribute('data-recipe-grams-per-cup')).toBe(false);
  });

  test.each([
    [
      { gramosPorTaza: '0' },
      ['Gramos por taza: «0» no es un peso que sirva: escribí un número mayor que 0 y hasta 2000 (por ejemplo: 125 o 7,8), o dejalo vacío.'],
    ],
    [
      { gramosPorTaza: '2500' },
      ['Gramos por taza: «2500» no es un peso que sirva: escribí un número mayor que 0 y hasta 2000 (por ejemplo: 125 o 7,8), o dejalo vacío.'],
    ],
    [
      { gramosPorTaza: 'una taza', gramosPorCucharada: '-3' },
      [
        'Gramos por taza: «una taza» no es un peso que sirva: escribí un número mayor que 0 y hasta 2000 (por ejemplo: 125 o 7,8), o dejalo vacío.',
        'Gramos por cucharada: «-3» no es un peso que sirva: escribí un número mayor que 0 y hasta 2000 (por ejemplo: 125 o 7,8), o dejalo vacío.',
      ],
    ],
    [
      { gramosPorCucharada: '7,8 g' },
      ['Gramos por cucharada: «7,8 g» no es un peso que sirva: escribí un número mayor que 0 y hasta 2000 (por ejemplo: 125 o 7,8), o dejalo vacío.'],
    ],
  ])('%j is refused with its message; nothing stored', (changes, messages) => {
    const { answers, after } = run({ requests: [saveProduct(changes)], after: [ATTRIBUTES] });
    expect(answer(answers, 0)).toMatchObject({ status: 302, location: `http://localhost${PRODUCT_EDIT}`, errors: messages });
    expect(JSON.parse(String(after[0]?.[0]?.attributes))).toMatchObject({ gramosPorTaza: '120', gramosPorCucharada: '7,5' });
  });

  test('a value stored before the check passes untouched, so the rest of the form still saves', () => {
    const { answers } = run({
      before: [`update products set attributes = json_set(attributes, '$.gramosPorTaza', 'mucho') where id = 1`],
      requests: [get(PRODUCT_EDIT, EDITOR)],
    });
    const form = formOf(documentOf(answer(answers, 0)), PRODUCT_UPDATE);
    const legacy = JSON.parse(String(form.attributes)) as Record<string, unknown>;
    const second = run({
      before: [`update products set attributes = json_set(attributes, '$.gramosPorTaza', 'mucho') where id = 1`],
      requests: [save(EDITOR, { ...form, attributes: JSON.stringify({ ...legacy, caractsTitle: 'Rinde más que nunca' }) }, PRODUCT_UPDATE)],
      after: [ATTRIBUTES],
    });
    expect(answer(second.answers, 0).status).toBe(302);
    expect(JSON.parse(String(second.after[0]?.[0]?.attributes))).toMatchObject({ gramosPorTaza: 'mucho', caractsTitle: 'Rinde más que nunca' });
  });
});
