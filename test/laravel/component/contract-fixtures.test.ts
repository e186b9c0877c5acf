import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { addressParameters, clock, directory, durations, nameOrder, shapeWords, storedValues, urlSchemes } from '../../shared/contract-fixtures';

/**
 * The host package's half of the shared fixtures (test/fixtures/contracts/, docs/architecture.md,
 * "Contracts with the host"): each file's inputs through the PHP that ports the bundle's logic,
 * compared with the outputs the bundle gives (test/unit/contracts/fixtures.test.ts), so that
 * neither side drifts alone.
 */
function php(fixture: string, inputs: unknown): unknown {
  const result = spawnSync('php', [path.resolve(__dirname, 'contract-fixtures.php')], { input: JSON.stringify({ fixture, inputs }), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  return JSON.parse(result.stdout);
}

test('durations: SiteWidgets\\Laravel\\Recipe\\Duration reads and prints each text as the cards do, and writes its ISO duration', () => {
  expect(
    php(
      'durations',
      durations.cases.map(({ input }) => input),
    ),
  ).toEqual(durations.cases.map(({ expected }) => expected));
  // The fixture holds times and texts that are none.
  expect(durations.cases.filter(({ expected }) => expected.minutes === null).length).toBeGreaterThan(5);
  expect(durations.cases.filter(({ expected }) => expected.minutes !== null).length).toBeGreaterThan(15);
});

test('name order: SiteWidgets\\Laravel\\NameOrder sorts each list as the widgets do', () => {
  expect(
    php(
      'name-order',
      nameOrder.cases.map(({ input }) => input),
    ),
  ).toEqual(nameOrder.cases.map(({ expected }) => expected));
});

test('the directory: App\\Support\\Directory lists, groups and finds the distributors as the widget does', () => {
  const inputs = [directory.distributors, directory.cases.map(({ input }) => input)];
  expect(php('directory', inputs)).toEqual({ ...directory.expected, cases: directory.cases.map(({ expected }) => expected) });
});

test('address parameters: SiteWidgets\\Laravel\\Listing\\AddressParameter reads and writes each kind as url-state.ts does', () => {
  const inputs = { read: addressParameters.read, write: addressParameters.write };
  expect(php('address-parameters', inputs)).toEqual({
    read: addressParameters.read.map(({ expected }) => expected),
    write: addressParameters.write.map(({ expected }) => expected),
  });
});

test('the clock: the generated Contracts::CLOCK writes each time as the editors’ notice says it', () => {
  expect(
    php(
      'clock',
      clock.cases.map(({ input }) => input),
    ),
  ).toEqual(clock.cases.map(({ expected }) => expected));
});

test("links' schemes: SiteWidgets\\Laravel\\Html\\Url keeps the addresses the bundle's render keeps, and differs only where the fixture says why", () => {
  const inputs = [...urlSchemes.cases.map(({ input }) => input), ...urlSchemes.differences.map(({ input }) => input)];
  expect(php('url-schemes', inputs)).toEqual([...urlSchemes.cases.map(({ expected }) => expected), ...urlSchemes.differences.map(({ php: kept }) => kept)]);
});

test('stored values: SiteWidgets\\Laravel\\Recipe\\Stored reads flags and positive numbers as the bundle does, and differs only where the fixture says why', () => {
  const flags = storedValues.differences.filter(({ reader }) => reader === 'flag');
  const positives = storedValues.differences.filter(({ reader }) => reader === 'positive');
  expect(
    php('stored-values', {
      flag: [...storedValues.flag.map(({ input }) => input), ...flags.map(({ input }) => input)],
      positive: [...storedValues.positive.map(({ input }) => input), ...positives.map(({ input }) => input)],
    }),
  ).toEqual({
    flag: [...storedValues.flag.map(({ expected }) => expected), ...flags.map(({ php: read }) => read)],
    positive: [...storedValues.positive.map(({ expected }) => expected), ...positives.map(({ php: read }) => read)],
  });
});

test("a shape problem's words: SiteWidgets\\Laravel\\Validation\\ShapeMessage says where and what as the editors do, and differs only where the fixture says why", () => {
  expect(
    php('shape-words', {
      paths: shapeWords.paths.map(({ value, path }) => ({ value, path })),
      values: [...shapeWords.values.map(({ input }) => input), ...shapeWords.differences.map(({ input }) => input)],
    }),
  ).toEqual({
    paths: shapeWords.paths.map(({ expected }) => expected),
    values: [...shapeWords.values.map(({ expected }) => expected), ...shapeWords.differences.map(({ php: words }) => words)],
  });
});
