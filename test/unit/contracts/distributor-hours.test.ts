import * as v from 'valibot';
import { hoursSchema } from '../../../src/shared/distributors/hours/schema';
import { distributorHours } from '../../shared/contract-fixtures';

/**
 * The bundle's half of the hours' corpus (test/fixtures/contracts/distributor-hours.json): the
 * schema the API reads `hours` with accepts every valid case and refuses every invalid one.
 * The host's half validates the same corpus with the generated distributor-hours.json, plus
 * its own checks for the cases whose `jsonSchema` is false.
 */

test.each(distributorHours.valid.map((entry) => [entry.about, entry.hours] as const))('valid: %s', (_, hours) => {
  const read = v.safeParse(hoursSchema, hours);
  expect(read.issues?.map((issue) => issue.message)).toBeUndefined();
});

test.each(distributorHours.invalid.map((entry) => [entry.about, entry.hours] as const))('invalid: %s', (_, hours) => {
  expect(v.safeParse(hoursSchema, hours).success).toBe(false);
});

test('the corpus has cases only the checks beyond JSON Schema refuse', () => {
  expect(distributorHours.invalid.filter((entry) => !entry.jsonSchema).length).toBeGreaterThan(0);
});
