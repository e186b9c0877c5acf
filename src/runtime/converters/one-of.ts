import { converter, type Converter } from './converter';

/** One of `values`, as written (`data-section="consumers"`). */
export function oneOf<const V extends string>(values: readonly V[]): Converter<V> {
  return converter<V>({ type: 'one-of', values }, (raw) => {
    const match = values.find((value) => value === raw.trim());
    if (match === undefined) throw new Error(`expected one of ${values.join(', ')}`);
    return match;
  });
}
