import { logError } from '../../base/log';
import { analyticsAllowed } from './consent';
import { afterShown } from './shown';

/**
 * The one analytics adapter (docs/widgets/sharing.md, "Analytics"): an event goes through
 * gtag when the page has it, else onto Google Tag Manager's `dataLayer` when the page has
 * one, else nowhere; and nowhere at all while analytics is not allowed: the host said the
 * visitor refused (`window.SiteWidgets.analyticsConsent: false`), or the page asks with the
 * `consent-notice` widget and the visitor has not chosen 'Aceptar' (consent.ts, docs/hosting.md, "Consent").
 */

/** Parameters of an event: what GA4 takes (texts and numbers). */
export type EventParameters = Record<string, string | number>;

export function sendEvent(name: string, parameters: EventParameters): void {
  // A page prerendered ahead of a tap sends its events once the visitor sees it, in order.
  afterShown(() => send(name, parameters));
}

function send(name: string, parameters: EventParameters): void {
  try {
    if (!analyticsAllowed()) return;
    if (typeof window.gtag === 'function') window.gtag('event', name, parameters);
    else if (Array.isArray(window.dataLayer)) window.dataLayer.push({ event: name, ...parameters });
  } catch (error) {
    // A broken analytics snippet must not break the action the visitor asked for.
    logError('analytics event failed', error);
  }
}

/** The click event the WhatsApp buttons have always sent (docs/widgets/sharing.md, "The share flow"). */
export function trackClick(category: string, label: string): void {
  sendEvent('click', { event_category: category, event_label: label });
}
