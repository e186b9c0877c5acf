import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { scrollBehavior, scrollIntoRow } from './scroll';

export interface RowEdges {
  /** There is more of the row before its visible part. */
  start: boolean;
  /** There is more after it. */
  end: boolean;
}

/**
 * A row that scrolls sideways (the tab list): which of its edges hide more content, and
 * the current item scrolled into it whenever `itemKey` changes (without animation the
 * first time, so a restored tab is simply there), and again when the browser brings the
 * page back from its back-forward cache (the row may have been scrolled away from it).
 */
export function useRowScroll(currentItem: () => HTMLElement | null, itemKey: string) {
  const listRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<RowEdges>({ start: false, end: false });
  const first = useRef(true);

  const measure = useCallback(() => {
    const list = listRef.current;
    if (list === null) return;
    const max = list.scrollWidth - list.clientWidth;
    const next = { start: list.scrollLeft > 1, end: list.scrollLeft < max - 1 };
    setEdges((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
  }, []);

  useLayoutEffect(() => {
    const list = listRef.current;
    const item = currentItem();
    if (list !== null && item !== null) scrollIntoRow(list, item, first.current ? 'auto' : scrollBehavior());
    first.current = false;
    measure();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- currentItem reads refs and is a new function each render: only the key says when the item changed
  }, [itemKey, measure]);

  const currentRef = useRef(currentItem);
  useEffect(() => {
    currentRef.current = currentItem;
  });

  useEffect(() => {
    const list = listRef.current;
    if (list === null) return undefined;
    const onPageShow = (event: PageTransitionEvent) => {
      const item = currentRef.current();
      if (event.persisted && item !== null) scrollIntoRow(list, item, 'auto');
    };
    window.addEventListener('pageshow', onPageShow);
    list.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(list);
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', measure);
      resize?.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [measure]);

  return { listRef, edges };
}
