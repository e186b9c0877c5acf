import { useSyncExternalStore } from 'react';
import { GLOBALS_CHANGE_EVENT, readPageGlobals, type PageGlobals } from './globals';

// Apart from globals.ts so that the entry (which reads the globals on a protected
// click) never pulls React in.

let cachedKey = '';
let cached: PageGlobals = readPageGlobals();

function snapshot(): PageGlobals {
  const next = readPageGlobals();
  const key = JSON.stringify(next);
  if (key !== cachedKey) {
    cachedKey = key;
    cached = next;
  }
  return cached;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(GLOBALS_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(GLOBALS_CHANGE_EVENT, onChange);
}

/** The page globals, re-rendering when the host announces a change. */
export function usePageGlobals(): PageGlobals {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
