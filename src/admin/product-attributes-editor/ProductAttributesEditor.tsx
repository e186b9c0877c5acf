import type { AttributeValues } from '../../runtime';
import { Announcer } from '../shared/ui/Announcer';
import { EditorShell } from '../shared/frame/EditorShell';
import { TextField } from '../shared/ui/TextField';
import { editorTexts } from '../shared/ui/texts';
import { Unavailable } from '../shared/ui/Unavailable';
import { ImageUploader } from '../shared/uploader/ImageUploader';
import { fieldText, setField, useFormDocument } from '../shared/document/use-form-document';
import type { attributes } from './attributes';
import { productAttributesSchema, type ProductAttributes, type TextFieldName } from './schema';
import { storedKind } from './stored-value';
import { StoredValueField } from './StoredValueField';
import { attributesTexts } from './texts';
import './product-attributes.css';

const empty = (): ProductAttributes => ({});
const NUTRITION = ['calorias', 'grasas', 'colesterol', 'fibra'] as const;

/** The product attributes form: banner images, texts and nutrition values; `bannerUrl` shown only. */
export function ProductAttributesEditor({ input, uploadPath, maxMb, label }: AttributeValues<typeof attributes>) {
  const document = useFormDocument(input, productAttributesSchema, empty, editorTexts.missingInput(input));
  if (document.status === 'unavailable') return <Unavailable message={document.message} detail={document.detail} />;
  const { history, apply, undo, redo, draft } = document;
  const doc = history.present.doc;
  const initial = history.initial.doc;
  const text = (name: TextFieldName, rows?: number, hint?: string) => (
    <StoredValueField
      name={name}
      label={attributesTexts.labels[name]}
      value={doc[name]}
      kind={storedKind(initial[name])}
      onChange={(value) => apply(setField<ProductAttributes>(name, value))}
      rows={rows}
      hint={hint}
    />
  );
  const bannerUrl = fieldText(doc.bannerUrl);
  return (
    <Announcer>
      <EditorShell title={label ?? attributesTexts.title} canUndo={history.past.length > 0} canRedo={history.future.length > 0} onUndo={undo} onRedo={redo} draft={draft}>
        <div className="sw-attributes__images">
          <ImageUploader
            value={fieldText(doc.secondaryBannerMobile)}
            onChange={(image) => apply({ doc: (draft) => void (draft.secondaryBannerMobile = image) })}
            label={attributesTexts.secondaryBannerMobile}
            path={uploadPath}
            maxMb={maxMb}
            portrait
          />
          <ImageUploader
            value={fieldText(doc.secondaryBanner)}
            onChange={(image) => apply({ doc: (draft) => void (draft.secondaryBanner = image) })}
            label={attributesTexts.secondaryBanner}
            path={uploadPath}
            maxMb={maxMb}
          />
        </div>
        <TextField name="bannerUrl" label={attributesTexts.bannerUrl} value={bannerUrl === '' ? attributesTexts.bannerUrlNone : bannerUrl} hint={attributesTexts.bannerUrlHint} />
        {text('caractsTitle')}
        {text('content', 4)}
        <fieldset className="sw-attributes__nutrition">
          <legend className="fs-6 fw-semibold">{attributesTexts.nutrition}</legend>
          {NUTRITION.map((name) => (
            <div key={name}>{text(name, undefined, attributesTexts.hints[name])}</div>
          ))}
        </fieldset>
      </EditorShell>
    </Announcer>
  );
}
