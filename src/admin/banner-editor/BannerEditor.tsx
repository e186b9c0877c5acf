import type { AttributeValues } from '../../runtime';
import { Heading } from '../../shared/ui/Heading';
import { Announcer } from '../shared/ui/Announcer';
import { EditorShell } from '../shared/frame/EditorShell';
import { TextField } from '../shared/ui/TextField';
import { editorTexts } from '../shared/ui/texts';
import { Unavailable } from '../shared/ui/Unavailable';
import { fieldText, setField, useFormDocument } from '../shared/document/use-form-document';
import type { attributes } from './attributes';
import { bannerSchema, type BannerData } from './schema';
import { bannerTexts } from './texts';

const empty = (): BannerData => ({});

/** The main banner form ('Baner Principal'): its title and subtitle. */
export function BannerEditor({ input, headingLevel }: AttributeValues<typeof attributes>) {
  const document = useFormDocument(input, bannerSchema, empty, editorTexts.missingInput(input));
  if (document.status === 'unavailable') return <Unavailable message={document.message} detail={document.detail} />;
  const { history, apply, undo, redo, draft } = document;
  const doc = history.present.doc;
  return (
    <Announcer>
      <Heading level={headingLevel} className="h4">
        {bannerTexts.heading}
      </Heading>
      <EditorShell title={bannerTexts.heading} canUndo={history.past.length > 0} canRedo={history.future.length > 0} onUndo={undo} onRedo={redo} draft={draft}>
        <TextField name="title" label={bannerTexts.title} value={fieldText(doc.title)} onChange={(value) => apply(setField<BannerData>('title', value))} />
        <TextField name="subtitle" label={bannerTexts.subtitle} value={fieldText(doc.subtitle)} rows={2} onChange={(value) => apply(setField<BannerData>('subtitle', value))} />
      </EditorShell>
    </Announcer>
  );
}
