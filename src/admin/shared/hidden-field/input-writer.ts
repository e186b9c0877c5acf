import type { HiddenField } from './find';
import { writeHiddenField } from './write';

/**
 * Writes an editor's document into its hidden input: debounced while typing, flushed
 * before the host's form is read (submit and `formdata`), and the server's original text,
 * byte for byte, whenever the document is back to what was read.
 */
export interface InputWriter {
  write(doc: unknown, pristine: boolean): void;
  flush(): void;
  dispose(): void;
}

const DELAY_MS = 250;

export function inputWriter(input: HiddenField, original: string): InputWriter {
  let pending: { doc: unknown; pristine: boolean } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (pending === null) return;
    const { doc, pristine } = pending;
    pending = null;
    writeHiddenField(input, pristine ? original : JSON.stringify(doc));
  };
  // A script's `new FormData(form)` fires `formdata` after reading the fields: the entry is set there too.
  const onFormData = (event: Event) => {
    flush();
    if (typeof FormDataEvent !== 'undefined' && event instanceof FormDataEvent && input.name !== '') event.formData.set(input.name, input.value);
  };
  const form = input.form;
  form?.addEventListener('submit', flush, true);
  form?.addEventListener('formdata', onFormData, true);
  return {
    write(doc, pristine) {
      pending = { doc, pristine };
      clearTimeout(timer);
      timer = setTimeout(flush, DELAY_MS);
    },
    flush,
    dispose() {
      flush();
      form?.removeEventListener('submit', flush, true);
      form?.removeEventListener('formdata', onFormData, true);
    },
  };
}
