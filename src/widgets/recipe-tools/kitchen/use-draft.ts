import { useState } from 'react';

/**
 * A field that shows a value worked out elsewhere (the mould for the servings chosen) yet lets
 * the visitor type: while typing, their text stays as typed; on leaving the field, it shows the
 * worked-out value again. So changing one measure shows the others without fighting the keyboard.
 */
export function useDraft(derived: string) {
  const [draft, setDraft] = useState<string | null>(null);
  return {
    value: draft ?? derived,
    onType: (text: string) => setDraft(text),
    onBlur: () => setDraft(null),
  };
}
