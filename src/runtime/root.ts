import { createElement, startTransition } from 'react';
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
  const page = root;
  // A transition, like every mount after it (Portals.tsx): rendered in slices, never one long task.
  startTransition(() => page.render(createElement(Portals)));
}
