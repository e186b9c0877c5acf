import { logError } from '../../runtime/base/log';
import { readPageGlobals } from './globals';
import { afterShown } from './shown';

/**
 * The one analytics adapter (docs/widgets/sharing.md, "Analytics"): an event goes through
 * gtag when the page has it, else onto Google Tag Manager's `dataLayer` when the page has
 * one, else nowhere; and nowhere at all when the host says the visitor refused analytics
 * (`window.SiteWidgets.analyticsConsent: false`, docs/hosting.md).
 */
declare global {
  interface Window {
    gtag?: (command: 'event', action: string, parameters: Record<string, unknown>) => void;
    dataLayer?: unknown[];
  }
}

/** Parameters of an event: what GA4 takes (texts and numbers). */
export type EventParameters = Record<string, string | number>;

export function sendEvent(name: string, parameters: EventParameters): void {
  // A page prerendered ahead of a tap sends its events once the visitor sees it, in order.
  afterShown(() => send(name, parameters));
}

function send(name: string, parameters: EventParameters): void {
  try {
    if (!readPageGlobals().analyticsConsent) return;
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
