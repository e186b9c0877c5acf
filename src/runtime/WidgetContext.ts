import { createContext, useContext } from 'react';
import type { Problem } from '../base/problem';
import { reportProblem } from './report';

/** What a widget knows of itself: given by the runtime, never repeated by the widget. */
export interface WidgetIdentity {
  /** The `data-widget-name` it was mounted for. */
  readonly name: string;
  /** Its placeholder (editors bind to the host's form through it). */
  readonly element: Element;
  /** Logs a failure the widget survives and announces it to the host (see `reportProblem`). */
  readonly report: (problem: Problem) => void;
}

export const WidgetContext = createContext<WidgetIdentity | null>(null);

export function widgetIdentity(name: string, element: Element): WidgetIdentity {
  return { name, element, report: (problem) => reportProblem(name, element, problem) };
}

export function useWidget(): WidgetIdentity {
  const widget = useContext(WidgetContext);
  if (widget === null) throw new Error('useWidget() is only available inside a mounted widget');
  return widget;
}
