import { memo, startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { widgetStore, type MountedWidget } from './store';
import { WidgetBoundary } from './WidgetBoundary';
import { WidgetContext, widgetIdentity } from './WidgetContext';
import { MOUNT_EVENT } from './base/mount-event';

/**
 * Every widget of the page, each rendered through a portal into its own placeholder by
 * one React root: one root costs far less than one per placeholder, batches the mounts,
 * and lets widgets share context (the visitor, one login modal).
 *
 * Widgets arrive as a transition: React renders them in slices of a few milliseconds and lets
 * the page answer a tap in between, where a store read with `useSyncExternalStore` rendered
 * every widget of the page in one task (on a phone, the page's longest: Lighthouse's Total
 * Blocking Time). They still appear together, in one commit, as before.
 */
export function Portals() {
  const [widgets, setWidgets] = useState(widgetStore.snapshot);
  useEffect(() => {
    const update = () => startTransition(() => setWidgets(widgetStore.snapshot()));
    // Widgets added between the first render and now.
    update();
    return widgetStore.subscribe(update);
  }, []);
  return widgets.map((widget) => createPortal(<MountedWidgetView widget={widget} />, widget.element, String(widget.key)));
}

/** Memoized: a widget joining or leaving the page does not render the others again. */
const MountedWidgetView = memo(function MountedWidgetView({ widget }: { widget: MountedWidget }) {
  const { element, name, render, fallback } = widget;
  const identity = useMemo(() => widgetIdentity(name, element), [name, element]);
  return (
    <WidgetBoundary name={name} element={element} onError={() => removeAll(fallback)}>
      <WidgetContext value={identity}>
        <Suspense fallback={null}>
          {render()}
          <MountSignal element={element} name={name} fallback={fallback} />
        </Suspense>
      </WidgetContext>
    </WidgetBoundary>
  );
});

function removeAll(nodes: readonly ChildNode[]): void {
  for (const node of nodes) node.remove();
}

/**
 * Removes the host's fallback in the widget's first commit (a layout effect: before
 * paint), then marks the placeholder mounted (never after a render error).
 */
function MountSignal({ element, name, fallback }: { element: Element; name: string; fallback: readonly ChildNode[] }) {
  useLayoutEffect(() => removeAll(fallback), [fallback]);
  useEffect(() => {
    element.setAttribute('data-widget-state', 'mounted');
    element.dispatchEvent(new CustomEvent(MOUNT_EVENT, { bubbles: true, detail: { widget: name } }));
  }, [element, name]);
  return null;
}
