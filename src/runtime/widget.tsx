import type { ComponentType, ReactNode } from 'react';
import { parseAttributes, type AttributeTable, type AttributeValues } from './attributes';
import type { Problem } from '../base/problem';

/** What a widget folder's `index.ts` exports as default (built by `defineWidget`). */
export interface WidgetDefinition {
  readonly attributes: AttributeTable;
  /**
   * Reads the placeholder's attributes (throwing an `AttributeError`) and gives what to
   * render; the list entries it left out go to `report`.
   */
  readonly prepare: (element: Element, report: (problem: Problem) => void) => () => ReactNode;
}

/** Ties a widget's attribute declaration to its component: the props type comes from the declaration. */
export function defineWidget<A extends AttributeTable>(definition: { attributes: A; component: ComponentType<AttributeValues<A>> }): WidgetDefinition {
  const { attributes, component: Widget } = definition;
  return {
    attributes,
    prepare(element, report) {
      const props = parseAttributes(attributes, element, report);
      return () => <Widget {...props} />;
    },
  };
}

/** A lazy loader: the only way the runtime knows a widget, so its code loads on demand. */
export type WidgetLoader = () => Promise<{ default: WidgetDefinition }>;

export type WidgetLoaders = Readonly<Record<string, WidgetLoader>>;
