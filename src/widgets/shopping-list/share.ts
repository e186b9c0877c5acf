import { hasShareSheet } from '../../shared/sharing/share-sheet';
import { whatsappLink } from '../../shared/sharing/whatsapp-link';

/**
 * The list through the phone's share sheet, else WhatsApp's link in a new window (to whoever
 * the visitor picks). No address goes with it: the list lives on this device only, so its page
 * would show another phone its own list. Called inside the click; resolves false when the
 * visitor closed the sheet unsent.
 */
export async function shareList(title: string, text: string): Promise<boolean> {
  if (hasShareSheet() && navigator.canShare?.({ title, text }) !== false) {
    try {
      await navigator.share({ title, text });
      return true;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return false;
    }
  }
  window.open(whatsappLink('', text), '_blank', 'noopener');
  return true;
}
