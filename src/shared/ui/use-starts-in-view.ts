import { useState } from 'react';
import { useWidget } from '../../runtime';

/**
 * Whether the widget's placeholder began on the first screen when the widget mounted. Its
 * first images are then what the visitor waits for (often the page's largest paint): worth
 * asking for at once and ahead of the rest, instead of lazily. Read once: scrolling later
 * changes nothing.
 */
/** How many of a listing's first cards load their image at once when the listing starts on the first screen. */
export const PRIORITY_CARDS = 2;

export function useStartsInView(): boolean {
  const { element } = useWidget();
  const [inView] = useState(() => element.getBoundingClientRect().top < window.innerHeight);
  return inView;
}
