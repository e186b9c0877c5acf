import type { ConsentChoice } from './consent';

/**
 * The page's gtag and dataLayer, as Google's tag and Tag Manager read them: declared once here
 * for the analytics adapter and the consent signals.
 */
type ConsentSignals = Record<'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage', ConsentChoice>;

declare global {
  interface Window {
    /** `gtag('event', name, parameters)` and `gtag('consent', 'default' | 'update', signals)`. */
    gtag?: (command: 'event' | 'consent', action: string, parameters: Record<string, unknown>) => void;
    dataLayer?: unknown[];
  }
}

/**
 * Consent Mode v2's signals for a choice. The notice asks about measurement only (the site shows
 * no ads), so 'Aceptar' grants `analytics_storage` and leaves the three ad signals denied.
 */
function consentSignals(choice: ConsentChoice): ConsentSignals {
  return { analytics_storage: choice, ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
}

/**
 * `gtag('consent', 'update', …)`: through the page's gtag, else onto dataLayer as gtag would push
 * it. The tag reads only an `arguments` object from dataLayer (an array is not a command), hence
 * the classic function.
 */
export function updateConsent(choice: ConsentChoice): void {
  if (typeof window.gtag !== 'function') {
    const dataLayer = (window.dataLayer ??= []);
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- the tag recognises a command only as an `arguments` object
      dataLayer.push(arguments);
    };
  }
  window.gtag('consent', 'update', consentSignals(choice));
}
