import type { Issue } from '../../base/schema/issues';
import type { AttributeKind } from './kind';

/**
 * What every converter is made of: a spec per declared attribute, built by `converter()`.
 * Here, in the converters' own folder, so that a converter needs nothing from the runtime
 * above it (`attributes.ts` reads the specs; it re-exports these for the widgets).
 */

export interface AttributeSpec<T> {
  /** What the value is: the docs' words and the host's encoding are written from it. */
  readonly kind: AttributeKind;
  readonly required: boolean;
  readonly defaultValue: T | undefined;
  readonly description: string;
  /**
   * Turns the attribute's text into a value; throws a plain Error with a reason. A list
   * hands the entries it left out to `skip` (`parseAttributes` reports them); a reader used
   * on its own (`readPageJson`) reads no list and passes none.
   */
  readonly parse: (raw: string, skip?: (issues: readonly Issue[]) => void) => T;
  /** An empty or all-space value counts as no attribute (texts), instead of being parsed. */
  readonly blankIsAbsent: boolean;
}

// Declarations name their specs with `any` parameters nowhere: the table's value type is
// inferred from each converter, so `unknown` is the widest spec a table may hold.
export type AttributeTable = Record<string, AttributeSpec<unknown>>;

export type AttributeValues<A extends AttributeTable> = {
  [K in keyof A]: A[K] extends AttributeSpec<infer T> ? T : never;
};

interface BaseOptions {
  description: string;
}

export interface Converter<T> {
  (options: BaseOptions & ({ required: true } | { default: T })): AttributeSpec<T>;
  (options: BaseOptions): AttributeSpec<T | undefined>;
}

/** Builds a converter: the spec factory for one kind of value (`kind.ts`'s closed list). */
export function converter<T>(kind: AttributeKind, parse: AttributeSpec<T>['parse'], { blankIsAbsent = false } = {}): Converter<T> {
  function spec(options: BaseOptions & ({ required: true } | { default: T })): AttributeSpec<T>;
  function spec(options: BaseOptions): AttributeSpec<T | undefined>;
  function spec(options: BaseOptions & { required?: boolean; default?: T }): AttributeSpec<T | undefined> {
    return {
      kind,
      required: options.required === true,
      defaultValue: options.default,
      description: options.description,
      parse,
      blankIsAbsent,
    };
  }
  return spec;
}
