import type * as v from 'valibot';
import type { AttributeSpec, AttributeTable } from '../../../runtime';
import type { ChangeWords } from '../merge/describe';

/**
 * An editor of a stored document (steps, ingredients, the FAQ, the banner, a product's
 * attributes), declared once, in its folder's `editor.ts`. Every consumer reads that one
 * declaration: the widget (`index.ts`: its attributes; the component: its schema and its
 * words), the catalogue (`src/admin/catalogue`: the registry's loader and the revisions'
 * comparison), and the generators (the JSON Schema the host validates a post with, and the
 * host's `Contracts::EDITORS`).
 */
export interface EditorDeclaration<A extends EditorAttributes, S extends v.GenericSchema> {
  /** The widget's name, as a placeholder gives it in `data-widget-name`. */
  readonly name: string;
  readonly attributes: A;
  /** The document it reads from its hidden input and writes back. */
  readonly schema: S;
  /**
   * `list`: a JSON list; `form`: one object of plain fields (read by `useFormDocument`), where
   * `null` and `[]` (Laravel's empty object) mean an empty form.
   */
  readonly shape: 'list' | 'form';
  /** How a change between two of its values is said: the merge offer's and the revisions' sentences. */
  readonly words: ChangeWords;
  /** What the editor and the host check beyond the schema: said in the generated JSON Schema's description. */
  readonly beyond?: readonly string[];
}

/** Every editor names the hidden input it fills (`data-input`), with a default: the field the host's form posts. */
export type EditorAttributes = AttributeTable & { readonly input: AttributeSpec<string> };

export interface Editor<A extends EditorAttributes = EditorAttributes, S extends v.GenericSchema = v.GenericSchema> extends EditorDeclaration<A, S> {
  /** The hidden input it fills by default: its `data-input`'s default. */
  readonly field: string;
}

export function defineEditor<A extends EditorAttributes, S extends v.GenericSchema>(declaration: EditorDeclaration<A, S>): Editor<A, S> {
  const field = declaration.attributes.input.defaultValue;
  if (field === undefined || field === '') throw new Error(`${declaration.name} declares its hidden input without a default name`);
  return Object.freeze({ ...declaration, field });
}
