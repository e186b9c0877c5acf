import type { ReactNode } from 'react';

/** The widgets currently rendered, one portal each, by the single React root. */
export interface MountedWidget {
  key: number;
  name: string;
  element: Element;
  render: () => ReactNode;
  /** The host's fallback content, removed when the widget first commits (or fails). */
  fallback: readonly ChildNode[];
}

type Listener = () => void;

let widgets: readonly MountedWidget[] = [];
const listeners = new Set<Listener>();
let nextKey = 1;

function publish(next: readonly MountedWidget[]): void {
  widgets = next;
  for (const listener of listeners) listener();
}

export const widgetStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): readonly MountedWidget[] {
    return widgets;
  },
  add(entry: Omit<MountedWidget, 'key'>): void {
    publish([...widgets, { ...entry, key: nextKey++ }]);
  },
  remove(element: Element): void {
    publish(widgets.filter((widget) => widget.element !== element));
  },
};
