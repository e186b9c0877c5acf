import type { PaginatorLink } from '../pagination/paginator';
import { activePageOf } from '../pagination/page-links';
import type { SelectionSource } from './listing-store';

/** A grid's answer: Laravel's page of cards as `posts` (the post and product grids'). */
interface PagedAnswer {
  posts: { links: readonly PaginatorLink[] };
}

/**
 * A grid's `printed` option (`ListingOptions`) for the page the server printed
 * (`data-first-page`): shown only when it is the page the grid opens on. A saved state's
 * selection (back from a card) is the visitor's, not the address's the server read, and a
 * printed page whose `links` mark another page than the selection's is another page.
 */
export function printedPage<T extends PagedAnswer>(printed: T | undefined) {
  return (first: { page: number }, source: SelectionSource): T | undefined =>
    printed !== undefined && source !== 'saved' && activePageOf(printed.posts.links) === first.page ? printed : undefined;
}
