/**
 * Laravel's boolean column as JSON writes it: `true`/`false`, or MySQL's `1`/`0`, as numbers
 * or strings. Apart from the schema (`laravel.ts`'s `flag`) so that code without the schema
 * library reads the same values the same way (the ingredients editor's `isProduct`).
 */
const FLAGS: ReadonlyMap<unknown, boolean> = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  [1, true],
  [0, false],
  ['1', true],
  ['0', false],
]);

/** The flag a value stands for, or undefined when it is none of them. */
export function flagValue(value: unknown): boolean | undefined {
  return FLAGS.get(value);
}
