import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useWidget, type AttributeValues } from '../../runtime';
import { Announcer } from '../shared/ui/Announcer';
import { DraftNotice } from '../shared/drafts/DraftNotice';
import { useFieldsDraft, type FieldValues } from '../shared/drafts/use-fields-draft';
import { findHiddenField, hostForm } from '../shared/hidden-field/find';
import { useFieldValue } from '../shared/hidden-field/use-field-value';
import { useFormReset } from '../shared/hidden-field/use-form-reset';
import { historyShortcut, type HistoryStep } from '../shared/ui/history-keys';
import { editorTexts } from '../shared/ui/texts';
import { UndoNotice } from '../shared/ui/UndoNotice';
import { useValueHistory } from '../shared/plain-fields/use-value-history';
import type { attributes } from './attributes';
import { childrenOf, findOption, optionValue, readCategories } from './categories';
import { categoryTexts } from './texts';
import './category-select.css';

interface Pair {
  readonly parent: string;
  readonly child: string;
}

/** The change a 'Deshacer' would take back, while the pair is still what it left. */
interface Offer {
  readonly message: string;
  readonly value: Pair;
}

/**
 * The category and subcategory pair (spec section 4): choosing a parent shows its
 * children; the form's existing `tag_id` and `sub_tag` preselect both; a parent change
 * clears a subcategory that is not one of its children. Every change, and the form's
 * reset, is an undo step: Ctrl+Z in the widget, or the 'Deshacer' it offers after a
 * subcategory was cleared or the form was reset.
 */
export function CategorySelect({ categories: reference, parentInput, childInput, label, childLabel }: AttributeValues<typeof attributes>) {
  const widget = useWidget();
  const id = useId();
  const parentSelect = useRef<HTMLSelectElement>(null);
  const [fields] = useState(() => ({ parent: findHiddenField(widget.element, parentInput), child: findHiddenField(widget.element, childInput) }));
  const history = useValueHistory({ parent: fields.parent?.value ?? '', child: fields.child?.value ?? '' });
  const [offer, setOffer] = useState<Offer | null>(null);
  const [status, setStatus] = useState('');
  const [read] = useState(() => readCategories(reference));
  const categories = read.ok ? read.value : null;
  // Reported once the widget commits (a render may run more than once, a report must not).
  useEffect(() => {
    if (!read.ok) widget.report({ phase: 'data', message: `could not read the categories (${reference})`, error: new Error(read.problem) });
  }, [read, reference, widget]);
  const { parent, child } = history.value;
  const [form] = useState(() => hostForm(fields.parent, widget.element));
  // A recovered draft is one more step of the pair's history (Ctrl+Z takes it back).
  const recover = (values: FieldValues) => history.set({ parent: values[parentInput] ?? '', child: values[childInput] ?? '' });
  const draft = useFieldsDraft(form, categories === null ? null : { [parentInput]: history.initial.parent, [childInput]: history.initial.child }, recover);
  const { track } = draft;
  useEffect(
    () => track({ [parentInput]: parent, [childInput]: child }, parent === history.initial.parent && child === history.initial.child),
    [track, parentInput, childInput, parent, child, history.initial],
  );

  useFieldValue(fields.parent, parent);
  useFieldValue(fields.child, child);
  useFormReset(form, () => {
    const { initial } = history;
    if (parent === initial.parent && child === initial.child) return;
    history.reset();
    setOffer({ message: categoryTexts.resetOffer, value: initial });
  });

  if (categories === null) {
    return (
      <p className="alert alert-warning" role="alert">
        {categoryTexts.unavailable}
      </p>
    );
  }
  const chosen = findOption(categories, parent);
  const children = childrenOf(chosen);
  const childKnown = findOption(children, child) !== undefined;
  const changeParent = (next: string) => {
    const nextChildren = childrenOf(findOption(categories, next));
    const value = { parent: next, child: findOption(nextChildren, child) === undefined ? '' : child };
    history.set(value);
    setOffer(child !== '' && value.child === '' ? { message: categoryTexts.childCleared(findOption(children, child)?.name ?? child), value } : null);
  };
  const changeChild = (next: string) => {
    history.set({ parent, child: next });
    setOffer(null);
  };
  const step = (which: HistoryStep) => {
    if (which === 'undo') history.undo();
    else history.redo();
    setOffer(null);
    setStatus(which === 'undo' ? editorTexts.undone : editorTexts.redone);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const shortcut = historyShortcut(event);
    if (shortcut === null) return;
    event.preventDefault();
    step(shortcut);
  };
  // An offer stands only while the pair is the one it speaks of.
  const standing =
    offer !== null && offer.value.parent === parent && offer.value.child === child && history.canUndo
      ? {
          message: offer.message,
          onUndo: () => {
            step('undo');
            parentSelect.current?.focus();
          },
        }
      : null;
  return (
    <div className="sw-category-select" onKeyDown={onKeyDown}>
      <Announcer>
        <DraftNotice draft={draft.controls} />
      </Announcer>
      <div className="sw-category-select__field">
        <label className="form-label" htmlFor={`${id}-parent`}>
          {label}
        </label>
        <select ref={parentSelect} id={`${id}-parent`} className="form-select" value={parent} onChange={(event) => changeParent(event.target.value)}>
          <option value="">{categoryTexts.chooseParent}</option>
          {parent !== '' && chosen === undefined && <option value={parent}>{categoryTexts.unknown(parent)}</option>}
          {categories.map((category) => (
            <option key={category.id} value={optionValue(category)}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      {(children.length > 0 || (child !== '' && !childKnown)) && (
        <div className="sw-category-select__field">
          <label className="form-label" htmlFor={`${id}-child`}>
            {childLabel}
          </label>
          <select id={`${id}-child`} className="form-select" value={child} onChange={(event) => changeChild(event.target.value)}>
            <option value="">{categoryTexts.noChild}</option>
            {child !== '' && !childKnown && <option value={child}>{categoryTexts.unknown(child)}</option>}
            {children.map((option) => (
              <option key={option.id} value={optionValue(option)}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <UndoNotice offer={standing} status={status} />
      {fields.parent === null && <input type="hidden" name={parentInput} value={parent} />}
      {fields.child === null && <input type="hidden" name={childInput} value={child} />}
    </div>
  );
}
