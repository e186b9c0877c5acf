import { documentOf, runKernel, type FormFields, type KernelAnswer, type KernelRequest } from './limits-kernel';

/**
 * "Mi punto de venta" through the host's kernel (docs/laravel-host.md, "Points of sale"): a point
 * of sale proposes changes to its own listing and to no other; an editor approves (public, a new
 * revision) or rejects (with a note the point of sale reads); nothing is public before; an
 * approval never undoes an editor's change made since the proposal.
 */
const BAKERY = 'panaderia@example.com'; // distributor 1
const GROCERY = 'almacen@example.com'; // distributor 2
const EDITOR = 'editora@example.com';
const DISTRIBUTOR = 'App\\Models\\Distributor';

const split = [
  ['08:00', '14:00'],
  ['', ''],
];
const empty = [
  ['', ''],
  ['', ''],
];
/** Distributor 1's listing as the form posts it, with new hours (weekdays 8:00–14:00) and a new WhatsApp. */
function bakery(overrides: FormFields = {}): FormFields {
  return {
    whatsapp: '351 600-7000',
    phone: '(0351) 422-3344',
    address: 'Av. Colón 1234',
    locality: 'Córdoba',
    province: 'Córdoba',
    lat: '-31.4125',
    lng: '-64.1935',
    weekly: { mon: split, tue: split, wed: split, thu: split, fri: split, sat: empty, sun: empty } as unknown as FormFields,
    holidays: 'closed',
    products: ['2', '5'],
    ...overrides,
  };
}
const put = (as: string, id: number, form: FormFields, jar?: string): KernelRequest => ({ method: 'PUT', uri: `/mi-punto-de-venta/${id}`, as, form, jar });
const get = (uri: string, as?: string, jar?: string): KernelRequest => ({ method: 'GET', uri, as, jar });
const post = (uri: string, form: FormFields = {}, jar?: string): KernelRequest => ({ method: 'POST', uri, as: EDITOR, form, jar });
/** An editor's change to distributor 1 recorded as its next revision, as a save would (no admin form edits distributors). */
const editorChanges = (column: string, value: string) => [
  `update distributors set ${column} = '${value}' where id = 1`,
  `insert into site_widget_revisions (item_type, item_id, number, user_id, fields, created_at)
     select item_type, item_id, number + 1, 1, json_set(fields, '$.${column}', '${value}'), created_at from site_widget_revisions
     where item_type = '${DISTRIBUTOR}' and item_id = 1 order by number desc limit 1`,
];

const steps: [string, KernelRequest][] = [
  ['guest', get('/mi-punto-de-venta')],
  ['own', get('/mi-punto-de-venta', BAKERY)],
  ['another GET', get('/mi-punto-de-venta/2', BAKERY)],
  ['another PUT', put(BAKERY, 2, bakery())],
  ['editor mine', get('/mi-punto-de-venta', EDITOR)],
  ['editor form', get('/mi-punto-de-venta/1', EDITOR)],
  ['unfinished', get('/mi-punto-de-venta', 'pdv@example.com')],
  [
    'invalid',
    put(
      BAKERY,
      1,
      bakery({
        whatsapp: 'llamame',
        lat: '10',
        province: 'Narnia',
        products: ['999'],
        address: 'Calle <b>',
        weekly: {
          mon: [
            ['09:00', ''],
            ['', ''],
          ],
          tue: [
            ['09:00', '13:00'],
            ['12:00', '20:00'],
          ],
        } as unknown as FormFields,
        closure: { from: '2027-01-10', until: '', reason: '' },
      }),
      'bakery',
    ),
  ],
  ['invalid form', get('/mi-punto-de-venta/1', BAKERY, 'bakery')],
  [
    'overlap',
    put(
      BAKERY,
      1,
      bakery({
        weekly: {
          mon: [
            ['09:00', '13:00'],
            ['12:30', '20:00'],
          ],
        } as unknown as FormFields,
      }),
    ),
  ],
  ['proposed', put(BAKERY, 1, bakery())],
  ['api before', get('/api/distributors')],
  ['page before', get('/distribuidores/1')],
  ['queue as point of sale', get('/admin/propuestas', BAKERY)],
  ['approve as point of sale', { method: 'POST', uri: '/admin/propuestas/1/aprobar', as: BAKERY }],
  ['admin index', get('/admin', EDITOR)],
  ['queue', get('/admin/propuestas', EDITOR)],
  ['comparison', get('/admin/propuestas/1', EDITOR)],
  ['approve', post('/admin/propuestas/1/aprobar')],
  ['api after', get('/api/distributors')],
  ['page after', get('/distribuidores/1')],
  ['pending state', get('/mi-punto-de-venta/1', BAKERY)],
  ['grocery proposes', put(GROCERY, 2, { whatsapp: '3541 99-9999', province: 'Córdoba', holidays: 'open', weekly: {} })],
  ['grocery proposes again', put(GROCERY, 2, { whatsapp: '3541 88-8888', province: 'Córdoba', holidays: 'open', weekly: {} })],
  ['reject without a note', post('/admin/propuestas/3/rechazar', { note: '' }, 'editor')],
  ['comparison after', get('/admin/propuestas/3', EDITOR, 'editor')],
  ['reject', post('/admin/propuestas/3/rechazar', { note: 'Falta el código de área del WhatsApp.' })],
  ['grocery reads', get('/mi-punto-de-venta/2', GROCERY)],
  ['api rejected', get('/api/distributors')],
  // A proposal changing the WhatsApp, then an editor changes it too: approving would undo the editor's.
  ['stale proposal', put(BAKERY, 1, bakery({ whatsapp: '351 600-1111' }))],
  ['stale approve', { ...post('/admin/propuestas/4/aprobar', {}, 'stale'), before: editorChanges('whatsapp', '0351 15 000-0000') }],
  ['stale page', get('/admin/propuestas/4', EDITOR, 'stale')],
  // A proposal changing the phone only, and an editor the locality meanwhile: both kept.
  ['merge proposal', put(BAKERY, 1, bakery({ whatsapp: '0351 15 000-0000', phone: '0351 400-0000' }))],
  ['merge approve', { ...post('/admin/propuestas/5/aprobar'), before: editorChanges('locality', 'Córdoba Capital') }],
];

