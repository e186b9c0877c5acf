import { useState } from 'react';
import type * as v from 'valibot';
import type { DocumentChange } from './history';
import type { ReadOptions } from './read-hidden';
import { useJsonDocument, type JsonDocument } from './use-json-document';

/**
 * How a form's JSON object is read: Laravel stores an empty object as `[]` (or `null`), both
 * an empty form; a list is not an object. The host's JSON Schemas say the same
 * (`scripts/generate/editor-schemas.ts`, shape `form`).
 */
export const FORM_READING: ReadOptions = {
  blank: (parsed) => parsed === null || (Array.isArray(parsed) && parsed.length === 0),
  object: true,
};

/** A form of plain fields saved as one JSON object: no keys to keep beside it. */
type FormDocument<T> = JsonDocument<T, null>;
export type FormChange<T> = DocumentChange<T, null>;

/**
 * One JSON object (product attributes, banner data) with the core's guarantees. Laravel
 * stores an empty object as `[]` (or `null`): both read as an empty form and, untouched,
 * are posted as they were.
 */
export function useFormDocument<T extends Record<string, unknown>>(field: string, schema: v.GenericSchema<T>, empty: () => T): FormDocument<T> {
  const [source] = useState(() => ({
    field,
    schema,
    adopt: (value: T): T => value,
    read: FORM_READING,
    empty,
    keys: () => null,
  }));
  return useJsonDocument(source);
}

/** Sets one field (text, or a number where it is kept as one); typing in it within a second is one undo step. */
export function setField<T extends Record<string, unknown>>(name: keyof T & string, value: string | number | null): FormChange<T> {
  return {
    // A dynamic key on the draft: immer records it like any assignment.
    doc: (draft) => void Reflect.set(draft, name, value),
    coalesce: `field:${name}`,
  };
}
