import type { ReactNode } from 'react';
import { reportFailure } from './report';
import { widgetStore } from './store';
import type { WidgetDefinition, WidgetLoader } from './widget';

export const WIDGET_ATTRIBUTE = 'data-widget-name';
export const WIDGET_SELECTOR = `[${WIDGET_ATTRIBUTE}]`;

const loaders = new Map<string, WidgetLoader>();
const definitions = new Map<string, Promise<WidgetDefinition>>();
/** Placeholders that are mounted, loading, or failed: each is handled once. */
const claimed = new WeakSet<Element>();
const mounted = new Set<Element>();

export function registerLoaders(entries: Readonly<Record<string, WidgetLoader>>): void {
  for (const [name, loader] of Object.entries(entries)) loaders.set(name, loader);
}

function loadDefinition(name: string, loader: WidgetLoader): Promise<WidgetDefinition> {
  let definition = definitions.get(name);
  if (definition === undefined) {
    definition = loader().then((module) => module.default);
    // A failed download may succeed later (flaky network): do not cache the failure.
    definition.catch(() => definitions.delete(name));
    definitions.set(name, definition);
  }
  return definition;
}

/** Mounts every unclaimed placeholder in `root` (the root itself included). */
export function mountWithin(root: ParentNode): void {
  if (root instanceof Element && root.matches(WIDGET_SELECTOR)) void mountElement(root);
  for (const element of root.querySelectorAll(WIDGET_SELECTOR)) void mountElement(element);
}

async function mountElement(element: Element): Promise<void> {
  if (claimed.has(element)) return;
  const name = element.getAttribute(WIDGET_ATTRIBUTE) ?? '';
  const loader = loaders.get(name);
  if (loader === undefined) {
    unknownWidgets.add(element);
    scheduleUnknownReport();
    return;
  }
  claimed.add(element);
  unknownWidgets.delete(element);
  element.setAttribute('data-widget-state', 'loading');
  let definition: WidgetDefinition;
  try {
    definition = await loadDefinition(name, loader);
  } catch (error) {
    claimed.delete(element);
    reportFailure(element, { widget: name, phase: 'load', error });
    return;
  }
  if (!element.isConnected) {
    claimed.delete(element);
    return;
  }
  let render: () => ReactNode;
  try {
    render = definition.prepare(element);
  } catch (error) {
    reportFailure(element, { widget: name, phase: 'attributes', error });
    return;
  }
  // The placeholder's own content is the host's fallback (for no-JS visitors or while
  // loading): the widget replaces it in the commit that shows the widget, before the
  // browser paints, so a fallback of the widget's size never makes the page move.
  mounted.add(element);
  widgetStore.add({ name, element, render, fallback: [...element.childNodes] });
}

/** Unmounts widgets whose placeholder has left the document (a move is not a removal). */
export function unmountDetached(): void {
  for (const element of mounted) {
    if (element.isConnected) continue;
    mounted.delete(element);
    claimed.delete(element);
    widgetStore.remove(element);
  }
}

const unknownWidgets = new Set<Element>();
let reportScheduled = false;

/**
 * Placeholders naming no registered widget are reported once, a task later: entries
 * (public, admin) are separate scripts, and the one that knows the name may come next.
 */
function scheduleUnknownReport(): void {
  if (reportScheduled) return;
  reportScheduled = true;
  setTimeout(reportUnknownWidgets, 0);
}

function reportUnknownWidgets(): void {
  reportScheduled = false;
  for (const element of unknownWidgets) {
    unknownWidgets.delete(element);
    if (!element.isConnected || loaders.has(element.getAttribute(WIDGET_ATTRIBUTE) ?? '')) continue;
    claimed.add(element);
    const name = element.getAttribute(WIDGET_ATTRIBUTE) ?? '';
    reportFailure(element, {
      widget: name,
      phase: 'unknown-widget',
      error: new Error(`no widget is called "${name}" (known: ${[...loaders.keys()].join(', ') || 'none'})`),
    });
  }
}
