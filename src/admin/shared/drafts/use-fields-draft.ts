import { useState } from 'react';
import { draftScope, formerDraftScope } from './key';
import { useDraft, type Draft } from './use-draft';

/** Plain form fields by name: the category select's `tag_id` and `sub_tag`, an uploader's image URL. */
export type FieldValues = Readonly<Record<string, string>>;

function readValues(text: string, names: readonly string[]): FieldValues | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const values: Record<string, string> = {};
    for (const name of names) {
      const value: unknown = Reflect.get(parsed, name);
      if (typeof value !== 'string') return null;
      values[name] = value;
    }
    return values;
  } catch {
    return null;
  }
}

/**
 * The draft of widgets that write plain fields of the host form (see
 * `plain-fields/use-plain-fields.ts`): kept as the JSON of the fields' values, named by the
 * fields together. `initial` (null: no draft at all) is what the server printed, read once;
 * `apply` puts recovered values in as a step of the widget's value history.
 */
export function useFieldsDraft(form: HTMLFormElement | null, initial: FieldValues | null, apply: (values: FieldValues) => void): Draft<FieldValues> {
  const [setup] = useState(() => {
    const names = initial === null ? [] : Object.keys(initial);
    return {
      target:
        initial === null
          ? null
          : { scope: draftScope(form, names.join('+')), formerScope: formerDraftScope(form, names.join('+')), server: JSON.stringify(initial), form },
      codec: { write: (values: FieldValues) => JSON.stringify(values), read: (text: string) => readValues(text, names) },
    };
  });
  return useDraft(setup.target, setup.codec, apply);
}
