import { useState, type ComponentType, type SyntheticEvent } from 'react';
import type { PasteBoxProps } from './PasteForm';
import { ingredientsTexts } from './texts';

type Form = ComponentType<PasteBoxProps>;

/**
 * "Pegar una lista". The list parser (with its quantity library) is most of the form's
 * weight and most editors never paste: the form downloads when the box is first opened,
 * then stays mounted (closing the box keeps what was typed). A failed download is said in
 * the box and tried again on the next opening.
 */
export function PasteBox(props: PasteBoxProps) {
  const [form, setForm] = useState<{ Form: Form } | null>(null);
  const [failed, setFailed] = useState(false);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || form !== null) return;
    setFailed(false);
    import('./PasteForm').then(
      ({ PasteForm }) => setForm({ Form: PasteForm }),
      () => setFailed(true),
    );
  };
  return (
    <details className="sw-paste" onToggle={onToggle}>
      <summary>{ingredientsTexts.pasteTitle}</summary>
      {form !== null && <form.Form {...props} />}
      {failed && (
        <p className="text-danger mb-0 mt-2" role="alert">
          {ingredientsTexts.pasteUnavailable}
        </p>
      )}
    </details>
  );
}
