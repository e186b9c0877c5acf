import { memo, useId, useRef } from 'react';
import type { FaqSection } from '../../shared/faq/faq';
import { useAnnounce } from '../shared/ui/Announcer';
import { focusSoon } from '../shared/ui/focus';
import { RowControls } from '../shared/sorting/RowControls';
import { DragHandleButton, SortableRow } from '../shared/sorting/SortableList';
import { editorTexts } from '../shared/ui/texts';
import { fieldText } from '../shared/document/legacy-json';
import { AnswerField } from './AnswerField';
import { AnswerPreview } from './AnswerPreview';
import { faqOperations, type FaqChange } from './operations';
import { otherSection, type FaqEntry } from './schema';
import { faqEditorTexts } from './texts';

interface QuestionRowProps {
  readonly entry: FaqEntry;
  /** Its place in the flat list. */
  readonly index: number;
  /** Its place in its section, and how many the section has. */
  readonly position: number;
  readonly count: number;
  /** How many the other section has: where a move puts it. */
  readonly otherCount: number;
  readonly section: FaqSection;
  readonly itemKey: string;
  /** Flat indices of the questions just above and below in the section. */
  readonly previous: number | undefined;
  readonly next: number | undefined;
  readonly previewLevel: number;
  readonly apply: (change: FaqChange) => void;
}

/** One question: title, answer with toolbar, public preview, reorder, remove and move to the other section. */
export const QuestionRow = memo(function QuestionRow(props: QuestionRowProps) {
  const { entry, index, position, count, otherCount, section, itemKey, previous, next, previewLevel, apply } = props;
  const announce = useAnnounce();
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const number = position + 1;
  const what = faqEditorTexts.what(number);
  const name = fieldText(entry.name);
  const content = fieldText(entry.content);
  const other = otherSection(section);
  const editor = () => body.current?.closest('.sw-editor') ?? null;

  const move = (offset: -1 | 1) => {
    const to = offset < 0 ? previous : next;
    if (to === undefined) return;
    apply(faqOperations.move(index, to));
    announce(faqEditorTexts.moved(number + offset, count));
    const same = offset < 0 ? 'up' : 'down';
    const opposite = offset < 0 ? 'down' : 'up';
    focusSoon(editor(), [`[data-key="${itemKey}"] [data-action="${same}"]`, `[data-key="${itemKey}"] [data-action="${opposite}"]`]);
  };
  const remove = () => {
    const sectionElement = body.current?.closest('.sw-faq-editor__section') ?? null;
    apply(faqOperations.remove(index));
    announce(faqEditorTexts.removed(number));
    focusSoon(sectionElement, ['[data-action="add-question"]']);
  };
  const switchSection = () => {
    apply(faqOperations.moveTo(index, other));
    announce(faqEditorTexts.movedTo(faqEditorTexts.sections[other], otherCount + 1, otherCount + 1));
    focusSoon(editor(), [`[data-key="${itemKey}"] [data-action="switch-section"]`]);
  };

  return (
    <SortableRow id={itemKey} className="sw-editor__item sw-faq-editor__question">
      {(handle) => (
        <>
          <DragHandleButton handle={handle} label={editorTexts.dragHandle(what)} />
          <div className="sw-editor__item-body" ref={body}>
            <div className="sw-editor__field">
              <label className="form-label" htmlFor={`${id}-name`}>
                {faqEditorTexts.question(number)}
              </label>
              <input
                id={`${id}-name`}
                className="form-control"
                value={name}
                onChange={(event) => {
                  const value = event.target.value;
                  apply(faqOperations.edit(index, (draft) => void (draft.name = value), `name:${itemKey}`));
                }}
              />
            </div>
            <div className="sw-faq-editor__answer">
              <AnswerField
                id={`${id}-content`}
                label={faqEditorTexts.answer(number)}
                toolbarLabel={faqEditorTexts.toolbar(number)}
                value={content}
                onType={(value) => apply(faqOperations.edit(index, (draft) => void (draft.content = value), `content:${itemKey}`))}
                onMarkup={(value) => apply(faqOperations.edit(index, (draft) => void (draft.content = value)))}
              />
              <AnswerPreview name={name} content={content} headingLevel={previewLevel} />
            </div>
            <div className="sw-editor__controls">
              <RowControls what={what} isFirst={position === 0} isLast={position === count - 1} onMove={move} onRemove={remove} />
              <button type="button" className="btn btn-outline-primary sw-editor__button" data-action="switch-section" onClick={switchSection}>
                {faqEditorTexts.moveTo(faqEditorTexts.shortSections[other])} <span className="visually-hidden">({what})</span>
              </button>
            </div>
          </div>
        </>
      )}
    </SortableRow>
  );
});
