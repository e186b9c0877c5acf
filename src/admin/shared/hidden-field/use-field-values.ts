import { useEffect } from 'react';
import type { HiddenField } from './find';
import { writeHiddenField } from './write';

/**
 * Keeps each host field holding its value, by the field's name (see `writeHiddenField`),
 * in the order of `fields`. Without a field (`null`) nothing is written: the widget renders
 * a hidden input of its own instead.
 */
export function useFieldValues(fields: ReadonlyMap<string, HiddenField | null>, values: Readonly<Record<string, string>>): void {
  useEffect(() => {
    for (const [name, field] of fields) {
      if (field !== null) writeHiddenField(field, values[name] ?? '');
    }
  }, [fields, values]);
}
