import { lazyPart, type LazyPart } from '../../shared/loading/lazy-part';
import { documentEditors, type DocumentEditorName } from '../catalogue/document-editors';
import type { Editor } from '../shared/editor/define-editor';

const parts = new Map<DocumentEditorName, LazyPart<Editor>>();

/** An editor's declaration, downloaded once per page however many of its fields the page compares. */
export function declarationOf(name: DocumentEditorName): LazyPart<Editor> {
  let part = parts.get(name);
  if (part === undefined) {
    part = lazyPart<Editor>(documentEditors[name].declaration, `the words of ${name}`);
    parts.set(name, part);
  }
  return part;
}
