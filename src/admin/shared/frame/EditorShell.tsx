import type { KeyboardEvent, ReactNode } from 'react';
import { useAnnounce } from '../ui/Announcer';
import { DraftNotice } from '../drafts/DraftNotice';
import type { DraftControls } from '../drafts/use-draft';
import { historyShortcut } from '../ui/history-keys';
import { editorTexts } from '../ui/texts';

interface EditorShellProps {
  readonly title: string;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly onUndo: () => void;
  readonly onRedo: () => void;
  /** The document's draft: its offer and notes come first in the editor. */
  readonly draft: DraftControls;
  readonly children: ReactNode;
}

/**
 * A document editor's section, inside its frame (`DocumentFrame`): the draft's notice first,
 * then the undo/redo bar and its shortcuts (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y) anywhere in it.
 */
export function EditorShell({ title, canUndo, canRedo, onUndo, onRedo, draft, children }: EditorShellProps) {
  const announce = useAnnounce();
  const undo = () => {
    if (!canUndo) return;
    onUndo();
    announce(editorTexts.undone);
  };
  const redo = () => {
    if (!canRedo) return;
    onRedo();
    announce(editorTexts.redone);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const shortcut = historyShortcut(event);
    if (shortcut === null) return;
    if (shortcut === 'undo') undo();
    else redo();
    event.preventDefault();
  };
  return (
    <section className="sw-editor" aria-label={title} onKeyDown={onKeyDown}>
      <DraftNotice draft={draft} />
      <div className="sw-editor__toolbar" role="group" aria-label={`Historial: ${title}`}>
        <button type="button" className="btn btn-outline-secondary sw-editor__button" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          {editorTexts.undo}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary sw-editor__button"
          onClick={redo}
          disabled={!canRedo}
          aria-keyshortcuts="Control+Shift+Z Control+Y"
        >
          {editorTexts.redo}
        </button>
      </div>
      {children}
    </section>
  );
}
