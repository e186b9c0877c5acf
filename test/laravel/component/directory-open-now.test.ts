import * as v from 'valibot';
import { documentOf, throughKernel, type KernelAnswer } from './limits-kernel';

/**
 * 'Abierto ahora' and each row's hours on the directory's page without JavaScript
 * (CatalogueController::distributors, Distributor\HoursStatus): hours set here so that what is
 * open does not depend on the hour the test runs at, every day of the week open round the clock
 * ("Abierto") or closed ("Cerrado"), or not known ("Horario no informado").
 */
const ALWAYS = JSON.stringify({
  weekly: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [['00:00', '24:00']]])),
  holidays: 'open',
  exceptions: [],
});
const NEVER = JSON.stringify({ weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }, holidays: 'closed', exceptions: [] });
const OPEN = [1, 7, 12];
const UNKNOWN = 20;

const apiSchema = v.array(v.looseObject({ id: v.number(), name: v.string(), province: v.string() }));

const ADDRESSES = ['/distribuidores', '/distribuidores?abierto=1', '/distribuidores/1', '/distribuidores/2'];
const [api, ...answers] = throughKernel([{ method: 'GET', uri: '/api/distributors' }, ...ADDRESSES.map((uri) => ({ method: 'GET' as const, uri }))], {
  before: [
    `update distributors set hours = '${NEVER}'`,
    `update distributors set hours = '${ALWAYS}' where id in (${OPEN.join(', ')})`,
    `update distributors set hours = null where id = ${UNKNOWN}`,
  ],
});
const distributors = v.parse(apiSchema, JSON.parse(api?.body ?? 'null'));
const nameOf = (id: number) => distributors.find((distributor) => distributor.id === id)?.name ?? '';
const empty: KernelAnswer = { status: 0, headers: {}, body: '', bytes: Buffer.alloc(0), utf8: true, logs: [] };

function page(uri: string): Document {
  const answer = answers[ADDRESSES.indexOf(uri)];
  expect(answer?.status).toBe(200);
  return documentOf(answer ?? empty);
}

/** Each row's name and hours line. */
const rows = (document: Document): [string, string][] =>
  [...document.querySelectorAll('.sw-fallback__cards li')].map((row) => [
    row.querySelector('a')?.textContent ?? '',
    row.querySelector('.sw-fallback__hours')?.textContent ?? '',
  ]);

test('each row says its hours now, as the widget’s row does', () => {
  const shown = new Map(rows(page('/distribuidores')));
  expect(shown.size).toBe(20);
  for (const [name, line] of shown) {
    const id = distributors.find((distributor) => distributor.name === name)?.id ?? 0;
    expect([name, line]).toEqual([name, OPEN.includes(id) ? 'Abierto' : id === UNKNOWN ? 'Horario no informado' : 'Cerrado']);
  }
  expect([...shown.values()]).toContain('Horario no informado');
});

test("'Abierto ahora' keeps the open ones, in the directory's order, and links back to all", () => {
  const document = page('/distribuidores?abierto=1');
  const names = rows(document).map(([name]) => name);
  expect(names).toHaveLength(OPEN.length);
  expect(new Set(names)).toEqual(new Set(OPEN.map(nameOf)));
  expect(rows(document).every(([, line]) => line === 'Abierto')).toBe(true);
  const back = [...document.querySelectorAll('.sw-fallback__open a')].find((link) => link.textContent === 'Ver también los cerrados');
  expect(back?.getAttribute('href')).toMatch(/\/distribuidores$/);
  // Its province links keep the filter, as the widget keeps it while the province changes.
  expect(document.querySelector('nav[aria-label="Provincias"] a')?.getAttribute('href')).toMatch(/abierto=1/);
});

test("without the filter, 'Abierto ahora' is a link to it", () => {
  const link = page('/distribuidores').querySelector('.sw-fallback__open a');
  expect(link?.textContent).toBe('Abierto ahora');
  expect(link?.getAttribute('href')).toMatch(/\/distribuidores\?abierto=1$/);
});

test('a province with none open says so, and how to see the others', () => {
  // Every distributor closed: the first province, as the directory's links spell it.
  const closedProvince = page('/distribuidores').querySelector('nav[aria-label="Provincias"] a')?.textContent ?? '';
  expect(closedProvince).not.toBe('');
  const [answer] = throughKernel([{ method: 'GET', uri: `/distribuidores?provincia=${encodeURIComponent(closedProvince)}&abierto=1` }], {
    before: [`update distributors set hours = '${NEVER}'`],
  });
  const document = documentOf(answer ?? empty);
  expect(document.querySelector('.sw-fallback__none')?.textContent).toBe(
    `Ahora no hay distribuidores abiertos en ${closedProvince}. Probá más tarde o mirá también los cerrados.`,
  );
  expect(rows(document)).toEqual([]);
});

test("a distributor's page says its hours now above its week", () => {
  expect(page('/distribuidores/1').querySelector('.sw-hours__now')?.textContent).toBe('Abierto');
  expect(page('/distribuidores/2').querySelector('.sw-hours__now')?.textContent).toBe('Cerrado');
});
