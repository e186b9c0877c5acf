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

/** What React last read. */
let widgets: readonly MountedWidget[] = [];
/** Changes since then, published together. */
let draft: MountedWidget[] | null = null;
const listeners = new Set<Listener>();
let nextKey = 1;

/**
 * Changes are published once per microtask: the placeholders of a page resolve one by one,
 * and publishing each one would start a render of the root per placeholder (quadratic on a
 * page of hundreds), even if React folds transitions started close together.
 */
function change(update: (current: MountedWidget[]) => MountedWidget[]): void {
  if (draft === null) {
    draft = [...widgets];
    queueMicrotask(publish);
  }
  draft = update(draft);
}

function publish(): void {
  if (draft === null) return;
  widgets = draft;
  draft = null;
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
    const widget = { ...entry, key: nextKey++ };
    change((current) => {
      current.push(widget);
      return current;
    });
  },
  remove(element: Element): void {
    change((current) => current.filter((widget) => widget.element !== element));
  },
};
