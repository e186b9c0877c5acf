import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { applyMarkup, type Markup, type TextEdit } from './markup';
import { faqEditorTexts } from './texts';

interface AnswerFieldProps {
  readonly id: string;
  readonly label: string;
  readonly toolbarLabel: string;
  readonly value: string;
  /** Typing: merged into one undo step per second. */
  readonly onType: (value: string) => void;
  /** A toolbar edit: an undo step of its own. */
  readonly onMarkup: (value: string) => void;
}

const BUTTONS: readonly { kind: Markup; shortcut?: string }[] = [
  { kind: 'bold', shortcut: 'b' },
  { kind: 'italic', shortcut: 'i' },
  { kind: 'link' },
  { kind: 'list' },
];

/**
 * The answer's HTML in a text area, with a small toolbar that puts tags around the
 * selection (Ctrl+B and Ctrl+I too). A rich-text editor would cost the admin bundle
 * far more and hide the HTML the public sanitizer will trim; the preview shows the result.
 */
export function AnswerField({ id, label, toolbarLabel, value, onType, onMarkup }: AnswerFieldProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const pending = useRef<TextEdit | null>(null);

  // After a toolbar edit renders, the selection goes where typing should go on.
  useLayoutEffect(() => {
    const edit = pending.current;
    const element = area.current;
    if (edit === null || element === null || element.value !== edit.text) return;
    pending.current = null;
    element.focus();
    element.setSelectionRange(edit.start, edit.end);
  }, [value]);

  const mark = (kind: Markup) => {
    const element = area.current;
    if (element === null) return;
    const edit = applyMarkup(kind, element.value, element.selectionStart, element.selectionEnd);
    pending.current = edit;
    onMarkup(edit.text);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const button = BUTTONS.find((candidate) => candidate.shortcut === event.key.toLowerCase());
    if (button === undefined) return;
    event.preventDefault();
    mark(button.kind);
  };

  return (
    <div className="sw-editor__field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="sw-faq-editor__toolbar" role="group" aria-label={toolbarLabel}>
        {BUTTONS.map(({ kind, shortcut }) => (
          <button
            key={kind}
            type="button"
            className="btn btn-outline-secondary sw-editor__button"
            data-markup={kind}
            aria-controls={id}
            aria-keyshortcuts={shortcut === undefined ? undefined : `Control+${shortcut.toUpperCase()}`}
            onClick={() => mark(kind)}
          >
            {faqEditorTexts.markup[kind]}
          </button>
        ))}
      </div>
      <textarea
        ref={area}
        id={id}
        className="form-control font-monospace"
        rows={5}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div id={`${id}-hint`} className="form-text">
        {faqEditorTexts.answerHint}
      </div>
    </div>
  );
}
