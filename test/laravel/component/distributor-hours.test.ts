import * as v from 'valibot';
import { documentOf, throughKernel, type KernelAnswer } from './limits-kernel';

/**
 * A distributor's opening hours through the worked host's kernel, on the seed
 * (database/seeders/CatalogueSeeder.php): `GET /api/distributors` carries each one's `hours` as
 * stored, and its page without JavaScript prints them in Spanish and as its schema.org `Store`
 * JSON-LD, both read here against the API's value. The seed's dates count from the day it runs:
 * distributor 3 is closed for its holidays today, 1 has two exceptions ahead, 2 opens on
 * national holidays, 9 has no hours.
 */
const range = v.tuple([v.string(), v.string()]);
const hoursSchema = v.nullable(
  v.object({
    weekly: v.record(v.picklist(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']), v.array(range)),
    holidays: v.picklist(['closed', 'open']),
    exceptions: v.array(v.object({ date: v.string(), ranges: v.array(range) })),
    closure: v.optional(v.nullable(v.object({ from: v.string(), until: v.string(), reason: v.optional(v.nullable(v.string())) }))),
  }),
);
const apiSchema = v.array(v.looseObject({ id: v.number(), name: v.string(), hours: hoursSchema }));

const HOSTILE_NAME = '</script><script>alert(1)</script>';
const PAGES = [1, 2, 3, 4, 5, 9];

const [api, ...answers] = throughKernel(
  [{ method: 'GET', uri: '/api/distributors' }, ...PAGES.map((id) => ({ method: 'GET' as const, uri: `/distribuidores/${id}` }))],
  {
    before: [
      // A row of another shape (a closure ending before it starts): read as unknown, never as closed.
      `update distributors set hours = '{"weekly":{},"holidays":"closed","exceptions":[],"closure":{"from":"2030-01-02","until":"2030-01-01"}}' where id = 5`,
      `update distributors set name = '${HOSTILE_NAME}' where id = 4`,
    ],
  },
);
const distributors = v.parse(apiSchema, JSON.parse(api?.body ?? 'null'));
const hoursOf = (id: number) => distributors.find((distributor) => distributor.id === id)?.hours;

function page(id: number): Document {
  const answer: KernelAnswer | undefined = answers[PAGES.indexOf(id)];
  expect(answer?.status).toBe(200);
  return documentOf(answer ?? { status: 0, headers: {}, body: '', bytes: Buffer.alloc(0), utf8: true, logs: [] });
}

const lines = (document: Document, selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim());

function jsonLd(document: Document): Record<string, unknown> {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.textContent ?? 'null') as Record<string, unknown>;
}

/** Today where the site is (`app.timezone`), as the page counts exceptions and closures. */
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
const dayMonth = (date: string, withYear = false) => {
  const [year, month, day] = date.split('-').map(Number);
  return withYear ? `${day}/${month}/${year}` : `${day}/${month}`;
};

const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()];

test('the API carries each distributor’s hours as stored, or null', () => {
  expect(hoursOf(1)?.weekly.mon).toEqual([
    ['09:00', '13:00'],
    ['17:00', '20:30'],
  ]);
  expect(hoursOf(9)).toBeNull();
  expect(hoursOf(40)).toBeNull();
  expect(distributors.filter((distributor) => distributor.hours !== null).length).toBeGreaterThan(distributors.length / 2);
  const closure = hoursOf(3)?.closure;
  expect(closure?.reason).toBe('vacaciones');
  expect(closure && closure.from < TODAY && TODAY < closure.until).toBe(true);
});

