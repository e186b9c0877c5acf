import './editor.css';
import { editorTexts } from './texts';

interface UnavailableProps {
  /** What is wrong, in Spanish, and that the form posts the value unchanged. */
  readonly message: string;
  /** The technical reason (a parser's message, in English): for whoever maintains the site. */
  readonly detail?: string;
}

/**
 * What an editor shows instead of its fields when it cannot edit (the form posts the input
 * as it was). A native `<details>` holds the technical reason: no heading is wanted here,
 * unlike the FAQ's disclosure.
 */
export function Unavailable({ message, detail }: UnavailableProps) {
  return (
    <div className="alert alert-warning sw-editor__error">
      <p className="mb-0" role="alert">
        {message}
      </p>
      {detail !== undefined && (
        <details className="sw-editor__detail">
          <summary>{editorTexts.technicalDetail}</summary>
          <code className="sw-editor__detail-text">{detail}</code>
        </details>
      )}
    </div>
  );
}
