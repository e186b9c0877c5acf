import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Portals } from './Portals';

let root: Root | null = null;

/**
 * The page's single React root. Its container stays detached: widgets render through
 * portals into their placeholders, so the host's DOM gains nothing but widget content.
 */
export function ensureRoot(): void {
  if (root !== null) return;
  root = createRoot(document.createElement('div'), {
    // WidgetBoundary reports caught errors (console + DOM event); React need not log them again.
    onCaughtError: () => {},
  });
  root.render(createElement(Portals));
}
