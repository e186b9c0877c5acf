import { useEffect, useRef, useState } from 'react';
import { useWidget } from '../../../runtime';
import { uploadImage, uploadPath } from '../../../shared/api/uploads';
import { refusalMessage, uploadErrorMessage } from './error-message';
import { checkImageFile } from './file-check';
import { uploaderTexts } from './texts';

export type UploadPhase =
  | { name: 'idle' }
  | { name: 'uploading'; percent: number | null }
  | { name: 'failed'; message: string; retry: File | null };

export interface UploadOptions {
  /** `{path}` of POST /api/upload_images/{path}. */
  readonly path: string;
  readonly maxMb: number;
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

/**
 * A chosen file's way to the server, one step after the other: the file check (a refused
 * file never leaves the page), then the upload with its progress. A failed upload keeps
 * the file for 'Reintentar'; an uploader taken off the page cancels its upload under way.
 */
export function useUpload({ path, maxMb, onUploaded, announce }: UploadOptions): Upload {
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
    try {
      const verdict = await checkImageFile(file, maxMb * 1024 * 1024);
      if (!verdict.ok) {
        setPhase({ name: 'failed', message: refusalMessage(file, verdict.reason, maxMb), retry: null });
        return;
      }
      setPhase({ name: 'uploading', percent: null });
      announce(uploaderTexts.uploading(null));
      const controller = new AbortController();
      abort.current = controller;
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
    } finally {
      busy.current = false;
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
