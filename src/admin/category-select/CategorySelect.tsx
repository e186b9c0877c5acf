import { useEffect, useId, useState } from 'react';
import { findHiddenInput } from '../../shared/hidden-input';
import { useWidget, type AttributeValues } from '../../shared/runtime';
import { Announcer } from '../shared/Announcer';
import { DraftNotice } from '../shared/drafts/DraftNotice';
import { useFieldsDraft, type FieldValues } from '../shared/drafts/use-fields-draft';
import type { attributes } from './attributes';
import { readCategories, type Category } from './categories';
import { categoryTexts } from './texts';
import './category-select.css';

type Field = HTMLInputElement | HTMLTextAreaElement | null;

function writeField(field: Field, value: string): void {
  if (field === null || field.value === value) return;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The category and subcategory pair (spec section 4): choosing a parent shows its
 * children; the form's existing `tag_id` and `sub_tag` preselect both; a parent change
 * clears a subcategory that is not one of its children.
 */
export function CategorySelect({ categories: reference, parentInput, childInput, label, childLabel }: AttributeValues<typeof attributes>) {
  const widget = useWidget();
  const id = useId();
  const [fields] = useState(() => ({ parent: findHiddenInput(widget.element, parentInput), child: findHiddenInput(widget.element, childInput) }));
  const [initial] = useState(() => ({ parent: fields.parent?.value ?? '', child: fields.child?.value ?? '' }));
  const [categories] = useState<Category[] | null>(() => {
    const read = readCategories(reference);
    if (read.ok) return read.categories;
    widget.report({ phase: 'data', message: `could not read the categories (${reference})`, error: new Error(read.problem) });
    return null;
  });
  const [parent, setParent] = useState(initial.parent);
  const [child, setChild] = useState(initial.child);
  const recover = (values: FieldValues) => {
    setParent(values[parentInput] ?? '');
    setChild(values[childInput] ?? '');
  };
  const [form] = useState(() => fields.parent?.form ?? widget.element.closest('form'));
  const draft = useFieldsDraft(form, categories === null ? null : { [parentInput]: initial.parent, [childInput]: initial.child }, recover);
  const { track } = draft;
  useEffect(
    () => track({ [parentInput]: parent, [childInput]: child }, parent === initial.parent && child === initial.child),
    [track, parentInput, childInput, parent, child, initial],
  );

  useEffect(() => writeField(fields.parent, parent), [fields, parent]);
  useEffect(() => writeField(fields.child, child), [fields, child]);
  useEffect(() => {
    const onReset = () => setTimeout(() => {
      setParent(initial.parent);
      setChild(initial.child);
    }, 0);
    form?.addEventListener('reset', onReset);
    return () => form?.removeEventListener('reset', onReset);
  }, [form, initial]);

  if (categories === null) {
    return (
      <p className="alert alert-warning" role="alert">
        {categoryTexts.unavailable}
      </p>
    );
  }
  const chosen = categories.find((category) => category.id === parent);
  const children = chosen?.children ?? [];
  const childKnown = children.some((option) => option.id === child);
  const changeParent = (next: string) => {
    setParent(next);
    const nextChildren = categories.find((category) => category.id === next)?.children ?? [];
    if (!nextChildren.some((option) => option.id === child)) setChild('');
  };
  return (
    <div className="sw-category-select">
      <Announcer>
        <DraftNotice draft={draft.controls} />
      </Announcer>
      <div className="sw-category-select__field">
        <label className="form-label" htmlFor={`${id}-parent`}>
          {label}
        </label>
        <select id={`${id}-parent`} className="form-select" value={parent} onChange={(event) => changeParent(event.target.value)}>
          <option value="">{categoryTexts.chooseParent}</option>
          {parent !== '' && chosen === undefined && <option value={parent}>{categoryTexts.unknown(parent)}</option>}
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
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
          <select id={`${id}-child`} className="form-select" value={child} onChange={(event) => setChild(event.target.value)}>
            <option value="">{categoryTexts.noChild}</option>
            {child !== '' && !childKnown && <option value={child}>{categoryTexts.unknown(child)}</option>}
            {children.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {fields.parent === null && <input type="hidden" name={parentInput} value={parent} />}
      {fields.child === null && <input type="hidden" name={childInput} value={child} />}
    </div>
  );
}
