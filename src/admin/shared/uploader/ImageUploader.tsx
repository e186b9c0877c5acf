import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { historyShortcut, type HistoryStep } from '../ui/history-keys';
import { imagePreparation } from './prepare/load-prepare';
import { DEFAULT_RESIZE_OPTIONS, type ResizeOptions } from './prepare/options';
import { prepareTexts } from './prepare/texts';
import { editorTexts } from '../ui/texts';
import { UndoNotice, type UndoOffer } from '../ui/UndoNotice';
import { ACCEPT } from './file-check';
import { uploaderTexts } from './texts';
import { useUpload } from './use-upload';
import './uploader.css';

interface ImageUploaderProps {
  /** The image's location (what the form posts); '' when there is none. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Names the field: "Imagen del paso 2". */
  readonly label: string;
  /** `{path}` of POST /api/upload_images/{path}. */
  readonly path: string;
  readonly maxMb: number;
  /** How a big photo is made lighter before it is sent; the defaults unless the host says otherwise. */
  readonly resize?: ResizeOptions;
  /** Portrait preview for mobile images. */
  readonly portrait?: boolean;
  /**
   * The uploader's own history (the standalone widget): Ctrl+Z and Ctrl+Shift+Z / Ctrl+Y in
   * the field, and a 'Deshacer' offered after a removal, a replacement or a reset. Inside an
   * editor there is none: the editor's history and shortcuts cover the image.
   */
  readonly history?: UploaderHistory;
}

interface UploaderHistory {
  readonly offer: UndoOffer | null;
  readonly step: (step: HistoryStep) => void;
}

function firstFile(list: FileList | null | undefined): File | null {
  return list && list.length > 0 ? (list[0] ?? null) : null;
}

/**
 * Empty → uploading (on file choice, drop or paste) → shown with a preview and 'Eliminar'.
 * A failed upload keeps the previous value, and offers 'Reintentar' when sending the same file
 * again may work (a lost connection, a server error, too many uploads at once).
 */
export function ImageUploader({ value, onChange, label, path, maxMb, resize = DEFAULT_RESIZE_OPTIONS, portrait = false, history }: ImageUploaderProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [over, setOver] = useState(false);
  const [status, setStatus] = useState('');
  // The just-uploaded file is previewed from memory: no second download of what we sent.
  const [local, setLocal] = useState<{ url: string; for: string } | null>(null);
  const upload = useUpload({
    path,
    maxMb,
    resize,
    announce: setStatus,
    onUploaded: (url, file) => {
      setLocal(typeof URL.createObjectURL === 'function' ? { url: URL.createObjectURL(file), for: url } : null);
      onChange(url);
    },
  });
  const { phase } = upload;

  useEffect(
    () => () => {
      if (local) URL.revokeObjectURL(local.url);
    },
    [local],
  );

  const choose = (file: File | null) => {
    if (file) void upload.start(file);
  };
  // A pointer or focus in the field: a file may be on its way, so its preparation's code starts
  // downloading while the file is being chosen (a failure is logged, and tried again then).
  const prefetch = () => {
    imagePreparation.request().catch(() => undefined);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    choose(firstFile(event.dataTransfer.files));
  };
  const onDragOver = (event: DragEvent) => {
    if (![...event.dataTransfer.types].includes('Files')) return;
    prefetch();
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onPaste = (event: ClipboardEvent) => {
    const file = firstFile(event.clipboardData.files);
    if (file === null) return;
    event.preventDefault();
    choose(file);
  };
  const remove = () => {
    onChange('');
    // The local preview is kept: an undo shows the image again without downloading it.
    upload.settle();
    setStatus(uploaderTexts.removed);
    // 'Eliminar' is about to go: focus stays in the field (where Ctrl+Z undoes), on the button that takes its place.
    chooseButton.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = history === undefined ? null : historyShortcut(event);
    if (step === null) return;
    event.preventDefault();
    history?.step(step);
    setStatus(step === 'undo' ? editorTexts.undone : editorTexts.redone);
  };
  const standing = history?.offer ?? null;
  const offer =
    standing === null
      ? null
      : {
          message: standing.message,
          onUndo: () => {
            standing.onUndo();
            setStatus(editorTexts.undone);
            // The offer's button goes with the offer.
            chooseButton.current?.focus();
          },
        };

  const uploading = phase.name === 'uploading' || phase.name === 'preparing';
  const preview = local !== null && local.for === value ? local.url : value;
  return (
    <div
      className={`sw-uploader${over ? ' sw-uploader--over' : ''}`}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-busy={uploading}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      onPaste={onPaste}
      onKeyDown={onKeyDown}
    >
      <label id={`${id}-label`} htmlFor={`${id}-file`} className="form-label mb-0 fw-semibold">
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        disabled={uploading}
        onChange={(event) => {
          choose(firstFile(event.target.files));
          event.target.value = '';
        }}
      />
      {value !== '' ? (
        <img src={preview} alt={uploaderTexts.preview(label)} className={`sw-uploader__preview${portrait ? ' sw-uploader__preview--mobile' : ''}`} />
      ) : (
        <p className="sw-uploader__hint text-body-secondary">{uploaderTexts.noImage}</p>
      )}
      {phase.name === 'preparing' && <progress className="sw-uploader__progress" aria-label={prepareTexts.preparing} />}
      {phase.name === 'uploading' && (
        <progress className="sw-uploader__progress" max={100} value={phase.percent ?? undefined} aria-label={uploaderTexts.uploading(phase.percent)} />
      )}
      <div className="sw-uploader__actions">
        <button
          ref={chooseButton}
          type="button"
          className="btn btn-outline-primary sw-uploader__button"
          disabled={uploading}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-hint`}
        >
          {value === '' ? uploaderTexts.choose : uploaderTexts.replace}
        </button>
        {value !== '' && (
          <button type="button" className="btn btn-outline-danger sw-uploader__button" disabled={uploading} onClick={remove}>
            {uploaderTexts.remove} <span className="visually-hidden">{label.toLowerCase()}</span>
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="sw-uploader__hint text-body-secondary">
        {uploaderTexts.hint(maxMb, resize.enabled)}
      </p>
      {phase.name === 'failed' && (
        <div className="alert alert-danger mb-0 d-flex flex-wrap gap-2 align-items-center" role="alert">
          <span>{phase.message}</span>
          {phase.retry !== null && (
            <button type="button" className="btn btn-danger sw-uploader__button" onClick={() => void upload.retry()}>
              {uploaderTexts.retry}
            </button>
          )}
        </div>
      )}
      <UndoNotice offer={offer} status={status} />
    </div>
  );
}
