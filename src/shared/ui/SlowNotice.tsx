import { uiTexts } from './texts';

// WCAG 2.5.5: a comfortable touch target, whatever the host's button sizes.
const TOUCH_TARGET = { minHeight: '44px' } as const;

/**
 * Said politely while a request takes longer than usual, beside the skeletons: the
 * request goes on (its answer still shows if it comes), and 'Reintentar' asks again.
 */
export function SlowNotice({ slow, onRetry }: { slow: boolean; onRetry: () => void }) {
  if (!slow) return null;
  return (
    <div className="alert alert-light border d-flex flex-wrap align-items-center gap-3 sw-slow-notice" role="status" aria-live="polite">
      <span>{uiTexts.slow}</span>
      <button type="button" className="btn btn-outline-dark" style={TOUCH_TARGET} onClick={onRetry}>
        {uiTexts.retry}
      </button>
    </div>
  );
}
