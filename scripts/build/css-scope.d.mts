/** Selectors of a stylesheet that lack a `.sw-` class (and so could restyle the host page). */
export function unscopedSelectors(css: string): string[];
