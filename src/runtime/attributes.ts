import type { AttributeKind } from './attribute-kind';
import type { Problem } from './report';
import type { Issue } from './schema/issues';
import { reportSkipped } from './schema/skipped';

/**
 * Typed `data-*` attributes. A widget declares its attributes once, as a table of
 * converters; that table gives the widget's props type (`AttributeValues`), the
 * parser (`parseAttributes`), and, through each converter's kind, its row in the docs'
 * attribute tables and in the host package's widget list (`scripts/generate/`).
 */

export class AttributeError extends Error {
  constructor(
    readonly attribute: string,
    message: string,
  ) {
    super(`${attribute}: ${message}`);
    this.name = 'AttributeError';
  }
}

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

/**
 * Builds a converter: the spec factory for one kind of value. A converter of its own (the
 * uploader's `media`) may give its docs' words alone: a text to the host, which the
 * converter checks itself.
 */
export function converter<T>(kind: AttributeKind | string, parse: AttributeSpec<T>['parse'], { blankIsAbsent = false } = {}): Converter<T> {
  const value: AttributeKind = typeof kind === 'string' ? { type: 'text', words: kind } : kind;
  function spec(options: BaseOptions & ({ required: true } | { default: T })): AttributeSpec<T>;
  function spec(options: BaseOptions): AttributeSpec<T | undefined>;
  function spec(options: BaseOptions & { required?: boolean; default?: T }): AttributeSpec<T | undefined> {
    return {
      kind: value,
      required: options.required === true,
      defaultValue: options.default,
      description: options.description,
      parse,
      blankIsAbsent,
    };
  }
  return spec;
}

/** `fooBar` → `data-foo-bar`. */
export function attributeName(key: string): string {
  return `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * Reads every declared attribute of `element`. Throws an `AttributeError` naming the
 * first attribute that is missing or malformed. The entries a list left out go to
 * `report`, once each list, naming the attribute (`skipped 1 unreadable entry of
 * data-faqs: data-faqs[3].name: expected a string`), and only when every attribute could
 * be read: a widget that does not mount reports its malformed attribute alone.
 */
export function parseAttributes<A extends AttributeTable>(table: A, element: Element, report: (problem: Problem) => void = () => {}): AttributeValues<A> {
  const values: Record<string, unknown> = {};
  const skipped: Problem[] = [];
  for (const [key, spec] of Object.entries(table)) {
    const name = attributeName(key);
    const raw = element.getAttribute(name);
    if (raw === null || (spec.blankIsAbsent && raw.trim() === '')) {
      if (spec.required) throw new AttributeError(name, raw === null ? 'is required but missing' : 'is required but empty');
      values[key] = spec.defaultValue;
      continue;
    }
    try {
      values[key] = spec.parse(raw, (issues) => reportSkipped((problem) => skipped.push(problem), issues, name, name));
    } catch (error) {
      throw new AttributeError(name, `${error instanceof Error ? error.message : String(error)} (got ${JSON.stringify(truncate(raw))})`);
    }
  }
  for (const problem of skipped) report(problem);
  // Each value came from its own spec's parser, so the record has the declared shape.
  return values as AttributeValues<A>;
}

function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}
