import { useEffect, useState } from 'react';
import { useWidget } from '../../../runtime';
import { draftTexts } from '../drafts/texts';
import type { DraftControls } from '../drafts/use-draft';
import { useFieldsDraft, type FieldValues } from '../drafts/use-fields-draft';
import { findHiddenField, hostForm, type HiddenField } from '../hidden-field/find';
import { useFieldValues } from '../hidden-field/use-field-values';
import { useFormReset } from '../hidden-field/use-form-reset';
import type { HistoryStep } from '../ui/history-keys';
import { useValueHistory } from './use-value-history';

interface PlainFieldsOptions {
  /** The host form's fields the widget keeps, by name (or `#id`), in order; read once. */
  readonly names: readonly string[];
  /** Whether the values are kept as a draft (a widget that cannot show them keeps none); read once. */
  readonly drafts: boolean;
  /** What the undo offer says after the form's reset put the initial values back. */
  readonly resetOffer: string;
}

/** A widget's plain field values (the category pair, an image's location) with what keeps them. */
interface PlainFields {
  /** Each field's value, by its name. */
  readonly value: FieldValues;
  /** What the server printed: where the form's reset, and undoing every step, come back to. */
  readonly initial: FieldValues;
  /** The host's fields by name; null where the form has none: the widget renders a hidden input of that name. */
  readonly inputs: ReadonlyMap<string, HiddenField | null>;
  /** A change, as a step of the values' history; `offer`: a 'Deshacer' shown while the values stay these. */
  readonly change: (next: FieldValues, offer?: string) => void;
  readonly step: (which: HistoryStep) => void;
  /** What the 'Deshacer' offered now says, or null when none stands. */
  readonly offer: string | null;
  /** The draft's offer and notes, for `PlainFieldsNotice`. */
  readonly draft: DraftControls;
}

/** A 'Deshacer' offered for one change, while the values are still the ones it left. */
interface Offer {
  readonly message: string;
  readonly value: FieldValues;
}

function same(names: readonly string[], a: FieldValues, b: FieldValues): boolean {
  return names.every((name) => a[name] === b[name]);
}

/**
 * The glue of a widget that keeps plain fields of the host form rather than a JSON document
 * (the category select, the standalone uploader; docs/widgets/editors.md): the fields found
 * once and kept holding the values; every change, the form's reset and a recovered draft are
 * steps of one value history, which Ctrl+Z or the 'Deshacer' offered takes back; the draft
 * kept under the fields' names together.
 */
export function usePlainFields({ names, drafts, resetOffer }: PlainFieldsOptions): PlainFields {
  const { element } = useWidget();
  const [setup] = useState(() => {
    const inputs = new Map(names.map((name) => [name, findHiddenField(element, name)]));
    const first = names[0] === undefined ? null : (inputs.get(names[0]) ?? null);
    return { names, inputs, form: hostForm(first, element), start: Object.fromEntries(names.map((name) => [name, inputs.get(name)?.value ?? ''])) };
  });
  const history = useValueHistory<FieldValues>(setup.start);
  const [offer, setOffer] = useState<Offer | null>(null);
  const { value, initial } = history;

  const change = (next: FieldValues, message?: string) => {
    history.set(next);
    setOffer(message === undefined ? null : { message, value: next });
  };
  // A recovered draft is one more step of the history: Ctrl+Z, or the offer, takes it back.
  const recover = (values: FieldValues) => change(Object.fromEntries(setup.names.map((name) => [name, values[name] ?? ''])), draftTexts.recoveredOffer);
  const draft = useFieldsDraft(setup.form, drafts ? initial : null, recover);
  const { track } = draft;
  useEffect(() => track(value, same(setup.names, value, initial)), [track, value, initial, setup.names]);

  useFieldValues(setup.inputs, value);
  useFormReset(setup.form, () => {
    if (same(setup.names, value, initial)) return;
    history.reset();
    setOffer({ message: resetOffer, value: initial });
  });

  const step = (which: HistoryStep) => {
    if (which === 'undo') history.undo();
    else history.redo();
    setOffer(null);
  };
  // An offer stands only while the values are the ones it speaks of.
  const standing = offer !== null && same(setup.names, offer.value, value) && history.canUndo ? offer.message : null;
  return { value, initial, inputs: setup.inputs, change, step, offer: standing, draft: draft.controls };
}
