import { useEffect } from 'react';

/**
 * Speculation Rules (docs/hosting.md, "Speculation Rules"): the page behind a card or a
 * directory link fetched, or for a recipe rendered, before the tap. Links opt in: the card and
 * link components mark theirs (`data-speculate`), and the first one to mount downloads and writes
 * the page's one `<script type="speculationrules">` of document rules that select the marked links
 * (speculation-rules.ts); a page with no such widget gets no rule and no byte of it.
 */

/** What a marked link asks for: `prerender` (a recipe's page), `prefetch` (any other). */
export type Speculation = 'prefetch' | 'prerender';

/** The marker's attribute, on the `<a>` itself (the rules select it: speculation-rules.ts). */
const SPECULATE_ATTRIBUTE = 'data-speculate';

let asked = false;

/**
 * The marker of a link to speculate on (`null`: none, e.g. a locked card), as props for the
 * `<a>`; the first marked link to mount writes the rules.
 */
export function useSpeculation(speculation: Speculation | null): { [SPECULATE_ATTRIBUTE]?: Speculation } {
  useEffect(() => {
    if (speculation === null || asked) return;
    asked = true;
    // A failed download costs the speculation only: the links work as always.
    import('./speculation-rules').then(({ writeSpeculationRules }) => writeSpeculationRules()).catch(() => undefined);
  }, [speculation]);
  return speculation === null ? {} : { [SPECULATE_ATTRIBUTE]: speculation };
}
