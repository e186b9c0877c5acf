import { domReady } from './dom-ready';
import { mountWithin, prefetchWithin, registerLoaders } from './scan';
import { observeDocument } from './observer';
import { logError } from '../base/log';
import type { WidgetLoaders } from './widget';

let started: Promise<void> | null = null;

/**
 * Registers an entry's widgets and mounts the page. Each entry (public, admin) calls it;
 * they share this module, so a page loading both gets one root and one observer.
 */
export function start(loaders: WidgetLoaders): Promise<void> {
  registerLoaders(loaders);
  if (started === null) {
    started = begin();
  } else {
    // A later entry: mount what the earlier one could not know.
    void started.then(() => mountWithin(document));
  }
  return started;
}

async function begin(): Promise<void> {
  await domReady();
  prefetchWithin(document);
  await hostReady();
  observeDocument();
  mountWithin(document);
}

async function hostReady(): Promise<void> {
  const ready = window.SiteWidgets?.ready;
  if (ready === undefined) return;
  try {
    await ready;
  } catch (error) {
    logError('window.SiteWidgets.ready rejected; mounting anyway', error);
  }
}
