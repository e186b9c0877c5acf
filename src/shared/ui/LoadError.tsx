import './load-error.css';
import { uiTexts } from './texts';

/**
 * A load failure the visitor can act on: a message naming what failed ("No pudimos
 * cargar los productos.") and 'Reintentar' (the legacy site showed nothing; visitors
 * expect a way out). The failure itself is logged by the widget.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-3 sw-load-error" role="alert">
      <span>{message}</span>
      <button type="button" className="btn btn-outline-dark sw-load-error__retry" onClick={onRetry}>
        {uiTexts.retry}
      </button>
    </div>
  );
}
