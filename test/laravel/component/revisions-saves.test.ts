import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { documentOf, formOf, runKernel, startKernel, type Answer, type Form, type Output, type Row, type Run } from './revisions-kernel';

/**
 * Every save of an admin form is a revision, and a save of an older version is refused
 * (docs/laravel-host.md, "Editing together"), through the host's kernel on copies of one seeded
 * database: the version in the form, the 409 with the form as stored now and the alert, the
 * plain fields merged three ways, two saves of one version (one after the other, and two PHP
 * processes at the same moment), pruning at 50, the revision pages and restoring, editors only.
 */
const EDITOR = 'editora@example.com';
const SECOND_EDITOR = 'redaccion@example.com';
const POINT_OF_SALE = 'pdv@example.com';
// A recipe with plain steps, which nothing else in the seed treats specially.
const EDIT = '/admin/posts/8/edit';
const UPDATE = '/admin/posts/8';
const POST_REVISIONS = "item_type = 'App\\Models\\Post' and item_id = 8";
const REVISIONS = `select number, user_id, fields from site_widget_revisions where ${POST_REVISIONS} order by number`;
const POST = 'select name, tag_id, sub_tag, image, steps, custom_ingredients from posts where id = 8';
const ALERT_END = 'No se guardaron tus cambios: cada editor te ofrece combinarlos con los suyos.';

const steps = (text: string) => JSON.stringify([{ name: 'Pasos', steps: [{ text, image: '' }] }]);
const STEPS_OF_B = steps('Amasar como dice Redacción.');
const STEPS_OF_A = steps('Amasar como dice la editora.');

let folder = '';
let template = '';
/** What the seeded recipe's form posts untouched. */
let seeded: Form = {};

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'host-revisions-'));
  template = path.join(folder, 'seeded.sqlite');
  writeFileSync(template, '');
  const { answers } = runKernel({ database: template, migrate: true, requests: [{ method: 'GET', uri: EDIT, as: EDITOR }] });
  seeded = formOf(documentOf(answer(answers, 0)), UPDATE);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let copies = 0;
/** A copy of the seeded database of its own. */
function database(): string {
  copies += 1;
  const file = path.join(folder, `copy-${copies}.sqlite`);
  copyFileSync(template, file);
  return file;
}

const run = (options: Omit<Run, 'database'>): Output => runKernel({ database: database(), ...options });

function answer(answers: Answer[], index: number): Answer {
  const found = answers[index];
  if (found === undefined) throw new Error(`no answer ${index}`);
  return found;
}

function text(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`not a text: ${String(value)}`);
  return value;
}

/** The revisions' rows, their fields parsed. */
function revisions(rows: Row[] | undefined): { number: number; user_id: number | null; fields: unknown }[] {
  return (rows ?? []).map((row) => ({
    number: Number(row.number),
    user_id: row.user_id === null ? null : Number(row.user_id),
    fields: JSON.parse(text(row.fields)),
  }));
}

