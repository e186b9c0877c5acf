import * as v from 'valibot';
import { clockTime } from '../../../src/admin/editing-presence/texts';
import { canonicalJson } from '../../../src/admin/shared/document/canonical-json';
import { describePath, describeValue } from '../../../src/admin/shared/document/describe-value';
import { mergeJson } from '../../../src/admin/shared/merge/merge';
import { flagValue } from '../../../src/base/schema/flags';
import { id } from '../../../src/base/schema/laravel';
import { finishSanitized } from '../../../src/shared/html/finish';
import type { Distributor } from '../../../src/shared/api/distributors';
import { flagParam, idParam, optionalIdParam, pageParam, searchParam, textParam, type UrlField } from '../../../src/shared/listing/url-state';
import { durationMinutes, formatDuration } from '../../../src/shared/posts/duration';
import { findTimes } from '../../../src/widgets/recipe-tools/timers/find-times';
import { readDensity, refusedDensity } from '../../../src/admin/product-attributes-editor/density';
import { readMould } from '../../../src/shared/recipe/mould-read';
import { NAME_ORDER } from '../../../src/shared/distributors/name-order';
import { buildDirectory, provinceKey } from '../../../src/widgets/distributor-list/provinces';
import { findIn, searchWords } from '../../../src/widgets/distributor-list/search';
import {
  addressParameters,
  clock,
  densities,
  directory,
  durations,
  moulds,
  nameOrder,
  PARAMETER_KINDS,
  shapeWords,
  storedValues,
  threeWay,
  urlSchemes,
  wallClock,
} from '../../shared/contract-fixtures';

/**
 * The bundle's half of the shared fixtures (test/fixtures/contracts/, docs/architecture.md,
 * "Contracts with the host"): the host package's half runs the same files through PHP
 * (its PHPUnit suite, host/packages/site-widgets/tests/Contracts/; the worked host's directory in
 * test/laravel/component/directory-pages.test.ts), so neither side can drift alone.
 */

describe('durations', () => {
  // Each case names its grammar; the bundle implements both (the cards' post-time, the timers' step-text).
  test('every grammar of the fixture is the bundle’s, and each has times and texts that are none', () => {
    expect(Object.entries(durations.grammars).flatMap(([name, { implementedBy }]) => (implementedBy.includes('bundle') ? [] : [name]))).toEqual([]);
    const found = (times: boolean) =>
      durations.cases.filter((entry) => (entry.grammar === 'post-time' ? entry.expected.minutes !== null : entry.expected.times.length > 0) === times);
    for (const times of [true, false]) expect(new Set(found(times).map(({ grammar }) => grammar))).toEqual(new Set(Object.keys(durations.grammars)));
  });

  const postTime = durations.cases.flatMap((entry) => (entry.grammar === 'post-time' ? [entry] : []));
  test.each(postTime.map((entry) => [JSON.stringify(entry.input), entry] as const))('post-time %s', (_, { input, expected }) => {
    expect({ minutes: durationMinutes(input), label: formatDuration(input) }).toEqual({ minutes: expected.minutes, label: expected.label });
  });

  const stepText = durations.cases.flatMap((entry) => (entry.grammar === 'step-text' ? [entry] : []));
  test.each(stepText.map((entry) => [JSON.stringify(entry.input), entry] as const))('step-text %s', (_, { input, expected }) => {
    expect(findTimes(input)).toEqual(expected.times);
  });
});

describe('densities', () => {
  // The printed figure as the kitchen reads it back (src/widgets/recipe-tools/kitchen/lines.ts: Number()).
  test.each(densities.cases.map((entry) => [JSON.stringify(entry.input), entry] as const))('%s', (_, { input, expected }) => {
    const grams = readDensity(input);
    expect({ grams: grams === null ? null : String(grams), refused: refusedDensity(input) }).toEqual(expected);
    if (expected.grams !== null) expect(Number(expected.grams)).toBe(grams);
  });
});