test('a distributor’s page prints its week, holidays and exceptions in Spanish', () => {
  const document = page(1);
  expect(lines(document, '.sw-hours__week li')).toEqual(['Lunes a viernes: 9:00–13:00 y 17:00–20:30', 'Sábado: 9:00–13:00', 'Domingo: cerrado']);
  expect(lines(document, '.sw-hours__holidays')).toEqual(['Feriados nacionales: cerrado']);
  const [short, closed] = hoursOf(1)?.exceptions ?? [];
  expect(lines(document, '.sw-hours__exceptions li')).toEqual([
    `${weekday(short?.date ?? '')} ${dayMonth(short?.date ?? '')}: 9:00–13:00`,
    `${weekday(closed?.date ?? '')} ${dayMonth(closed?.date ?? '')}: cerrado`,
  ]);
  expect(document.querySelector('.sw-hours__closure')).toBeNull();
  expect(lines(page(2), '.sw-hours__week li')).toEqual(['Lunes a sábado: 8:00–21:00', 'Domingo: 9:00–13:00']);
  expect(lines(page(2), '.sw-hours__holidays')).toEqual(['Feriados nacionales: abierto']);
});

test('a temporary closure is said first: for its reason, or without one', () => {
  const closure = hoursOf(3)?.closure;
  const years = closure?.from.slice(0, 4) !== closure?.until.slice(0, 4);
  expect(lines(page(3), '.sw-hours__closure')).toEqual([
    `Cerrado por vacaciones del ${dayMonth(closure?.from ?? '', years)} al ${dayMonth(closure?.until ?? '', years)}`,
  ]);
  expect(lines(page(4), '.sw-hours__closure')).toEqual([expect.stringMatching(/^Cerrado temporalmente del \d+\/\d+(\/\d+)? al \d+\/\d+(\/\d+)?$/)]);
});

test('hours not known, or stored in another shape, are "Horario no informado", never "Cerrado", with no hours in the JSON-LD', () => {
  for (const id of [9, 5]) {
    const document = page(id);
    expect(lines(document, '.sw-hours p')).toEqual(['Horario no informado']);
    expect(document.querySelector('.sw-hours')?.textContent).not.toMatch(/cerrad/i);
    const data = jsonLd(document);
    expect(data).not.toHaveProperty('openingHoursSpecification');
    expect(data).not.toHaveProperty('specialOpeningHoursSpecification');
  }
});

test('the page’s schema.org Store: address, phone, place and the seeded hours', () => {
  const data = jsonLd(page(1));
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: 'Distribuidora 1',
    url: expect.stringMatching(/^http:\/\/[^/]+\/distribuidores\/1$/),
    address: { '@type': 'PostalAddress', streetAddress: 'Av. Colón 1234', addressLocality: 'Córdoba', addressRegion: 'Córdoba', addressCountry: 'AR' },
    telephone: '(0351) 422-3344',
    geo: { '@type': 'GeoCoordinates', latitude: -31.4125, longitude: -64.1935 },
  });
  expect(data.openingHoursSpecification).toEqual([
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '09:00:00',
      closes: '13:00:00',
    },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '17:00:00', closes: '20:30:00' },
  ]);
  const [short, closed] = hoursOf(1)?.exceptions ?? [];
  expect(data.specialOpeningHoursSpecification).toEqual([
    { '@type': 'OpeningHoursSpecification', validFrom: short?.date, validThrough: short?.date, opens: '09:00:00', closes: '13:00:00' },
    { '@type': 'OpeningHoursSpecification', validFrom: closed?.date, validThrough: closed?.date, opens: '00:00:00', closes: '00:00:00' },
  ]);
  const closure = hoursOf(3)?.closure;
  expect(jsonLd(page(3)).specialOpeningHoursSpecification).toEqual([
    { '@type': 'OpeningHoursSpecification', validFrom: closure?.from, validThrough: closure?.until, opens: '00:00:00', closes: '00:00:00' },
  ]);
});

test('a hostile name stays inside the JSON-LD’s script', () => {
  const answer = answers[PAGES.indexOf(4)];
  expect(answer?.body).not.toContain(HOSTILE_NAME);
  expect(jsonLd(page(4)).name).toBe(HOSTILE_NAME);
});
