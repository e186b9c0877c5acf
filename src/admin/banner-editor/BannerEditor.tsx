import type { AttributeValues } from '../../runtime';
import { Heading } from '../../shared/ui/Heading';
import { fieldText } from '../shared/document/legacy-json';
import { setField, useFormDocument } from '../shared/document/use-form-document';
import { DocumentFrame } from '../shared/frame/DocumentFrame';
import { TextField } from '../shared/ui/TextField';
import type { attributes } from './attributes';
import type { BannerData } from './schema';
import { bannerTexts } from './texts';
import { bannerEditor } from './editor';

const empty = (): BannerData => ({});

/** The main banner form ('Baner Principal'): its title and subtitle. */
export function BannerEditor({ input, headingLevel }: AttributeValues<typeof attributes>) {
  const document = useFormDocument(input, bannerEditor.schema, empty);
  const heading = (
    <Heading level={headingLevel} className="h4">
      {bannerTexts.heading}
    </Heading>
  );
  return (
    <DocumentFrame document={document} title={bannerTexts.heading} before={heading} words={bannerEditor.words}>
      {({ history: { present }, apply }) => (
        <>
          <TextField
            name="title"
            label={bannerTexts.title}
            value={fieldText(present.doc.title)}
            onChange={(value) => apply(setField<BannerData>('title', value))}
          />
          <TextField
            name="subtitle"
            label={bannerTexts.subtitle}
            value={fieldText(present.doc.subtitle)}
            rows={2}
            onChange={(value) => apply(setField<BannerData>('subtitle', value))}
          />
        </>
      )}
    </DocumentFrame>
  );
}