describe('moulds', () => {
  // The host prints `attribute` from the stored mould; recipe-tools reads it back as the mould stored.
  test.each(moulds.cases.map((entry) => [JSON.stringify(entry.input), entry] as const))('%s', (_, { expected }) => {
    expect(expected.attribute === null ? null : readMould(expected.attribute)).toEqual(expected.read);
  });
});

describe('name order', () => {
  const collator = new Intl.Collator(NAME_ORDER.locale, NAME_ORDER.options);
  test.each(nameOrder.cases.map((entry) => [entry.input.join(', '), entry] as const))('%s', (_, { input, expected }) => {
    expect([...input].sort(collator.compare)).toEqual(expected);
  });
});

describe('the directory', () => {
  const list: Distributor[] = directory.distributors.map((distributor) => ({ ...distributor, phone: null, whatsapp: null, lat: null, lng: null }));
  const built = buildDirectory(list);
  const names = (distributors: readonly Distributor[]) => distributors.map((distributor) => distributor.name);

  test('every distributor in name order, and the provinces', () => {
    expect({ all: names(built.all), provinces: built.provinces.map((province) => province.name) }).toEqual(directory.expected);
  });

  test.each(directory.cases.map((entry) => [JSON.stringify(entry.input), entry] as const))('%s', (_, { input, expected }) => {
    // As DistributorList.tsx picks them: a province the directory lacks lists none.
    const key = provinceKey(input.province);
    const listed = key === null ? built.all : (built.byKey.get(key)?.distributors ?? []);
    expect(names(findIn(listed, built.searchKeys, searchWords(input.search.trim())))).toEqual(expected);
  });
});

describe('address parameters', () => {
  type Value = number | string | boolean | null;
  interface Parameter {
    read: (text: string) => unknown;
    write: (value: Value) => string | null;
  }
  /** A field of any kind, its values checked as the fixture gives them. */
  function parameter<T extends Value>(field: UrlField<T>, accepts: (value: Value) => value is T): Parameter {
    return {
      read: field.read,
      write: (value) => {
        if (!accepts(value)) throw new Error(`${JSON.stringify(value)} is no value of this kind`);
        return field.write(value);
      },
    };
  }
  const isNumber = (value: Value): value is number => typeof value === 'number';
  const isNumberOrNull = (value: Value): value is number | null => value === null || typeof value === 'number';
  const isString = (value: Value): value is string => typeof value === 'string';
  const isStringOrNull = (value: Value): value is string | null => value === null || typeof value === 'string';
  const isBoolean = (value: Value): value is boolean => typeof value === 'boolean';
  const fields: { readonly [kind in (typeof PARAMETER_KINDS)[number]]: (absent: number | undefined) => Parameter } = {
    page: () => parameter(pageParam('p'), isNumber),
    id: (absent) => parameter(idParam('p', absent ?? 0), isNumber),
    'optional-id': () => parameter(optionalIdParam('p'), isNumberOrNull),
    search: () => parameter(searchParam('p'), isString),
    flag: () => parameter(flagParam('p'), isBoolean),
    text: () => parameter(textParam('p'), isStringOrNull),
  };

  test.each(addressParameters.read.map((entry) => [entry.kind, JSON.stringify(entry.text), entry] as const))(
    '%s reads %s',
    (_, __, { kind, text, expected }) => {
      expect(fields[kind](undefined).read(text) ?? null).toEqual(expected);
    },
  );

  test.each(addressParameters.write.map((entry) => [entry.kind, JSON.stringify(entry.value), entry] as const))(
    '%s writes %s',
    (_, __, { kind, value, absent, expected }) => {
      expect(fields[kind](absent).write(value)).toEqual(expected);
    },
  );

  test('every kind is in the fixture, both ways', () => {
    expect(new Set(addressParameters.read.map(({ kind }) => kind))).toEqual(new Set(PARAMETER_KINDS));
    expect(new Set(addressParameters.write.map(({ kind }) => kind))).toEqual(new Set(PARAMETER_KINDS));
  });
});

describe('the clock', () => {
  test.each(clock.cases.map((entry) => [entry.input, entry] as const))('%s', (_, { input, expected }) => {
    expect(clockTime(new Date(...wallClock(input)))).toBe(expected);
  });
});

