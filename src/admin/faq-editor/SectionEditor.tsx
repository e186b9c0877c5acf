import { useCallback, useId, useMemo, useRef } from 'react';
import type { FaqSection } from '../../shared/faq/faq';
import { Heading } from '../../shared/ui/Heading';
import { useAnnounce } from '../shared/ui/Announcer';
import { focusSoon } from '../shared/ui/focus';
import { SortableList } from '../shared/sorting/SortableList';
import { faqOperations, type FaqChange } from './operations';
import { QuestionRow } from './QuestionRow';
import type { FaqEntries } from './schema';
import { faqEditorTexts } from './texts';

interface SectionEditorProps {
  readonly section: FaqSection;
  readonly doc: FaqEntries;
  readonly keys: readonly string[];
  /** This section's questions, as positions in the flat list. */
  readonly indices: readonly number[];
  /** How many questions the other section has (a moved question's new position). */
  readonly otherCount: number;
  readonly headingLevel: number;
  readonly apply: (change: FaqChange) => void;
}

/** One of the two sections: its questions in order, reorderable by drag or buttons, and 'Agregar pregunta'. */
export function SectionEditor({ section, doc, keys, indices, otherCount, headingLevel, apply }: SectionEditorProps) {
  const announce = useAnnounce();
  const headingId = useId();
  const list = useRef<HTMLDivElement>(null);
  const title = faqEditorTexts.sections[section];
  const ids = useMemo(() => indices.map((index) => keys[index] ?? `missing-${index}`), [indices, keys]);
  const describe = useCallback((position: number) => faqEditorTexts.describe(position), []);
  const onMove = useCallback(
    (from: number, to: number) => {
      const source = indices[from];
      const target = indices[to];
      if (source !== undefined && target !== undefined) apply(faqOperations.move(source, target));
    },
    [apply, indices],
  );
  const add = () => {
    apply(faqOperations.add(section));
    announce(faqEditorTexts.added(indices.length + 1, title));
    focusSoon(list.current, ['.sw-faq-editor__question:last-child input']);
  };

  return (
    <section className="sw-faq-editor__section" data-section={section} aria-labelledby={headingId} ref={list}>
      <Heading level={headingLevel} id={headingId} className="h5 mb-0">
        {title}
      </Heading>
      {indices.length === 0 && <p className="text-body-secondary my-0">{faqEditorTexts.empty}</p>}
      <SortableList ids={ids} describe={describe} onMove={onMove}>
        <ol className="sw-editor__list" aria-labelledby={headingId}>
          {indices.map((index, position) => {
            const entry = doc[index];
            const itemKey = ids[position];
            if (entry === undefined || itemKey === undefined) return null;
            return (
              <QuestionRow
                key={itemKey}
                entry={entry}
                index={index}
                position={position}
                count={indices.length}
                otherCount={otherCount}
                section={section}
                itemKey={itemKey}
                previous={indices[position - 1]}
                next={indices[position + 1]}
                previewLevel={Math.min(headingLevel + 1, 6)}
                apply={apply}
              />
            );
          })}
        </ol>
      </SortableList>
      <button type="button" className="btn btn-outline-primary sw-editor__add" data-action="add-question" onClick={add}>
        {faqEditorTexts.add}
        <span className="visually-hidden">{faqEditorTexts.addTo(title)}</span>
      </button>
    </section>
  );
}
