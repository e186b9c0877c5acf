import type { ReactNode } from 'react';
import { reportFailure, reportProblem } from './report';
import { ensureRoot } from './root';
import { widgetStore } from './store';
import type { WidgetDefinition } from './widget';

/**
 * Mounting, loaded with the first placeholder a page claims (see scan.ts) while the
 * widget's code downloads beside it: it brings React and the page's single root (one
 * chunk with them, so the first widget costs as few requests as can be), reads the
 * attributes, and the widget joins the root.
 */
/** Mounts one claimed placeholder; false when it should be claimed again later. */
export async function mount(element: Element, name: string, download: Promise<WidgetDefinition>): Promise<boolean> {
  let definition: WidgetDefinition;
  try {
    definition = await download;
  } catch (error) {
    reportFailure(element, { widget: name, phase: 'load', error });
    return false;
  }
  if (!element.isConnected) return false;
  let render: () => ReactNode;
  try {
    render = definition.prepare(element, (problem) => reportProblem(name, element, problem));
  } catch (error) {
    reportFailure(element, { widget: name, phase: 'attributes', error });
    return true;
  }
  // The placeholder's own content is the host's fallback (for no-JS visitors or while
  // loading): the widget replaces it in the commit that shows the widget, before the
  // browser paints, so a fallback of the widget's size never makes the page move.
  ensureRoot();
  widgetStore.add({ name, element, render, fallback: [...element.childNodes] });
  return true;
}

export function unmount(element: Element): void {
  widgetStore.remove(element);
}

export interface BodyMount {
  element: HTMLElement;
  unmount: () => void;
}

/**
 * Renders a React node that belongs to no placeholder (the bundle's login modal)
 * through the page's single root: a container is appended to `<body>` and rendered
 * into like a widget's placeholder (same error boundary, same portal list).
 */
export function mountInBody(name: string, render: () => ReactNode): BodyMount {
  ensureRoot();
  const element = document.createElement('div');
  element.setAttribute('data-site-widgets-overlay', name);
  document.body.append(element);
  widgetStore.add({ name, element, render, fallback: [] });
  return {
    element,
    unmount() {
      widgetStore.remove(element);
      element.remove();
    },
  };
}
