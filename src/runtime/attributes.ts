import type { AttributeTable, AttributeValues } from './converters/converter';
import type { Problem } from '../base/problem';
import { reportSkipped } from '../base/schema/skipped';

/**
 * Typed `data-*` attributes. A widget declares its attributes once, as a table of
 * converters; that table gives the widget's props type (`AttributeValues`), the
 * parser (`parseAttributes`), and, through each converter's kind, its row in the docs'
 * attribute tables and in the host package's widget list (`scripts/generate/`).
 */

class AttributeError extends Error {
  constructor(
    readonly attribute: string,
    message: string,
  ) {
    super(`${attribute}: ${message}`);
    this.name = 'AttributeError';
  }
}

export type { AttributeSpec, AttributeTable, AttributeValues, Converter } from './converters/converter';

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
