import type { ReactNode } from 'react';
import type { JsonDocument, ReadyDocument } from '../document/use-json-document';
import { useDocumentDraft } from '../drafts/use-document-draft';
import type { ChangeWords } from '../merge/describe';
import { Announcer } from '../ui/Announcer';
import { Unavailable } from '../ui/Unavailable';
import { EditorShell } from './EditorShell';

interface DocumentFrameProps<D, K> {
  readonly document: JsonDocument<D, K>;
  /** Names the editor's section and its history bar ("Historial: Pasos"). */
  readonly title: string;
  /** Shown before the editor's section, in reach of its live region (a heading, a warning). */
  readonly before?: ReactNode;
  /** How the editor names what changed: with them, a draft someone else's save overtook is offered merged. */
  readonly words?: ChangeWords;
  /** The editor's own fields, for a document that can be edited. */
  readonly children: (document: ReadyDocument<D, K>) => ReactNode;
}

/**
 * The frame every document editor (steps, ingredients, FAQ, banner, product attributes)
 * stands in: a document that cannot be edited says why and offers nothing else; otherwise
 * the editor's one live region (`Announcer`) and its section with the undo/redo bar and, first
 * in it, the draft's offer and notes. The draft attaches to the document here.
 */
export function DocumentFrame<D, K>({ document, title, before, words, children }: DocumentFrameProps<D, K>) {
  const draft = useDocumentDraft(document.status === 'ready' ? document.plugins : null, words);
  if (document.status === 'unavailable') return <Unavailable message={document.message} detail={document.detail} />;
  const { history, undo, redo } = document;
  return (
    <Announcer>
      {before}
      <EditorShell title={title} canUndo={history.past.length > 0} canRedo={history.future.length > 0} onUndo={undo} onRedo={redo} draft={draft}>
        {children(document)}
      </EditorShell>
    </Announcer>
  );
}
