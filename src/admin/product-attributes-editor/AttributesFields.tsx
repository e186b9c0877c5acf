import { useId } from 'react';
import type { DocumentHistory } from '../shared/document/history';
import { fieldText } from '../shared/document/legacy-json';
import { setField, type FormChange } from '../shared/document/use-form-document';
import { TextField } from '../shared/ui/TextField';
import { ImageUploader } from '../shared/uploader/ImageUploader';
import { DensityField } from './DensityField';
import type { DensityFieldName, ProductAttributes, TextFieldName } from './schema';
import { storedKind } from './stored-value';
import { StoredValueField } from './StoredValueField';
import { attributesTexts } from './texts';

const NUTRITION = ['calorias', 'grasas', 'colesterol', 'fibra'] as const;
const DENSITIES: readonly DensityFieldName[] = ['gramosPorTaza', 'gramosPorCucharada'];

interface AttributesFieldsProps {
  readonly history: DocumentHistory<ProductAttributes, null>;
  readonly apply: (change: FormChange<ProductAttributes>) => void;
  /** `{path}` of the banner images' uploads, and their largest size in MB. */
  readonly uploadPath: string;
  readonly maxMb: number;
}

/** The product attributes' fields: banner images, texts, nutrition values, grams per cup and spoon; `bannerUrl` shown only. */
export function AttributesFields({ history, apply, uploadPath, maxMb }: AttributesFieldsProps) {
  const densitiesHint = useId();
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
    <>
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
      <TextField
        name="bannerUrl"
        label={attributesTexts.bannerUrl}
        value={bannerUrl === '' ? attributesTexts.bannerUrlNone : bannerUrl}
        hint={attributesTexts.bannerUrlHint}
      />
      {text('caractsTitle')}
      {text('content', 4)}
      <fieldset className="sw-attributes__nutrition">
        <legend className="fs-6 fw-semibold">{attributesTexts.nutrition}</legend>
        {NUTRITION.map((name) => (
          <div key={name}>{text(name, undefined, attributesTexts.hints[name])}</div>
        ))}
      </fieldset>
      <fieldset className="sw-attributes__densities" aria-describedby={densitiesHint}>
        <legend className="fs-6 fw-semibold">{attributesTexts.densities}</legend>
        <p id={densitiesHint} className="form-text mt-0">
          {attributesTexts.densityHint}
        </p>
        {DENSITIES.map((name) => (
          <DensityField
            key={name}
            name={name}
            label={attributesTexts.densityLabels[name]}
            value={doc[name]}
            onChange={(value) => apply(setField<ProductAttributes>(name, value))}
          />
        ))}
      </fieldset>
    </>
  );
}
