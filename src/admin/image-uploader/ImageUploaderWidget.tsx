import { useEffect, useMemo, useState } from 'react';
import { useWidget, type AttributeValues } from '../../runtime';
import { Announcer } from '../shared/ui/Announcer';
import { DraftNotice } from '../shared/drafts/DraftNotice';
import { useFieldsDraft } from '../shared/drafts/use-fields-draft';
import { findHiddenField, hostForm } from '../shared/hidden-field/find';
import { useFieldValue } from '../shared/hidden-field/use-field-value';
import { useFormReset } from '../shared/hidden-field/use-form-reset';
import type { HistoryStep } from '../shared/ui/history-keys';
import { DEFAULT_RESIZE_OPTIONS } from '../shared/uploader/prepare/options';
import { ImageUploader } from '../shared/uploader/ImageUploader';
import { mediaLabel } from '../shared/uploader/media';
import { uploaderTexts } from '../shared/uploader/texts';
import { useValueHistory } from '../shared/plain-fields/use-value-history';
import type { attributes } from './attributes';

/** The change a 'Deshacer' beside the field would take back, while the image is still what it left. */
interface Offer {
  readonly message: string;
  readonly image: string;
}

/**
 * The standalone uploader: its value lives in the host form's field named by `data-tag`.
 * Every change (upload, replacement, removal, the form's reset) is a step of its own
 * history: Ctrl+Z in the widget, or the 'Deshacer' it offers after a removal, a
 * replacement or a reset, takes it back.
 */
export function ImageUploaderWidget({ tag, section, media, label, maxMb, resize, resizeLongSide, resizeType }: AttributeValues<typeof attributes>) {
  const { element } = useWidget();
  const resizeOptions = useMemo(() => ({ ...DEFAULT_RESIZE_OPTIONS, enabled: resize, longSide: resizeLongSide, type: resizeType }), [resize, resizeLongSide, resizeType]);
  const [field] = useState(() => findHiddenField(element, tag));
  const history = useValueHistory({ image: field?.value ?? '' });
  const [offer, setOffer] = useState<Offer | null>(null);
  const { image } = history.value;
  const [form] = useState(() => hostForm(field, element));
  // The image's URL is the draft: never the file, which the server already has. A
  // recovered draft is one more step of the image's history (Ctrl+Z takes it back).
  const draft = useFieldsDraft(form, { [tag]: history.initial.image }, (values) => history.set({ image: values[tag] ?? '' }));
  const { track } = draft;
  useEffect(() => track({ [tag]: image }, image === history.initial.image), [track, tag, image, history.initial]);

  useFieldValue(field, image);
  useFormReset(form, () => {
    if (image === history.initial.image) return;
    history.reset();
    setOffer({ message: uploaderTexts.resetOffer, image: history.initial.image });
  });

  const change = (next: string) => {
    if (next === image) return;
    history.set({ image: next });
    if (next === '') setOffer({ message: uploaderTexts.removedOffer, image: next });
    else if (image !== '') setOffer({ message: uploaderTexts.replacedOffer, image: next });
    else setOffer(null);
  };
  const step = (which: HistoryStep) => {
    if (which === 'undo') history.undo();
    else history.redo();
    setOffer(null);
  };
  // An offer stands only while the image is the one it speaks of.
  const standing = offer !== null && offer.image === image && history.canUndo ? { message: offer.message, onUndo: () => step('undo') } : null;
  return (
    <>
      <Announcer>
        <DraftNotice draft={draft.controls} />
      </Announcer>
      <ImageUploader
        value={image}
        onChange={change}
        label={label ?? mediaLabel(media)}
        path={section}
        maxMb={maxMb}
        resize={resizeOptions}
        portrait={media.kind === 'mobile'}
        history={{ offer: standing, step }}
      />
      {field === null && <input type="hidden" name={tag} value={image} />}
    </>
  );
}
