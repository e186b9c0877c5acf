import { logError } from '../../runtime/base/log';

/**
 * The analytics click event (docs/widgets/sharing.md, "The share flow"): through gtag when the
 * page has it, else pushed onto Google Tag Manager's `dataLayer` when the page has one, else
 * nothing.
 */
declare global {
  interface Window {
    gtag?: (command: 'event', action: string, parameters: Record<string, unknown>) => void;
    dataLayer?: unknown[];
  }
}

export function trackClick(category: string, label: string): void {
  try {
    if (typeof window.gtag === 'function') {
      window.gtag('event', 'click', { event_category: category, event_label: label });
    } else if (Array.isArray(window.dataLayer)) {
      window.dataLayer.push({ event: 'click', event_category: category, event_label: label });
    }
  } catch (error) {
    // A broken analytics snippet must not break the action the visitor asked for.
    logError('analytics click failed', error);
  }
}
