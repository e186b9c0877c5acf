import { useMemo } from 'react';
import type { AttributeValues } from '../../runtime';
import { PlainFieldsNotice } from '../shared/plain-fields/PlainFieldsNotice';
import { usePlainFields } from '../shared/plain-fields/use-plain-fields';
import { ImageUploader } from '../shared/uploader/ImageUploader';
import { mediaLabel } from '../shared/uploader/media';
import { DEFAULT_RESIZE_OPTIONS } from '../shared/uploader/prepare/options';
import { uploaderTexts } from '../shared/uploader/texts';
import type { attributes } from './attributes';

/** What a 'Deshacer' beside the field says after the image went from `before` to `after` (nothing for a first image). */
function offerFor(before: string, after: string): string | undefined {
  if (after === '') return uploaderTexts.removedOffer;
  return before === '' ? undefined : uploaderTexts.replacedOffer;
}

/**
 * The standalone uploader: its value lives in the host form's field named by `data-tag`.
 * Every change (upload, replacement, removal, the form's reset, a recovered draft) is a
 * step of its own history: Ctrl+Z in the widget, or the 'Deshacer' it offers after a
 * removal, a replacement, a reset or a recovery, takes it back. The image's URL is the
 * draft: never the file, which the server already has.
 */
export function ImageUploaderWidget({ tag, section, media, label, maxMb, resize, resizeLongSide, resizeType }: AttributeValues<typeof attributes>) {
  const resizeOptions = useMemo(
    () => ({ ...DEFAULT_RESIZE_OPTIONS, enabled: resize, longSide: resizeLongSide, type: resizeType }),
    [resize, resizeLongSide, resizeType],
  );
  const fields = usePlainFields({ names: [tag], drafts: true, resetOffer: uploaderTexts.resetOffer });
  const image = fields.value[tag] ?? '';
  const change = (next: string) => {
    if (next !== image) fields.change({ [tag]: next }, offerFor(image, next));
  };
  const offer = fields.offer === null ? null : { message: fields.offer, onUndo: () => fields.step('undo') };
  return (
    <>
      <PlainFieldsNotice draft={fields.draft} />
      <ImageUploader
        value={image}
        onChange={change}
        label={label ?? mediaLabel(media)}
        path={section}
        maxMb={maxMb}
        resize={resizeOptions}
        portrait={media.kind === 'mobile'}
        history={{ offer, step: fields.step }}
      />
      {fields.inputs.get(tag) === null && <input type="hidden" name={tag} value={image} />}
    </>
  );
}
