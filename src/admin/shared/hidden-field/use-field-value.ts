import { useEffect } from 'react';
import type { HiddenField } from './find';
import { writeHiddenField } from './write';

/**
 * Keeps the host's field holding `value` (see `writeHiddenField`). Without a field
 * (`null`) nothing is written: the widget renders a hidden input of its own instead.
 */
export function useFieldValue(field: HiddenField | null, value: string): void {
  useEffect(() => {
    if (field !== null) writeHiddenField(field, value);
  }, [field, value]);
}
