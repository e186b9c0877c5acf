import { useEffect, useState } from 'react';
import { findHiddenInput } from '../../shared/hidden-input';
import { useWidget, type AttributeValues } from '../../shared/runtime';
import { Announcer } from '../shared/Announcer';
import { DraftNotice } from '../shared/drafts/DraftNotice';
import { useFieldsDraft } from '../shared/drafts/use-fields-draft';
import type { attributes } from './attributes';
import { ImageUploader } from './ImageUploader';
import { mediaLabel } from './media';

function writeField(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The standalone uploader: its value lives in the host form's field named by `data-tag`. */
export function ImageUploaderWidget({ tag, section, media, label, maxMb }: AttributeValues<typeof attributes>) {
  const { element } = useWidget();
  const [field] = useState(() => findHiddenInput(element, tag));
  const [initial] = useState(() => field?.value ?? '');
  const [value, setValue] = useState(initial);
  const [form] = useState(() => field?.form ?? element.closest('form'));
  const change = (next: string) => {
    setValue(next);
    if (field) writeField(field, next);
  };
  // The image's URL is the draft: never the file, which the server already has.
  const draft = useFieldsDraft(form, { [tag]: initial }, (values) => change(values[tag] ?? ''));
  const { track } = draft;
  useEffect(() => track({ [tag]: value }, value === initial), [track, tag, value, initial]);

  useEffect(() => {
    // A hidden input's value is its attribute, which the form's reset leaves alone.
    const onReset = () => setTimeout(() => {
      setValue(initial);
      if (field) writeField(field, initial);
    }, 0);
    form?.addEventListener('reset', onReset);
    return () => form?.removeEventListener('reset', onReset);
  }, [form, field, initial]);

  return (
    <>
      <Announcer>
        <DraftNotice draft={draft.controls} />
      </Announcer>
      <ImageUploader value={value} onChange={change} label={label ?? mediaLabel(media)} path={section} maxMb={maxMb} portrait={media.kind === 'mobile'} />
      {field === null && <input type="hidden" name={tag} value={value} />}
    </>
  );
}