const { answers, after } = runKernel(
  steps.map(([, request]) => request),
  {
    after: [
      'select id, item_id, user_id, status, note, reviewed_by from site_widget_proposals order by id',
      `select number, user_id from site_widget_revisions where item_type = '${DISTRIBUTOR.replace(/\\/g, '\\')}' and item_id = 1 order by number`,
      'select whatsapp, phone, locality, hours from distributors where id = 1',
      'select whatsapp from distributors where id = 2',
    ],
  },
);
const answer = (name: string): KernelAnswer => {
  const found = answers[steps.findIndex(([step]) => step === name)];
  if (found === undefined) throw new Error(`no step ${name}`);
  return found;
};
const text = (name: string) => documentOf(answer(name)).body.textContent?.replace(/\s+/g, ' ') ?? '';
const distributor = (name: string, id: number) =>
  (JSON.parse(answer(name).body) as { id: number; whatsapp: string | null; hours: unknown }[]).find((each) => each.id === id);
const [proposals, revisions, [bakeryRow], [groceryRow]] = after as [
  Record<string, unknown>[],
  Record<string, unknown>[],
  Record<string, unknown>[],
  Record<string, unknown>[],
];

test('a guest is sent to log in; a point of sale to its own listing', () => {
  expect(answer('guest').status).toBe(302);
  expect(answer('guest').headers.location).toMatch(/\/login$/);
  expect(answer('own').headers.location).toMatch(/\/mi-punto-de-venta\/1$/);
  expect(text('unfinished')).toContain('Tu cuenta no tiene un punto de venta asociado');
});

test("another point of sale's listing is 403, to read and to propose; editors are not points of sale", () => {
  expect(answer('another GET').status).toBe(403);
  expect(answer('another PUT').status).toBe(403);
  expect(answer('editor mine').status).toBe(403);
  expect(answer('editor form').status).toBe(403);
  expect(groceryRow?.whatsapp).toBe('+54 9 3541 43-2100');
});

test('invalid fields are refused with Spanish messages next to them, and what was typed comes back', () => {
  expect(answer('invalid').status).toBe(302);
  const page = documentOf(answer('invalid form'));
  const summary = page.querySelector('#listing-errors')?.textContent ?? '';
  expect(summary).toContain('Escribí el WhatsApp con números');
  expect(summary).toContain('La latitud tiene que estar en la Argentina');
  expect(summary).toContain('Elegí una provincia de la lista');
  expect(summary).toContain('Uno de los productos ya no está en el catálogo');
  expect(summary).toContain('La dirección va en una línea');
  expect(summary).toContain('Completá la apertura y el cierre del turno 1 del lunes');
  expect(summary).toContain('Completá hasta qué día cierra');
  const whatsapp = page.querySelector<HTMLInputElement>('#whatsapp');
  expect(whatsapp?.value).toBe('llamame');
  expect(whatsapp?.getAttribute('aria-describedby')).toContain('whatsapp-error');
  expect(page.getElementById('whatsapp-error')?.textContent).toContain('WhatsApp');
  expect(page.querySelector<HTMLInputElement>('#weekly-mon-0-0')?.value).toBe('09:00');
  expect(page.querySelector<HTMLInputElement>('#weekly-mon-0-0')?.getAttribute('aria-describedby')).toBe('weekly-mon-0-error');
  expect(page.querySelector<HTMLInputElement>('#closure-from')?.value).toBe('2027-01-10');
  expect(answer('overlap').status).toBe(302);
  // Neither refused post is a proposal: the first one stored is the valid one, approved below.
  expect(proposals[0]).toMatchObject({ id: 1, item_id: 1, status: 'approved' });
});

