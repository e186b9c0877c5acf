import type { LoadStrategy } from './strategy';
import { loadOption, reportOption } from './option';

/**
 * `media` (as Astro's `client:media`): loads once `data-widget-load-media` matches — at
 * once if it does, or when the window comes to match it (a rotated phone, a resized
 * window). A widget only phones show costs a desktop nothing. A placeholder without a
 * query, or with one the browser cannot read, loads at once (and says so): showing the
 * widget is the safer mistake.
 */
const media: LoadStrategy = (element, load) => {
  const query = loadOption(element, 'media');
  if (query === null || typeof matchMedia !== 'function') {
    if (query === null) reportOption(element, 'media', '', 'loading at once');
    load();
    return () => {};
  }
  const list = matchMedia(query);
  // An unreadable query reads back as "not all", which never matches.
  if (list.media === 'not all' && query !== 'not all') {
    reportOption(element, 'media', query, 'loading at once');
    load();
    return () => {};
  }
  if (list.matches) {
    load();
    return () => {};
  }
  const change = (event: MediaQueryListEvent) => {
    if (!event.matches) return;
    list.removeEventListener('change', change);
    load();
  };
  list.addEventListener('change', change);
  return () => list.removeEventListener('change', change);
};

export default media;