describe("links' schemes", () => {
  /** Whether finishSanitized keeps the link's address. */
  function kept(href: string): boolean {
    const root = document.createElement('div');
    const link = document.createElement('a');
    link.setAttribute('href', href);
    root.append(link);
    finishSanitized(root);
    return link.hasAttribute('href');
  }
  test.each(urlSchemes.cases.map((entry) => [JSON.stringify(entry.input), entry] as const))('%s', (_, { input, expected }) => {
    expect(kept(input)).toBe(expected);
  });
  test.each(urlSchemes.differences.map((entry) => [JSON.stringify(entry.input), entry] as const))('%s (a deliberate difference)', (_, { input, ts }) => {
    expect(kept(input)).toBe(ts);
  });
});

describe('stored values', () => {
  const positive = (value: unknown) => {
    const result = v.safeParse(id, value);
    return result.success && result.output > 0 ? result.output : null;
  };
  test.each(storedValues.flag.map((entry) => [JSON.stringify(entry.input), entry] as const))('flag %s', (_, { input, expected }) => {
    expect(flagValue(input) === true).toBe(expected);
  });
  test.each(storedValues.positive.map((entry) => [JSON.stringify(entry.input), entry] as const))('positive %s', (_, { input, expected }) => {
    expect(positive(input)).toBe(expected);
  });
  test.each(storedValues.differences.map((entry) => [entry.reader, JSON.stringify(entry.input), entry] as const))(
    '%s %s (a deliberate difference)',
    (_, __, { reader, input, ts }) => {
      expect(reader === 'flag' ? flagValue(input) === true : v.parse(id, input)).toBe(ts);
    },
  );
});

describe("a shape problem's words", () => {
  test.each(shapeWords.paths.map((entry) => [JSON.stringify(entry.path), entry] as const))('path %s', (_, { path, expected }) => {
    expect(describePath(path)).toBe(expected);
  });
  test.each(shapeWords.values.map((entry) => [JSON.stringify(entry.input), entry] as const))('value %s', (_, { input, expected }) => {
    expect(describeValue(input)).toBe(expected);
  });
  test.each(shapeWords.differences.map((entry) => [JSON.stringify(entry.input), entry] as const))('value %s (a deliberate difference)', (_, { input, ts }) => {
    expect(describeValue(input)).toBe(ts);
  });
});

describe('three-way merge of plain fields', () => {
  type Fields = Record<string, unknown>;
  type Input = (typeof threeWay.cases)[number]['input'];
  /**
   * mergeJson on each group's fields, read as the package's ThreeWay::merge answers: the merged
   * values, the groups whose value is not the stored one, the groups asked about with this editor's values.
   */
  function mergeGroups({ groups, base, theirs, mine }: Input) {
    const pick = (from: Fields, fields: string[]): Fields => Object.fromEntries(fields.filter((field) => field in from).map((field) => [field, from[field]]));
    const values: Fields = {};
    const kept: string[] = [];
    const conflicts: Record<string, Fields> = {};
    for (const [group, fields] of Object.entries(groups)) {
      const stored = pick(theirs, fields);
      const result = mergeJson(base === null ? null : pick(base, fields), stored, pick(mine, fields));
      Object.assign(values, result.value);
      if (result.conflicts.length > 0) conflicts[group] = pick(mine, fields);
      else if (canonicalJson(result.value) !== canonicalJson(stored)) kept.push(group);
    }
    return { values, mine: kept, conflicts };
  }

  test.each(threeWay.cases.map((entry) => [entry.about, entry] as const))('%s', (_, { input, expected }) => {
    expect(mergeGroups(input)).toEqual(expected);
  });
  test.each(threeWay.differences.map((entry) => [JSON.stringify(entry.input.mine), entry] as const))(
    'mine %s (a deliberate difference)',
    (_, { input, ts, php }) => {
      expect(mergeGroups(input)).toEqual(ts);
      expect(ts).not.toEqual(php);
    },
  );
});
