import { useMemo, useState } from 'react';
import { FAQ_SECTIONS } from '../../shared/faq/faq';
import type { AttributeValues } from '../../runtime';
import { useJsonDocument } from '../shared/document/use-json-document';
import { DocumentFrame } from '../shared/frame/DocumentFrame';
import { newKey } from '../shared/sorting/row-key';
import type { attributes } from './attributes';
import { otherSection, sectionIndices, type FaqEntries } from './schema';
import { SectionEditor } from './SectionEditor';
import { faqEditorTexts } from './texts';
import './faq-editor.css';
import { faqEditor } from './editor';

/** The FAQ admin: the flat list of `custom_content`, edited as its two sections. */
export function FaqEditor({ input, headingLevel }: AttributeValues<typeof attributes>) {
  const [source] = useState(() => ({
    field: input,
    schema: faqEditor.schema,
    adopt: (value: FaqEntries): FaqEntries => value,
    empty: (): FaqEntries => [],
    keys: (doc: FaqEntries): readonly string[] => doc.map(() => newKey()),
  }));
  const document = useJsonDocument(source);
  const doc = document.status === 'ready' ? document.history.present.doc : null;
  const indices = useMemo(() => sectionIndices(doc ?? []), [doc]);
  return (
    <DocumentFrame document={document} title={faqEditorTexts.title} words={faqEditor.words}>
      {({ history: { present }, apply }) =>
        FAQ_SECTIONS.map((section) => (
          <SectionEditor
            key={section}
            section={section}
            doc={present.doc}
            keys={present.keys}
            indices={indices[section]}
            otherCount={indices[otherSection(section)].length}
            headingLevel={headingLevel}
            apply={apply}
          />
        ))
      }
    </DocumentFrame>
  );
}
