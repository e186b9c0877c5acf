import type { Point } from './distance';
import { whenShown } from '../../page/shown';
import { locate, locationGranted } from './locate';
import { nearbyTexts } from './texts';

/**
 * 'Cerca mío' (docs/widgets/catalogue.md): the position, the distances and what is said about
 * them, in a file of their own downloaded on the first tap (or on a return to `cerca=1`), so a
 * directory nobody asks pays none of it.
 */
export { orderByDistance } from './distance';

/**
 * The visitor's position, or null, saying how it goes (`say`: the text, and whether it is
 * still looking); it throws when the phone fails to answer. `unasked` (the address wants it: a reload, a return): only if the visitor
 * already allowed it, and silently not otherwise.
 */
export async function findVisitor(unasked: boolean, say: (text: string | null, looking: boolean) => void): Promise<Point | null> {
  // Asked for by the address alone, on a page prerendered ahead of a tap: once the visitor sees it.
  if (unasked) await whenShown();
  if (unasked && !(await locationGranted())) return null;
  say(nearbyTexts.locating, true);
  const located = await locate();
  if (located.kind === 'found') {
    say(null, false);
    return located.point;
  }
  // A failure of the phone is said as a failed download is, by the directory (its text is there).
  if (located.kind === 'failed') throw new Error('the position could not be had');
  say(nearbyTexts[located.kind], false);
  return null;
}
