import { trackShare, type ShareMethod } from '../page/analytics-events';
import { hasShareSheet, shareOrWhatsapp } from './share-sheet';
import { recipeUrl } from './share-link';
import { shareTexts as texts } from './texts';

interface ShareButtonProps {
  postId: number;
  postName: string;
  className: string;
  /** The share went out (the sheet completed, or WhatsApp opened): the widget records its hit. */
  onShared: (method: ShareMethod) => void;
}

/**
 * "Compartir" (docs/widgets/sharing.md, "Compartir"): the phone's share sheet with the
 * recipe's name, a sentence and its address; WhatsApp's link where there is no sheet or it
 * refuses. A share closed unsent records nothing. Then GA4's `share` event.
 */
export function ShareButton({ postId, postName, className, onShared }: ShareButtonProps) {
  function share() {
    const data = { title: postName, text: texts.recipeText(postName), url: recipeUrl(postId) };
    void shareOrWhatsapp(data).then((method) => {
      if (method === null) return;
      onShared(method);
      trackShare(method, 'recipe', postId);
    });
  }
  return (
    <button type="button" className={`btn btn-outline-success ${className}`} onClick={share}>
      {texts.share}
      {hasShareSheet() ? null : <span className="visually-hidden"> {texts.byWhatsapp}</span>}
    </button>
  );
}
