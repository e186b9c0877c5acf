import { useEffect, useRef, useState } from 'react';
import { useWidget } from '../../../runtime';
import { uploadImage, uploadPath } from './uploads';
import { fileToSend, type UploadDecision } from '../image-prepare/file-to-send';
import type { ResizeOptions } from '../image-prepare/options';
import { prepareImage } from '../image-prepare/prepare-image';
import { megabytes, prepareTexts } from '../image-prepare/texts';
import { refusalMessage, uploadErrorMessage } from './error-message';
import { checkImageFile } from './file-check';
import { uploaderTexts } from './texts';

export type UploadPhase =
  | { name: 'idle' }
  /** Made lighter before it is sent (a phone photo): see `image-prepare/`. */
  | { name: 'preparing' }
  | { name: 'uploading'; percent: number | null }
  | { name: 'failed'; message: string; retry: File | null };

export interface UploadOptions {
  /** `{path}` of POST /api/upload_images/{path}. */
  readonly path: string;
  readonly maxMb: number;
  readonly resize: ResizeOptions;
  /** The server has the file at `url`; `file` is what was sent, for a preview from memory. */
  readonly onUploaded: (url: string, file: File) => void;
  /** Tells a screen reader how the upload goes ('' says nothing). */
  readonly announce: (status: string) => void;
}

export interface Upload {
  readonly phase: UploadPhase;
  /** Checks `file`, then sends it; ignored (and said so) while another one is on its way. */
  readonly start: (file: File) => Promise<void>;
  /** Forgets a failure: the field's value changed some other way. */
  readonly settle: () => void;
}

/** The message for a file that is not sent: too big as chosen, not made lighter, or still too big. */
function refusal(file: File, decision: Extract<UploadDecision, { ok: false }>, maxMb: number): string {
  const mb = megabytes(decision.bytes);
  switch (decision.refusal) {
    case 'too-big':
      return uploaderTexts.tooBig(file.name, mb, maxMb);
    case 'not-prepared':
      return prepareTexts.notPrepared(file.name, mb, maxMb);
    case 'still-too-big':
      return prepareTexts.stillTooBig(file.name, mb, maxMb);
  }
}

/**
 * A chosen file's way to the server, one step after the other: the file check (a file that
 * is not an image never leaves the page), the preparation (a big photo is made lighter and
 * turned upright), the size limit on what is to be sent, then the upload with its progress.
 * A failed upload keeps the prepared file for 'Reintentar'; an uploader taken off the page
 * cancels what is under way.
 */
export function useUpload({ path, maxMb, resize, onUploaded, announce }: UploadOptions): Upload {
  const widget = useWidget();
  const busy = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const [phase, setPhase] = useState<UploadPhase>({ name: 'idle' });

  useEffect(() => () => abort.current?.abort(), []);

  const start = async (file: File) => {
    // A second choice, drop or double click while a file is on its way is ignored.
    if (busy.current) {
      announce(uploaderTexts.busy);
      return;
    }
    busy.current = true;
    const controller = new AbortController();
    abort.current = controller;
    try {
      // The type first; the size is judged on what will be sent, once prepared.
      const verdict = await checkImageFile(file, Number.POSITIVE_INFINITY);
      if (!verdict.ok) {
        setPhase({ name: 'failed', message: refusalMessage(file, verdict.reason, maxMb), retry: null });
        return;
      }
      setPhase({ name: 'preparing' });
      announce(prepareTexts.preparing);
      const prepared = await prepareImage(file, verdict.kind, resize, controller.signal);
      // A failed resize is this browser's limit, not the site's: the message says it, no report.
      const decision = fileToSend(file, prepared, maxMb * 1024 * 1024);
      if (!decision.ok) {
        setPhase({ name: 'failed', message: refusal(file, decision, maxMb), retry: null });
        announce('');
        return;
      }
      await send(decision.file, controller);
    } catch (error) {
      // Only an abort (the uploader left the page) rejects the preparation.
      if (!controller.signal.aborted) throw error;
    } finally {
      busy.current = false;
    }
  };

  const send = async (file: File, controller: AbortController) => {
    setPhase({ name: 'uploading', percent: null });
    announce(uploaderTexts.uploading(null));
    try {
      const url = await uploadImage(file, { path, signal: controller.signal, onProgress: (percent) => setPhase({ name: 'uploading', percent }) });
      setPhase({ name: 'idle' });
      announce(uploaderTexts.uploaded);
      onUploaded(url, file);
    } catch (error) {
      if (controller.signal.aborted) return;
      const url = uploadUrlOf(path);
      widget.report({ phase: 'request', message: `could not upload ${url}`, error, url });
      setPhase({ name: 'failed', message: uploadErrorMessage(error), retry: file });
      announce('');
    }
  };

  return { phase, start, settle: () => setPhase({ name: 'idle' }) };
}

/** The upload's URL for the report; a folder it refuses (`..`) is named as written. */
function uploadUrlOf(path: string): string {
  try {
    return uploadPath(path);
  } catch {
    return `/api/upload_images/${path}`;
  }
}
