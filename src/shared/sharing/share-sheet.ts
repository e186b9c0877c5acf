import type { ShareMethod } from '../page/analytics-events';
import { whatsappLink } from './whatsapp-link';

/** What the share sheet gets: the page's title, a sentence, and the address apart. */
export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** The browser has a share sheet (phones, and some desktops): `navigator.share` exists. */
export function hasShareSheet(): boolean {
  return typeof navigator.share === 'function';
}

/**
 * Shares through the phone's share sheet where the browser has one and takes this data
 * (`canShare` may be missing: then it is tried), else opens WhatsApp's link in a new window
 * (text and address together, to whoever the visitor picks). Resolves with how it went out,
 * or null when the visitor closed the sheet without sharing (`AbortError`: no error, and
 * nothing to record). Any other refusal of the sheet falls back to WhatsApp. Called inside
 * the click: the sheet and the window both need the visitor's gesture.
 */
export async function shareOrWhatsapp(data: ShareData): Promise<ShareMethod | null> {
  if (hasShareSheet() && navigator.canShare?.(data) !== false) {
    try {
      await navigator.share(data);
      return 'share_sheet';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return null;
    }
  }
  window.open(whatsappLink('', `${data.text} ${data.url}`), '_blank', 'noopener');
  return 'whatsapp';
}
