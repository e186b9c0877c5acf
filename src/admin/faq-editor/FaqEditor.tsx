import { useMemo, useState } from 'react';
import { FAQ_SECTIONS } from '../../shared/faq/faq';
import type { AttributeValues } from '../../runtime';
import { Announcer } from '../shared/ui/Announcer';
import { EditorShell } from '../shared/frame/EditorShell';
import { newKey } from '../shared/groups/keys';
import { editorTexts } from '../shared/ui/texts';
import { Unavailable } from '../shared/ui/Unavailable';
import { useJsonDocument } from '../shared/document/use-json-document';
import type { attributes } from './attributes';
import { faqEntriesSchema, sectionIndices, type FaqEntries } from './schema';
import { SectionEditor } from './SectionEditor';
import { faqEditorTexts } from './texts';
import './faq-editor.css';

/** The FAQ admin: the flat list of `custom_content`, edited as its two sections. */
export function FaqEditor({ input, headingLevel }: AttributeValues<typeof attributes>) {
  const [source] = useState(() => ({
    field: input,
    schema: faqEntriesSchema,
    adopt: (value: FaqEntries): FaqEntries => value,
    empty: (): FaqEntries => [],
    keys: (doc: FaqEntries): readonly string[] => doc.map(() => newKey()),
  }));
  const document = useJsonDocument(source, editorTexts.missingInput(input));
  const doc = document.status === 'ready' ? document.history.present.doc : null;
  const indices = useMemo(() => sectionIndices(doc ?? []), [doc]);
  if (document.status === 'unavailable') return <Unavailable message={document.message} detail={document.detail} />;
  const { history, apply, undo, redo, draft } = document;
  return (
    <Announcer>
      <EditorShell title={faqEditorTexts.title} canUndo={history.past.length > 0} canRedo={history.future.length > 0} onUndo={undo} onRedo={redo} draft={draft}>
        {FAQ_SECTIONS.map((section) => (
          <SectionEditor
            key={section}
            section={section}
            doc={history.present.doc}
            keys={history.present.keys}
            indices={indices[section]}
            otherCount={indices[section === 'consumers' ? 'professionals' : 'consumers'].length}
            headingLevel={headingLevel}
            apply={apply}
          />
        ))}
      </EditorShell>
    </Announcer>
  );
}
