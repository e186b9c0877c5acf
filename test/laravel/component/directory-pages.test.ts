import { spawnSync } from 'node:child_process';
import path from 'node:path';
import * as v from 'valibot';
import { listingAddresses } from '../../../scripts/generate/address-parameters';
import type { Distributor } from '../../../src/shared/api/distributors';
import { flagParam, pageParam, readUrlState, searchParam, textParam, type UrlFields } from '../../../src/shared/listing/url-state';
import { buildDirectory, provinceKey } from '../../../src/widgets/distributor-list/provinces';
import { findIn, searchWords } from '../../../src/widgets/distributor-list/search';
import { directory } from '../../shared/contract-fixtures';
import { ROOT } from '../../unit/docs-files';
import { documentOf, throughKernel } from './limits-kernel';

/**
 * The directory's page without JavaScript (CatalogueController::distributors) lists, on each of
 * its pages, the names the `distributor-list` widget lists on the same address, in the same
 * order: the widget's own grouping, search and paging run here on the API's answer, beside the
 * page the host prints for that address. The seed's 'Distribuidora 1'…'Distribuidora 45' (2
 * before 10), with accented, lower-case and tied names and a province spelt three ways. And the
 * host's App\Support\Directory on the shared fixture (test/fixtures/contracts/directory.json).
 */
const listing = listingAddresses(ROOT).find(({ widget }) => widget === 'distributor-list');
const PER_PAGE = listing?.perPage ?? Number.NaN;
const param = (field: string) => listing?.parameters.find((parameter) => parameter.field === field)?.param ?? field;

interface Choice {
  province: string | null;
  query: string;
  page: number;
  near: boolean;
}

/** The widget's fields, by the names its declaration gives them (checked against the generated file elsewhere). */
const FIELDS: UrlFields<Choice> = {
  province: textParam(param('province')),
  query: searchParam(param('query')),
  page: pageParam(param('page')),
  near: flagParam(param('near')),
};

const distributorsSchema = v.array(
  v.object({
    id: v.number(),
    name: v.string(),
    province: v.string(),
    locality: v.nullable(v.string()),
    address: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    whatsapp: v.nullable(v.string()),
    lat: v.nullable(v.number()),
    lng: v.nullable(v.number()),
  }),
);

/** The names DistributorList.tsx lists on the address `search`, from the API's list. */
function widgetNames(distributors: readonly Distributor[], search: string): string[] {
  const directory = buildDirectory(distributors);
  const { state } = readUrlState(FIELDS, '', { province: null, query: '', page: 1, near: false }, search);
  const key = provinceKey(state.province);
  const listed = key === null ? directory.all : (directory.byKey.get(key)?.distributors ?? []);
  const shown = findIn(listed, directory.searchKeys, searchWords(state.query.trim()));
  const page = Math.min(state.page, Math.max(Math.ceil(shown.length / PER_PAGE), 1));
  return shown.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((distributor) => distributor.name);
}

const RENAMED: [number, string][] = [
  [5, 'Ñandú Alimentos'],
  [12, 'nube sur'],
  [19, 'Álamo Mayorista'],
  [26, 'almacén del centro'],
  [33, 'Ómnibus Express'],
  [40, 'oso polar'],
  [41, 'Distribuidora 02'],
  [44, 'DISTRIBUIDORA 3'],
];

const ADDRESSES = [
  '',
  '?pagina=2',
  '?pagina=3',
  // Past the last page: the last, as the widget corrects it.
  '?pagina=9',
  '?pagina=abc',
  `?provincia=${encodeURIComponent('Córdoba')}`,
  `?provincia=${encodeURIComponent('  córdoba ')}&pagina=2`,
  '?provincia=Cordoba',
  '?buscar=distribuidora&pagina=2',
  `?buscar=${encodeURIComponent('ALAMO')}`,
  '?cerca=1&pagina=2',
];

const [api, ...pages] = throughKernel(
  [{ method: 'GET', uri: '/api/distributors' }, ...ADDRESSES.map((address) => ({ method: 'GET' as const, uri: `/distribuidores${address}` }))],
  { before: RENAMED.map(([id, name]) => `update distributors set name = '${name}' where id = ${id}`) },
);
const distributors = v.parse(distributorsSchema, JSON.parse(api?.body ?? 'null'));

test('the declarations give the directory its page size and parameters', () => {
  expect(PER_PAGE).toBe(20);
  expect(Object.values(FIELDS).map((field) => field.param)).toEqual(['provincia', 'buscar', 'pagina', 'cerca']);
});

test.each(ADDRESSES.map((address, index) => [address === '' ? '(none)' : address, address, pages[index]] as const))(
  '/distribuidores%s lists what the widget lists there',
  (_, address, answer) => {
    expect(answer?.status).toBe(200);
    const printed = [
      ...documentOf(answer ?? { status: 0, headers: {}, body: '', bytes: Buffer.alloc(0), utf8: true, logs: [] }).querySelectorAll(
        '#distribuidores .sw-fallback__cards a',
      ),
    ];
    expect(printed.map((link) => link.textContent)).toEqual(widgetNames(distributors, address));
  },
);

test('the seed and its renamed rows put numbers, accents and case to the test', () => {
  const first = widgetNames(distributors, '');
  expect(first.slice(0, 5)).toEqual(['Álamo Mayorista', 'almacén del centro', 'Distribuidora 1', 'Distribuidora 2', 'Distribuidora 02']);
  expect(first.indexOf('Distribuidora 10')).toBeGreaterThan(first.indexOf('Distribuidora 9'));
  expect(widgetNames(distributors, '?pagina=3')).toEqual(expect.arrayContaining(['nube sur', 'Ñandú Alimentos', 'Ómnibus Express', 'oso polar']));
});

test("the directory's fixture: App\\Support\\Directory lists, groups and finds the distributors as the widget does", () => {
  // The host's half of test/fixtures/contracts/directory.json (the bundle's: test/unit/contracts/fixtures.test.ts).
  const result = spawnSync('php', [path.resolve(__dirname, 'directory-fixture.php')], {
    input: JSON.stringify({ distributors: directory.distributors, cases: directory.cases.map(({ input }) => input) }),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  expect(JSON.parse(result.stdout)).toEqual({ ...directory.expected, cases: directory.cases.map(({ expected }) => expected) });
});
