import type { LoadStrategy } from './strategy';
import { pageLoaded } from '../base/page-loaded';
import { loadOption, reportOption } from './option';

/**
 * `idle` (as Astro's `client:idle`): after the page's `load` event, when the browser is
 * idle — or after `data-widget-load-timeout` milliseconds at the most (2000 by default), so
 * a busy page still gets the widget. Browsers without `requestIdleCallback` (Safari) wait a
 * moment after `load` instead.
 */
const DEFAULT_TIMEOUT = 2000;
const WITHOUT_IDLE_CALLBACK = 200;

function timeoutOf(element: Element): number {
  const text = loadOption(element, 'timeout');
  if (text === null) return DEFAULT_TIMEOUT;
  if (/^\d+$/.test(text)) return Number(text);
  reportOption(element, 'timeout', text, `waiting at most ${DEFAULT_TIMEOUT} ms`);
  return DEFAULT_TIMEOUT;
}

const idle: LoadStrategy = (element, load) => {
  const timeout = timeoutOf(element);
  let cancel: (() => void) | null = null;
  let forgotten = false;
  void pageLoaded().then(() => {
    if (forgotten) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(load, { timeout });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(load, WITHOUT_IDLE_CALLBACK);
      cancel = () => clearTimeout(handle);
    }
  });
  return () => {
    forgotten = true;
    cancel?.();
  };
};

export default idle;
