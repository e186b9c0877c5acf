import { createContext, useContext } from 'react';

/** The placeholder a widget was mounted on (for editors that bind to the host's form). */
export const WidgetElementContext = createContext<Element | null>(null);

export function useWidgetElement(): Element {
  const element = useContext(WidgetElementContext);
  if (element === null) throw new Error('useWidgetElement() is only available inside a mounted widget');
  return element;
}
