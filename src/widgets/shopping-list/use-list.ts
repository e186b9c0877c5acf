import { useSyncExternalStore } from 'react';
import { onListChange, parseList, LIST_KEY, type LoadedList } from '../../shared/shopping-list/list-storage';

// The snapshot is kept while the entry's text is the same, as useSyncExternalStore needs.
let lastText: string | null | undefined;
let lastLoaded: LoadedList = parseList(null);

function snapshot(): LoadedList {
  let text: string | null;
  try {
    text = localStorage.getItem(LIST_KEY);
  } catch {
    text = null;
  }
  if (text !== lastText) {
    lastText = text;
    lastLoaded = parseList(text);
  }
  return lastLoaded;
}

/** The list kept on this device, followed as this page and other tabs change it. */
export function useShoppingList(): LoadedList {
  return useSyncExternalStore(onListChange, snapshot, snapshot);
}
