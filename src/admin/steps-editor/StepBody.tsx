import { createContext, memo, useContext, useId } from 'react';
import { fieldText } from '../shared/document/legacy-json';
import type { ItemBodyProps } from '../shared/groups/config';
import { ImageUploader } from '../shared/uploader/ImageUploader';
import type { Step, StepGroup } from './schema';
import { stepsTexts } from './texts';

interface UploadSettings {
  readonly path: string;
  readonly maxMb: number;
}

export const UploadSettingsContext = createContext<UploadSettings>({ path: 'images', maxMb: 5 });

/** A step's fields: its text and its image (other fields of legacy steps are kept, not shown). */
export const StepBody = memo(function StepBody({ item, group, index, itemKey, label, apply, ops }: ItemBodyProps<StepGroup, Step>) {
  const id = useId();
  const upload = useContext(UploadSettingsContext);
  return (
    <>
      <div className="sw-editor__field">
        <label className="form-label" htmlFor={`${id}-text`}>
          {label}
        </label>
        <textarea
          id={`${id}-text`}
          className="form-control"
          rows={3}
          value={fieldText(item.text)}
          onChange={(event) => {
            const text = event.target.value;
            apply(ops.editItem(group, index, (draft) => void (draft.text = text), `text:${itemKey}`));
          }}
        />
      </div>
      <ImageUploader
        value={fieldText(item.image)}
        onChange={(image) => apply(ops.editItem(group, index, (draft) => void (draft.image = image)))}
        label={stepsTexts.image(label)}
        path={upload.path}
        maxMb={upload.maxMb}
      />
    </>
  );
});