const save = (as: string, form: Form, uri = UPDATE) => ({ method: 'PUT' as const, uri, as, form });
const get = (uri: string, as = EDITOR) => ({ method: 'GET' as const, uri, as });
const inputValue = (document: Document, name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
const alertOf = (document: Document) => document.querySelector('[role="alert"]')?.textContent?.replace(/\s+/g, ' ').trim();

describe('a save with the current `_revision`', () => {
  test('records revision N+1 with every field the form stores (the JSON decoded) and the user; the form then prints N+1', () => {
    expect(seeded._revision).toBe('1');
    const { answers, after } = run({
      requests: [save(SECOND_EDITOR, { ...seeded, name: 'Pan de campo de Redacción', steps: STEPS_OF_B }), get(EDIT)],
      after: [REVISIONS],
    });
    expect(answer(answers, 0)).toMatchObject({ status: 302, flash: 'Receta guardada.' });
    expect(revisions(after[0])).toEqual([
      { number: 1, user_id: null, fields: expect.any(Object) as unknown },
      {
        number: 2,
        user_id: 3,
        fields: {
          name: 'Pan de campo de Redacción',
          tag_id: Number(seeded.tag_id),
          sub_tag: Number(seeded.sub_tag),
          image: seeded.image,
          steps: JSON.parse(STEPS_OF_B) as unknown,
          custom_ingredients: JSON.parse(text(seeded.custom_ingredients)) as unknown,
          // The form's mould fields (this recipe has none: 'Sin molde').
          mould_shape: null,
          mould_size: null,
          mould_width: null,
        },
      },
    ]);
    expect(inputValue(documentOf(answer(answers, 1)), '_revision')).toBe('2');
  });

  test('a save that changes nothing records no revision, and so leaves the other editors’ forms current', () => {
    const { answers, after } = run({
      requests: [save(EDITOR, seeded), save(SECOND_EDITOR, { ...seeded, name: 'Pan de campo de Redacción' })],
      after: [REVISIONS],
    });
    expect(answers.map((each) => each.status)).toEqual([302, 302]);
    expect(revisions(after[0]).map(({ number, user_id }) => [number, user_id])).toEqual([
      [1, null],
      [2, 3],
    ]);
  });

  test('every admin form prints `_revision` (the newest revision) and links "Versiones anteriores" to its list', () => {
    const forms = [
      [EDIT, '/admin/posts/8/revisiones'],
      ['/admin/products/1/edit', '/admin/products/1/revisiones'],
      ['/admin/home/edit', '/admin/home/revisiones'],
      ['/admin/faq/edit', '/admin/faq/revisiones'],
    ] as const;
    const { answers } = run({ requests: forms.map(([uri]) => get(uri)) });
    expect(
      answers.map((each) => {
        const document = documentOf(each);
        const link = [...document.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Versiones anteriores');
        return [
          each.status,
          document.querySelectorAll('form input[type=hidden][name="_revision"]').length,
          inputValue(document, '_revision'),
          link?.getAttribute('href'),
        ];
      }),
    ).toEqual(forms.map(([, list]) => [200, 1, '1', `http://localhost${list}`]));
  });
});

describe('a stale save: nothing stored, answered 409 with the form as stored now', () => {
  test('the editors’ fields hold the other editor’s version, `_revision` the newest, and the alert says who saved and when', () => {
    const { answers, after } = run({
      requests: [save(SECOND_EDITOR, { ...seeded, steps: STEPS_OF_B }), save(EDITOR, { ...seeded, name: 'Pan de campo de la editora', steps: STEPS_OF_A })],
      after: [REVISIONS, POST],
    });
    expect(answers.map((each) => each.status)).toEqual([302, 409]);
    const page = documentOf(answer(answers, 1));
    expect(page.querySelector('[role="alert"] p')?.textContent).toMatch(
      new RegExp(`^«Redacción» guardó esta receta a las \\d{1,2}:\\d\\d, mientras la editabas\\. ${ALERT_END}$`),
    );
    // Never old() for the editors' JSON: the stored steps, which the steps editor opens with.
    expect(JSON.parse(inputValue(page, 'steps') ?? '')).toEqual(JSON.parse(STEPS_OF_B));
    expect(inputValue(page, '_revision')).toBe('2');
    // The plain field only this editor changed keeps this editor's value.
    expect(inputValue(page, 'name')).toBe('Pan de campo de la editora');
    expect(alertOf(page)).toContain('Tus cambios en el nombre siguen en el formulario: guardá para conservarlos.');
    // Nothing stored: the row as Redacción left it, no third revision.
    expect(revisions(after[0]).map(({ number }) => number)).toEqual([1, 2]);
    expect(after[1]).toEqual([expect.objectContaining({ name: seeded.name })]);
    expect(JSON.parse(text(after[1]?.[0]?.steps))).toEqual(JSON.parse(STEPS_OF_B));
  });

  test('the same editor in two tabs is told so', () => {
    const { answers } = run({ requests: [save(EDITOR, { ...seeded, steps: STEPS_OF_B }), save(EDITOR, { ...seeded, steps: STEPS_OF_A })] });
    expect(answer(answers, 1).status).toBe(409);
    expect(documentOf(answer(answers, 1)).querySelector('[role="alert"] p')?.textContent).toMatch(
      /^Vos guardaste esta receta a las \d{1,2}:\d\d desde otra pestaña o ventana, mientras la editabas acá\. /,
    );
  });

  test.each([
    ['a product', '/admin/products/1', 'attributes', '{"fibra":"3 g"}', '{"fibra":"4 g"}', 'guardó este producto', 'mientras lo editabas'],
    [
      'the home page',
      '/admin/home',
      'banner_data',
      '{"title":"Portada de Redacción"}',
      '{"title":"Portada de la editora"}',
      'guardó la portada',
      'mientras la editabas',
    ],
    [
      'the FAQ',
      '/admin/faq',
      'custom_content',
      '[{"name":"¿De Redacción?","content":"<p>Sí.</p>","section":"consumers"}]',
      '[{"name":"¿De la editora?","content":"<p>No.</p>","section":"consumers"}]',
      'guardó las preguntas frecuentes',
      'mientras las editabas',
    ],
  ])('%s: 409, its editor’s field as stored, the alert in its words', (_, uri, field, theirs, mine, saved, editing) => {
    const { answers, after } = run({
      requests: [save(SECOND_EDITOR, { _revision: '1', [field]: theirs }, uri), save(EDITOR, { _revision: '1', [field]: mine }, uri)],
      after: [`select count(*) as revisions from site_widget_revisions where number > 1`],
    });
    expect(answers.map((each) => each.status)).toEqual([302, 409]);
    const page = documentOf(answer(answers, 1));
    expect(page.querySelector('[role="alert"] p')?.textContent).toMatch(new RegExp(`^«Redacción» ${saved} a las \\d{1,2}:\\d\\d, ${editing}\\. ${ALERT_END}$`));
    expect(JSON.parse(inputValue(page, field) ?? '')).toEqual(JSON.parse(theirs));
    expect(inputValue(page, '_revision')).toBe('2');
    expect(after[0]).toEqual([{ revisions: 1 }]);
  });

  test('a form without `_revision` (an old one) counts as loaded at revision 1: it saves while the item has one revision, and is refused once it has two', () => {
    const old = Object.fromEntries(Object.entries(seeded).filter(([name]) => name !== '_revision'));
    const { answers } = run({
      requests: [save(SECOND_EDITOR, { ...old, steps: STEPS_OF_B }), save(EDITOR, { ...old, name: 'Pan de campo de la editora' })],
    });
    expect(answers.map((each) => each.status)).toEqual([302, 409]);
    // The refusal's page carries `_revision`: its save goes through.
    const again = formOf(documentOf(answer(answers, 1)), UPDATE);
    expect(again).toMatchObject({ _revision: '2', name: 'Pan de campo de la editora' });
  });

  test('stale and invalid: the refusal (409), not back to the form, so the form a failed validation goes back to always holds edits made on the newest version', () => {
    const { answers } = run({ requests: [save(SECOND_EDITOR, { ...seeded, steps: STEPS_OF_B }), save(EDITOR, { ...seeded, name: '' })] });
    expect(answers.map((each) => each.status)).toEqual([302, 409]);
  });
});

describe('plain fields, three ways: base = the revision the form was loaded at', () => {
  // Redacción changes the name and the image; the editor, from the same version, the name and the category.
  const theirs = () => ({ ...seeded, name: 'Nombre de Redacción', image: '/images/de-redaccion.svg' });
  const mine = () => ({ ...seeded, name: 'Nombre de la editora', tag_id: '1', sub_tag: '2' });

  test('changed by this editor only: this editor’s; by the other only: theirs; by both: theirs, with "Tu versión" and a choice', () => {
    const { answers } = run({ requests: [save(SECOND_EDITOR, theirs()), save(EDITOR, mine())] });
    expect(answer(answers, 1).status).toBe(409);
    const page = documentOf(answer(answers, 1));
    expect([inputValue(page, 'name'), inputValue(page, 'tag_id'), inputValue(page, 'sub_tag'), inputValue(page, 'image')]).toEqual([
      'Nombre de Redacción',
      '1',
      '2',
      '/images/de-redaccion.svg',
    ]);
    const conflicts = [...page.querySelectorAll('fieldset.revision-conflict')];
    expect(conflicts.map((fieldset) => fieldset.querySelector('legend')?.textContent)).toEqual(['Tu versión: «Nombre de la editora»']);
    // Right under the name field.
    expect(page.querySelector('#name')?.nextElementSibling).toBe(conflicts[0]);
    const choices = [...(conflicts[0]?.querySelectorAll<HTMLInputElement>('input[type=radio]') ?? [])];
    expect(choices.map((radio) => [radio.name, radio.value, radio.checked, radio.closest('label')?.textContent?.trim()])).toEqual([
      ['_keep[name]', 'saved', true, 'La guardada'],
      ['_keep[name]', 'mine', false, 'La tuya'],
    ]);
    expect(alertOf(page)).toContain('Tus cambios en la categoría siguen en el formulario');
    expect(alertOf(page)).toContain('Los dos cambiaron el nombre: elegí abajo qué versión queda.');
  });

  test.each([
    ['mine', 'Nombre de la editora'],
    ['saved', 'Nombre de Redacción'],
  ])('the next save honours the choice: "%s" stores «%s», with the rest of the merge', (choice, stored) => {
    // The refusal's page, as the first run shows it, posted with the choice made.
    const { answers: refused } = run({ requests: [save(SECOND_EDITOR, theirs()), save(EDITOR, mine())] });
    const form = formOf(documentOf(answer(refused, 1)), UPDATE);
    expect(form._keep).toEqual({ name: 'saved' });
    const { answers, after } = run({
      requests: [save(SECOND_EDITOR, theirs()), save(EDITOR, { ...form, _keep: { name: choice } })],
      after: ['select name, tag_id, sub_tag, image from posts where id = 8', REVISIONS],
    });
    expect(answers.map((each) => each.status)).toEqual([302, 302]);
    expect(after[0]).toEqual([{ name: stored, tag_id: 1, sub_tag: 2, image: '/images/de-redaccion.svg' }]);
    expect(revisions(after[1]).map(({ number, user_id }) => [number, user_id])).toEqual([
      [1, null],
      [2, 3],
      [3, 1],
    ]);
  });

  test('a choice posted with a value that does not validate: back to the form with the chosen value in `old()`, nothing stored', () => {
    const { answers: refused } = run({ requests: [save(SECOND_EDITOR, theirs()), save(EDITOR, mine())] });
    const form = formOf(documentOf(answer(refused, 1)), UPDATE);
    const { answers, after } = run({
      requests: [save(SECOND_EDITOR, theirs()), save(EDITOR, { ...form, _keep: { name: 'mine' }, steps: '{"no":"una lista"}' })],
      after: ['select name from posts where id = 8'],
    });
    expect(answers.map((each) => [each.status, each.location])).toEqual([
      [302, `http://localhost${EDIT}`],
      [302, `http://localhost${EDIT}`],
    ]);
    expect(answer(answers, 1).old).toMatchObject({ name: 'Nombre de la editora', steps: '{"no":"una lista"}' });
    expect(after[0]).toEqual([{ name: 'Nombre de Redacción' }]);
  });
});

describe('two saves of the same version: exactly one passes', () => {
  test('one after the other', () => {
    const { answers, after } = run({
      requests: [save(EDITOR, { ...seeded, steps: STEPS_OF_A }), save(SECOND_EDITOR, { ...seeded, steps: STEPS_OF_B })],
      after: [REVISIONS, POST],
    });
    expect(answers.map((each) => each.status)).toEqual([302, 409]);
    expect(revisions(after[0]).map(({ number }) => number)).toEqual([1, 2]);
    expect(JSON.parse(text(after[1]?.[0]?.steps))).toEqual(JSON.parse(STEPS_OF_A));
  });

  test('at the same moment, in two PHP processes: the second waits for the first, then is refused', async () => {
    const file = database();
    // Both start together; each sleeps after reading the item's newest revision, so that without
    // the lock both would read 1 and pass the check.
    const startAt = Date.now() + 2500;
    const pauseAfter = { pattern: '/max\\("number"\\)/', ms: 500 };
    const [a, b] = await Promise.all(
      [
        { as: EDITOR, name: 'Nombre de la editora' },
        { as: SECOND_EDITOR, name: 'Nombre de Redacción' },
      ].map(({ as, name }) => startKernel({ database: file, startAt, pauseAfter, requests: [save(as, { ...seeded, name })] })),
    );
    const statuses = [a, b].map((output) => output?.answers[0]?.status);
    expect([...statuses].sort()).toEqual([302, 409]);
    const winner = statuses[0] === 302 ? { user: 1, name: 'Nombre de la editora' } : { user: 3, name: 'Nombre de Redacción' };
    const { after } = runKernel({ database: file, after: [REVISIONS, POST] });
    expect(revisions(after[0]).map(({ number, user_id, fields }) => [number, user_id, (fields as { name?: string }).name])).toEqual([
      [1, null, seeded.name],
      [2, winner.user, winner.name],
    ]);
    expect(after[1]).toEqual([expect.objectContaining({ name: winner.name })]);
  }, 30_000);
});

test('each item keeps its newest 50 revisions: older ones are pruned after each new one, other items untouched', () => {
  // Revisions 2 to 50, as if saved before.
  const fill = `with recursive n(x) as (select 2 union all select x + 1 from n where x < 50)
    insert into site_widget_revisions (item_type, item_id, number, user_id, fields, created_at)
    select item_type, item_id, x, 1, fields, created_at from n, site_widget_revisions where ${POST_REVISIONS} and number = 1`;
  const { answers, after } = run({
    before: [fill],
    requests: [save(EDITOR, { ...seeded, _revision: '50', name: 'Cincuenta y uno' }), save(EDITOR, { ...seeded, _revision: '51', name: 'Cincuenta y dos' })],
    after: [
      `select count(*) as kept, min(number) as oldest, max(number) as newest from site_widget_revisions where ${POST_REVISIONS}`,
      "select count(*) as kept from site_widget_revisions where item_type = 'App\\Models\\Post' and item_id = 9",
    ],
  });
  expect(answers.map((each) => each.status)).toEqual([302, 302]);
  expect(after).toEqual([[{ kept: 50, oldest: 3, newest: 52 }], [{ kept: 1 }]]);
});

describe('the revision pages', () => {
  test('the list: newest first, who and when; a revision compared with the current content, field by field', () => {
    const { answers } = run({
      requests: [save(SECOND_EDITOR, { ...seeded, steps: STEPS_OF_B }), get('/admin/posts/8/revisiones'), get('/admin/posts/8/revisiones/1')],
    });
    const list = documentOf(answer(answers, 1));
    expect(
      [...list.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.replace(/\s+/g, ' ').trim())),
    ).toEqual([
      ['Versión 2 (la actual)', 'Redacción', expect.stringMatching(/^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d\d$/)],
      ['Versión 1', 'la carga inicial', expect.stringMatching(/^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d\d$/)],
    ]);
    expect(list.querySelector('tbody a')?.getAttribute('href')).toBe('http://localhost/admin/posts/8/revisiones/2');

    const compared = documentOf(answer(answers, 2));
    const fields = [...compared.querySelectorAll('.revision-field')];
    expect(fields.map((field) => [field.getAttribute('data-field'), field.querySelector('p')?.textContent])).toEqual([
      ['name', `Nombre: «${text(seeded.name)}», igual que ahora`],
      ['tag_id', 'Categoría: «Pastelería», igual que ahora'],
      ['sub_tag', 'Subcategoría: «Tartas», igual que ahora'],
      ['image', 'Imagen: «/images/recipe.svg», igual que ahora'],
      ['mould_shape', 'Molde: forma: (vacío), igual que ahora'],
      ['mould_size', 'Molde: diámetro o lado (cm): (vacío), igual que ahora'],
      ['mould_width', 'Molde: ancho (cm): (vacío), igual que ahora'],
      ['steps', 'Pasos: distintos de los actuales'],
      ['custom_ingredients', 'Ingredientes: iguales a los actuales'],
    ]);
    const json = (id: string) =>
      JSON.parse(compared.querySelector(`.revision-field[data-field] script[type="application/json"]#${id}`)?.textContent ?? '') as unknown;
    expect(json('revision-1-steps')).toEqual(JSON.parse(text(seeded.steps)));
    expect(json('current-steps')).toEqual(JSON.parse(STEPS_OF_B));
    // What changed, in the editor's words: `revision-compare` over the two scripts, where they differ.
    expect(
      [...compared.querySelectorAll('.revision-field [data-widget-name="revision-compare"]')].map((placeholder) => ({
        ...placeholder.closest<HTMLElement>('.revision-field')?.dataset,
        ...(placeholder as HTMLElement).dataset,
      })),
    ).toEqual([
      { field: 'steps', widgetName: 'revision-compare', editor: 'steps-editor', before: '#revision-1-steps', after: '#current-steps', label: 'Pasos' },
    ]);
    expect(compared.querySelector('main form button')?.textContent).toBe('Restaurar');
  });

  test('a plain field that changed: "Antes «…» → ahora «…»"', () => {
    const { answers } = run({ requests: [save(SECOND_EDITOR, { ...seeded, name: 'Otro nombre', sub_tag: '' }), get('/admin/posts/8/revisiones/1')] });
    const fields = [...documentOf(answer(answers, 1)).querySelectorAll('.revision-field p')].map((paragraph) => paragraph.textContent);
    expect(fields).toContain(`Nombre: Antes «${text(seeded.name)}» → ahora «Otro nombre»`);
    expect(fields).toContain('Subcategoría: Antes «Tartas» → ahora (vacío)');
  });

  test('"Restaurar" makes the old content a new revision and stores it; nothing is deleted, and the list shows it', () => {
    const { answers, after } = run({
      requests: [
        save(SECOND_EDITOR, { ...seeded, steps: STEPS_OF_B }),
        { method: 'POST', uri: '/admin/posts/8/revisiones/1/restaurar', as: EDITOR },
        get('/admin/posts/8/revisiones'),
      ],
      after: [REVISIONS, POST],
    });
    expect(answer(answers, 1)).toMatchObject({ status: 302, location: `http://localhost${EDIT}`, flash: 'Se restauró la versión 1 como versión 3.' });
    const [first, second, third] = revisions(after[0]);
    expect([first?.number, second?.number, third?.number, third?.user_id]).toEqual([1, 2, 3, 1]);
    expect(third?.fields).toEqual(first?.fields);
    expect(after[1]).toEqual([expect.objectContaining({ steps: seeded.steps })]);
    expect([...documentOf(answer(answers, 2)).querySelectorAll('tbody tr td:first-child a')].map((link) => link.textContent)).toEqual([
      'Versión 3',
      'Versión 2',
      'Versión 1',
    ]);
  });

  test('restoring the FAQ stores its answers clean, as every save of its form does', () => {
    const hostile = JSON.stringify({
      custom_content: [{ name: '¿Y?', content: '<p onclick="alert(1)">Sí<script>alert(2)</script></p>', section: 'consumers' }],
    });
    const { answers, after } = run({
      before: [
        `insert into site_widget_revisions (item_type, item_id, number, user_id, fields, created_at)
          select 'App\\Models\\Page', id, 2, 1, '${hostile}', datetime('now') from pages where slug = 'faq'`,
      ],
      requests: [{ method: 'POST', uri: '/admin/faq/revisiones/2/restaurar', as: EDITOR }],
      after: ["select custom_content from pages where slug = 'faq'"],
    });
    expect(answer(answers, 0)).toMatchObject({ status: 302, flash: 'Se restauró la versión 2 como versión 3.' });
    expect(JSON.parse(text(after[0]?.[0]?.custom_content))).toEqual([{ name: '¿Y?', content: '<p>Sí</p>', section: 'consumers' }]);
  });

  test('a revision that is not there: 404', () => {
    const { answers } = run({ requests: [get('/admin/posts/8/revisiones/7'), { method: 'POST', uri: '/admin/home/revisiones/9/restaurar', as: EDITOR }] });
    expect(answers.map((each) => each.status)).toEqual([404, 404]);
  });
});

test('a point of sale gets 403 on every revision route, and nothing is stored', () => {
  const lists = ['/admin/posts/8/revisiones', '/admin/products/1/revisiones', '/admin/home/revisiones', '/admin/faq/revisiones'];
  const requests = lists.flatMap((list) => [
    { method: 'GET' as const, uri: list, as: POINT_OF_SALE },
    { method: 'GET' as const, uri: `${list}/1`, as: POINT_OF_SALE },
    { method: 'POST' as const, uri: `${list}/1/restaurar`, as: POINT_OF_SALE },
  ]);
  const { answers, after } = run({ requests, after: ['select count(*) as revisions from site_widget_revisions where number > 1'] });
  expect(requests.map((request, index) => [request.method, request.uri, answers[index]?.status])).toEqual(
    requests.map((request) => [request.method, request.uri, 403]),
  );
  expect(after[0]).toEqual([{ revisions: 0 }]);
});
