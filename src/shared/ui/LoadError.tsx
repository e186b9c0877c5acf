import { loadingTexts } from '../texts/loading';

/**
 * A load failure the visitor can act on: a short message and 'Reintentar' (the
 * legacy site showed nothing; visitors expect a way out). The failure itself is
 * logged by the widget.
 */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-3 sw-load-error" role="alert">
      <span>{loadingTexts.loadError}</span>
      <button type="button" className="btn btn-sm btn-outline-dark" onClick={onRetry}>
        {loadingTexts.retry}
      </button>
    </div>
  );
}
