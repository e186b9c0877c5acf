import { lazyPart } from '../../shared/loading/lazy-part';

/**
 * The downshift field (downshift is about 13.5 KB compressed) in its own file, downloaded on
 * the first sign that someone wants a product (focus, a pointer over or pressing the field, a
 * key in it), so an editor who never picks a product never downloads it. All comboboxes of
 * the page swap when it arrives.
 */
export const productField = lazyPart(() => import('./DownshiftProductField').then((module) => module.DownshiftProductField), 'the product list');

/** Starts the download if it is not under way; a failure is logged, and the plain field stays. */
export function requestProductField(): void {
  if (productField.loaded() === null) productField.request().catch(() => {});
}
