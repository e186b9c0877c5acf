/** Scrolling that respects the visitor's motion preference, for the listings. */

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/**
 * Scrolls a row (the tab list) sideways so that `item` is wholly inside it, centred when
 * it was not; the page itself never scrolls (scrollIntoView would move it too).
 */
export function scrollIntoRow(row: HTMLElement, item: HTMLElement, behavior: ScrollBehavior): void {
  const rowBox = row.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  if (itemBox.left >= rowBox.left && itemBox.right <= rowBox.right) return;
  const left = row.scrollLeft + (itemBox.left - rowBox.left) - (rowBox.width - itemBox.width) / 2;
  if (typeof row.scrollTo === 'function') row.scrollTo({ left: Math.max(left, 0), behavior });
  else row.scrollLeft = Math.max(left, 0);
}

const HEADING = /^H[1-6]$/;

/**
 * The host's heading that titles a placeholder: the heading right before it, else the
 * heading naming its closest `aria-labelledby` region (the demo's and the docs' markup).
 */
function hostHeading(placeholder: Element): Element | null {
  const previous = placeholder.previousElementSibling;
  if (previous !== null && HEADING.test(previous.tagName)) return previous;
  const labelledBy = placeholder.closest('[aria-labelledby]')?.getAttribute('aria-labelledby');
  const heading = labelledBy ? document.getElementById(labelledBy.split(/\s+/)[0] ?? '') : null;
  return heading !== null && HEADING.test(heading.tagName) && heading.compareDocumentPosition(placeholder) & Node.DOCUMENT_POSITION_FOLLOWING ? heading : null;
}

/** Breathing room above what is scrolled to, in pixels. */
const MARGIN = 16;

/**
 * Brings a listing's top into view after a page change, its host heading included: the
 * root's scroll margin grows by the heading's distance above it, so the heading is not
 * left cut off at the top of a phone's screen.
 */
export function bringListingIntoView(root: HTMLElement, placeholder: Element): void {
  if (typeof root.scrollIntoView !== 'function') return;
  const heading = hostHeading(placeholder);
  const above = heading === null ? 0 : Math.max(root.getBoundingClientRect().top - heading.getBoundingClientRect().top, 0);
  root.style.scrollMarginTop = `${Math.round(above + MARGIN)}px`;
  root.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
}