test('a proposal is stored and is not public until an editor approves it', () => {
  expect(answer('proposed').status).toBe(302);
  expect(distributor('api before', 1)?.whatsapp).toBe('0351 15 555-1234');
  expect(text('page before')).toContain('9:00–13:00 y 17:00–20:30');
  expect(text('pending state')).not.toContain('esperando');
});

test('the queue is for editors only, linked from the admin index with the pending count', () => {
  expect(answer('queue as point of sale').status).toBe(403);
  expect(answer('approve as point of sale').status).toBe(403);
  expect(text('admin index')).toContain('Propuestas de los puntos de venta (1 pendiente)');
  expect(text('queue')).toContain('Distribuidora 1');
  expect(text('queue')).toContain('de Panadería');
});

test('the comparison says each change in words, the hours as sentences and products by name', () => {
  const compared = documentOf(answer('comparison'));
  const field = (name: string) => compared.querySelector(`[data-field="${name}"]`)?.textContent?.replace(/\s+/g, ' ') ?? '';
  expect(field('whatsapp')).toContain('Ahora: «0351 15 555-1234»');
  expect(field('whatsapp')).toContain('Propone: «351 600-7000»');
  expect(field('hours')).toContain('Lunes a viernes: 9:00–13:00 y 17:00–20:30');
  expect(field('hours')).toContain('Propone: «Lunes a viernes: 8:00–14:00; Sábado y domingo: cerrado; Feriados nacionales: cerrado»');
  expect(compared.querySelector('[data-field="phone"]')).toBeNull();
  expect(compared.querySelector('[data-field="products"]')).toBeNull();
});

test('approving makes it public and records a revision by the editor', () => {
  expect(answer('approve').status).toBe(302);
  expect(answer('approve').headers.location).toMatch(/\/admin\/propuestas$/);
  expect(distributor('api after', 1)?.whatsapp).toBe('351 600-7000');
  expect(text('page after')).toContain('Lunes a viernes: 8:00–14:00');
  expect(text('page after')).toContain('WhatsApp: 351 600-7000');
  expect(proposals[0]).toMatchObject({ status: 'approved', reviewed_by: 1 });
  expect(revisions.slice(0, 2)).toEqual([
    { number: 1, user_id: null },
    { number: 2, user_id: 1 },
  ]);
});

test('a second proposal of the same point of sale replaces its pending one; a rejection needs a note, keeps it out and its note reaches the point of sale', () => {
  expect(proposals.filter((proposal) => proposal.item_id === 2).map((proposal) => [proposal.id, proposal.status])).toEqual([
    [2, 'replaced'],
    [3, 'rejected'],
  ]);
  expect(answer('grocery proposes again').status).toBe(302);
  expect(answer('reject without a note').status).toBe(302);
  expect(documentOf(answer('comparison after')).getElementById('note-error')?.textContent).toContain('Escribí una nota');
  expect(proposals[2]).toMatchObject({ note: 'Falta el código de área del WhatsApp.', reviewed_by: 1 });
  expect(documentOf(answer('grocery reads')).querySelector('[data-proposal-note]')?.textContent).toBe('Falta el código de área del WhatsApp.');
  expect(text('grocery reads')).toContain('La marca rechazó tu última propuesta');
  expect(distributor('api rejected', 2)?.whatsapp).toBe('+54 9 3541 43-2100');
  expect(groceryRow?.whatsapp).toBe('+54 9 3541 43-2100');
});

test("an approval that would undo an editor's change made since is refused with a clear message; a change to other fields is merged", () => {
  expect(answer('stale approve').headers.location).toMatch(/\/admin\/propuestas\/4$/);
  expect(documentOf(answer('stale page')).querySelector('.alert-danger')?.textContent).toContain(
    'alguien cambió también en la ficha de «Distribuidora 1»: WhatsApp. Aprobarla desharía ese cambio.',
  );
  expect(proposals[3]).toMatchObject({ id: 4, status: 'replaced' });
  expect(proposals[4]).toMatchObject({ id: 5, status: 'approved' });
  expect(bakeryRow).toMatchObject({ whatsapp: '0351 15 000-0000', phone: '0351 400-0000', locality: 'Córdoba Capital' });
  expect(revisions.map((revision) => revision.number)).toEqual([1, 2, 3, 4, 5]);
  expect(revisions[4]).toEqual({ number: 5, user_id: 1 });
});
