import type { ReactNode } from 'react';
import { ensureRoot } from './root';
import { widgetStore } from './store';

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
