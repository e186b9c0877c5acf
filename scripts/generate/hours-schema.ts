import { hoursSchema } from '../../src/shared/distributors/hours/schema';
import { SCHEMAS_DIR } from './editor-schemas';
import { converted } from './json-schema';

/**
 * A distributor's `hours` as JSON Schema, for the host to validate what it stores and serves
 * (docs/widgets/catalogue.md, "Opening hours"). Not an editor's value: no editor fills it, so
 * it is a file of its own beside the editors' schemas, not an entry of `EDITORS`.
 */
const HOURS_SCHEMA_FILE = `${SCHEMAS_DIR}/distributor-hours.json`;

/** What the bundle checks beyond the JSON Schema (its `v.check`s), which the host checks in PHP. */
const BEYOND = [
  'each range opens before it closes',
  "a day's ranges are in order and do not overlap (one may open when the one before closes)",
  "each exception's date appears once",
  'a closure ends on or after the day it starts',
  'each date exists on the calendar',
];

export function hoursSchemaFile(): { file: string; text: string } {
  const body = converted(hoursSchema, true);
  const schema = {
    $schema: 'http://json-schema.org/draft-04/schema#',
    title: 'distributor-hours',
    description: `A distributor's opening hours (null: unknown), as the distributor list reads them. Beyond this schema, the bundle also checks: ${BEYOND.join('; ')} (test/fixtures/contracts/distributor-hours.json). Generated from the bundle's schema: do not edit.`,
    // null is unknown hours, what a distributor without them stores.
    anyOf: [{ type: 'null' }, body],
  };
  return { file: HOURS_SCHEMA_FILE, text: `${JSON.stringify(schema, null, 2)}\n` };
}
