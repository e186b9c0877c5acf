import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

/**
 * The shared fixtures of the logic the bundle and the Laravel host's package both hold
 * (docs/architecture.md, "Contracts with the host"): test/fixtures/contracts/*.json, inputs
 * and the outputs both sides must give. test/unit/contracts/fixtures.test.ts runs the
 * bundle's code on them, the package's PHPUnit suite (host/packages/site-widgets/tests/Contracts/)
 * the package's, and test/laravel/component/directory-pages.test.ts the worked host's directory.
 */
const FOLDER = path.resolve(__dirname, '../fixtures/contracts');

function fixture<S extends v.GenericSchema>(name: string, schema: S): v.InferOutput<S> {
  return v.parse(schema, JSON.parse(readFileSync(path.join(FOLDER, `${name}.json`), 'utf8')));
}

const about = v.string();

/** Who implements a grammar of a shared fixture: the bundle, the host package, or both. */
const implementer = v.picklist(['bundle', 'package']);
const grammar = v.object({ about, implementedBy: v.array(implementer) });

export const durations = fixture(
  'durations',
  v.object({
    about,
    // The two grammars (src/shared/posts/duration.ts says why two); a third is refused until it is named here.
    grammars: v.strictObject({ 'post-time': grammar, 'step-text': grammar }),
    cases: v.array(
      v.variant('grammar', [
        v.object({
          grammar: v.literal('post-time'),
          input: v.string(),
          expected: v.object({ minutes: v.nullable(v.number()), label: v.string(), iso: v.nullable(v.string()) }),
        }),
        v.object({
          grammar: v.literal('step-text'),
          input: v.string(),
          expected: v.object({ times: v.array(v.object({ index: v.number(), text: v.string(), seconds: v.number() })) }),
        }),
      ]),
    ),
  }),
);

export const nameOrder = fixture('name-order', v.object({ about, cases: v.array(v.object({ input: v.array(v.string()), expected: v.array(v.string()) })) }));

const distributorSchema = v.object({
  id: v.number(),
  name: v.string(),
  province: v.string(),
  locality: v.nullable(v.string()),
  address: v.nullable(v.string()),
});

export const directory = fixture(
  'directory',
  v.object({
    about,
    distributors: v.array(distributorSchema),
    expected: v.object({ all: v.array(v.string()), provinces: v.array(v.string()) }),
    cases: v.array(v.object({ input: v.object({ province: v.nullable(v.string()), search: v.string() }), expected: v.array(v.string()) })),
  }),
);

export const PARAMETER_KINDS = ['page', 'id', 'optional-id', 'search', 'flag', 'text'] as const;
const kind = v.picklist(PARAMETER_KINDS);
const parameterValue = v.union([v.number(), v.string(), v.boolean(), v.null()]);

export const addressParameters = fixture(
  'address-parameters',
  v.object({
    about,
    read: v.array(v.object({ kind, text: v.string(), expected: parameterValue })),
    write: v.array(v.object({ kind, value: parameterValue, absent: v.optional(v.number()), expected: v.nullable(v.string()) })),
  }),
);

export const clock = fixture('clock', v.object({ about, cases: v.array(v.object({ input: v.string(), expected: v.string() })) }));

/** "2026-03-12T09:05:00": the wall-clock time's parts, for a `Date` in the reader's time zone. */
export function wallClock(input: string): [number, number, number, number, number, number] {
  const parts = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)$/.exec(input);
  if (parts === null) throw new Error(`not a wall-clock time: ${input}`);
  const [, year, month, day, hours, minutes, seconds] = parts.map(Number);
  return [year ?? 0, (month ?? 1) - 1, day ?? 1, hours ?? 0, minutes ?? 0, seconds ?? 0];
}

const json: v.GenericSchema<unknown> = v.unknown();

export const urlSchemes = fixture(
  'url-schemes',
  v.object({
    about,
    cases: v.array(v.object({ input: v.string(), expected: v.boolean() })),
    differences: v.array(v.object({ input: v.string(), ts: v.boolean(), php: v.boolean(), why: v.string() })),
  }),
);

export const densities = fixture(
  'densities',
  v.object({ about, cases: v.array(v.object({ input: json, expected: v.object({ grams: v.nullable(v.string()), refused: v.boolean() }) })) }),
);

const mould = v.object({ shape: v.picklist(['redondo', 'cuadrado', 'rectangular']), size: v.number(), width: v.optional(v.number()) });

export const moulds = fixture(
  'moulds',
  v.object({
    about,
    cases: v.array(
      v.object({ input: json, expected: v.object({ attribute: v.nullable(v.string()), words: v.nullable(v.string()), read: v.nullable(mould) }) }),
    ),
  }),
);

export const storedValues = fixture(
  'stored-values',
  v.object({
    about,
    flag: v.array(v.object({ input: json, expected: v.boolean() })),
    positive: v.array(v.object({ input: json, expected: v.nullable(v.number()) })),
    differences: v.array(
      v.object({
        reader: v.picklist(['flag', 'positive']),
        input: json,
        ts: v.union([v.boolean(), v.number()]),
        php: v.nullable(v.union([v.boolean(), v.number()])),
        why: v.string(),
      }),
    ),
  }),
);

export const shapeWords = fixture(
  'shape-words',
  v.object({
    about,
    paths: v.array(v.object({ value: json, path: v.array(v.union([v.number(), v.string()])), expected: v.string() })),
    values: v.array(v.object({ input: json, expected: v.string() })),
    differences: v.array(v.object({ input: json, ts: v.string(), php: v.string(), why: v.string() })),
  }),
);

const plainFields = v.record(v.string(), json);
const threeWayInput = v.object({
  groups: v.record(v.string(), v.array(v.string())),
  base: v.nullable(plainFields),
  theirs: plainFields,
  mine: plainFields,
});
const threeWayOutput = v.object({ values: plainFields, mine: v.array(v.string()), conflicts: v.record(v.string(), plainFields) });

export const threeWay = fixture(
  'three-way',
  v.object({
    about,
    cases: v.array(v.object({ about: v.string(), input: threeWayInput, expected: threeWayOutput })),
    differences: v.array(v.object({ input: threeWayInput, ts: threeWayOutput, php: threeWayOutput, why: v.string() })),
  }),
);

export const distributorStatus = fixture(
  'distributor-status',
  v.object({
    about,
    cases: v.array(v.object({ about: v.string(), hours: json, at: v.pipe(v.string(), v.isoDateTime()), says: v.string() })),
  }),
);

export const distributorHours = fixture(
  'distributor-hours',
  v.object({
    about,
    valid: v.array(v.object({ about: v.string(), hours: json })),
    invalid: v.array(v.object({ about: v.string(), hours: json, jsonSchema: v.boolean() })),
  }),
);
