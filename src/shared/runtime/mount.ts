import type { ReactNode } from 'react';
import { reportFailure } from './report';
import { loadRoot } from './root-loader';
import { widgetStore } from './store';
import type { WidgetDefinition } from './widget';

/**
 * Mounting, loaded with the first placeholder a page claims (see scan.ts): the widget's
 * code and React download side by side, the attributes are read, and the widget joins
 * the page's single root.
 */
/** Mounts one claimed placeholder; false when it should be claimed again later. */
export async function mount(element: Element, name: string, download: Promise<WidgetDefinition>): Promise<boolean> {
  let definition: WidgetDefinition;
  try {
    [definition] = await Promise.all([download, loadRoot()]);
  } catch (error) {
    reportFailure(element, { widget: name, phase: 'load', error });
    return false;
  }
  if (!element.isConnected) return false;
  let render: () => ReactNode;
  try {
    render = definition.prepare(element);
  } catch (error) {
    reportFailure(element, { widget: name, phase: 'attributes', error });
    return true;
  }
  // The placeholder's own content is the host's fallback (for no-JS visitors or while
  // loading): the widget replaces it in the commit that shows the widget, before the
  // browser paints, so a fallback of the widget's size never makes the page move.
  widgetStore.add({ name, element, render, fallback: [...element.childNodes] });
  return true;
}

export function unmount(element: Element): void {
  widgetStore.remove(element);
}
