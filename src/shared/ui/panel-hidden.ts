import { createContext } from 'react';

/**
 * True inside a panel that is hidden (a closed disclosure). Content that needs time to
 * get ready (a sanitizer still downloading) may take it there without anyone seeing an
 * empty box; visible content must be ready in its first commit.
 */
export const PanelHiddenContext = createContext(false);
