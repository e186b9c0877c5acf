import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useWidget, type AttributeValues } from '../../runtime';
import { PlainFieldsNotice } from '../shared/plain-fields/PlainFieldsNotice';
import { usePlainFields } from '../shared/plain-fields/use-plain-fields';
import { historyShortcut, type HistoryStep } from '../shared/ui/history-keys';
import { editorTexts } from '../shared/ui/texts';
import { UndoNotice } from '../shared/ui/UndoNotice';
import type { attributes } from './attributes';
import { childrenOf, findOption, optionValue, readCategories } from './categories';
import { categoryTexts } from './texts';
import './category-select.css';

/**
 * The category and subcategory pair (docs/widgets/recipe-editors.md, "Category select"):
 * choosing a parent shows its children; the form's existing `tag_id` and `sub_tag` preselect
 * both; a parent change clears a subcategory that is not one of its children. Every change, the
 * form's reset and a recovered draft are undo steps: Ctrl+Z in the widget, or the 'Deshacer' it
 * offers after a subcategory was cleared, the form was reset or a draft recovered.
 */
export function CategorySelect({ categories: reference, parentInput, childInput, label, childLabel }: AttributeValues<typeof attributes>) {
  const widget = useWidget();
  const id = useId();
  const parentSelect = useRef<HTMLSelectElement>(null);
  const [read] = useState(() => readCategories(reference));
  const categories = read.ok ? read.value : null;
  // Reported once the widget commits (a render may run more than once, a report must not).
  useEffect(() => {
    if (!read.ok) widget.report({ phase: 'data', message: `could not read the categories (${reference})`, error: new Error(read.problem) });
  }, [read, reference, widget]);
  // A list it cannot show keeps no draft: the saved pair is posted as it came.
  const fields = usePlainFields({ names: [parentInput, childInput], drafts: categories !== null, resetOffer: categoryTexts.resetOffer });
  const [status, setStatus] = useState('');
  const parent = fields.value[parentInput] ?? '';
  const child = fields.value[childInput] ?? '';

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
  const pair = (nextParent: string, nextChild: string) => ({ [parentInput]: nextParent, [childInput]: nextChild });
  const changeParent = (next: string) => {
    const kept = findOption(childrenOf(findOption(categories, next)), child) === undefined ? '' : child;
    fields.change(pair(next, kept), child !== '' && kept === '' ? categoryTexts.childCleared(findOption(children, child)?.name ?? child) : undefined);
  };
  const changeChild = (next: string) => fields.change(pair(parent, next));
  const step = (which: HistoryStep) => {
    fields.step(which);
    setStatus(which === 'undo' ? editorTexts.undone : editorTexts.redone);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const shortcut = historyShortcut(event);
    if (shortcut === null) return;
    event.preventDefault();
    step(shortcut);
  };
  const offer =
    fields.offer === null
      ? null
      : {
          message: fields.offer,
          onUndo: () => {
            step('undo');
            parentSelect.current?.focus();
          },
        };
  return (
    <div className="sw-category-select" onKeyDown={onKeyDown}>
      <PlainFieldsNotice draft={fields.draft} />
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
      <UndoNotice offer={offer} status={status} />
      {fields.inputs.get(parentInput) === null && <input type="hidden" name={parentInput} value={parent} />}
      {fields.inputs.get(childInput) === null && <input type="hidden" name={childInput} value={child} />}
    </div>
  );
}
