import type { PaginatorLink } from './paginator';

/** What the pagination bar shows: numbered pages, gaps between them, and the next page. */
export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

export interface PaginationModel {
  items: PageItem[];
  currentPage: number | null;
  /** The page the next arrow goes to, or null on the last page. */
  nextPage: number | null;
}

/** A label that is a whole number written plainly ("12"); anything else is not a page. */
const PAGE_LABEL = /^[1-9][0-9]*$/;

/**
 * Turns Laravel's `links` into the bar's items (docs/widgets/post-listings.md, "Pagination":
 * only numeric labels become page links). Labels are never decoded or shown: "&laquo; Previous",
 * "Next &raquo;" and the "..." separators are dropped; where the pages jump (1, 2, 9)
 * the bar draws its own gap. The next page is the
 * current one plus one when the server gives a `next_page_url`.
 */
export function paginationModel(links: readonly PaginatorLink[], nextPageUrl: string | null): PaginationModel {
  const items: PageItem[] = [];
  let currentPage: number | null = null;
  const seen = new Set<number>();
  for (const link of links) {
    const label = link.label.trim();
    if (!PAGE_LABEL.test(label)) continue;
    const page = Number(label);
    if (!Number.isSafeInteger(page) || seen.has(page)) continue;
    seen.add(page);
    const previous = items.at(-1);
    if (previous?.kind === 'page' && page > previous.page + 1) items.push({ kind: 'gap', key: `gap-${previous.page}` });
    if (link.active) currentPage = page;
    items.push({ kind: 'page', page, current: link.active });
  }
  const nextPage = nextPageUrl !== null && currentPage !== null ? currentPage + 1 : null;
  return { items, currentPage, nextPage };
}

/** The page Laravel's `links` mark active (1 when they mark none with a number). */
export function activePageOf(links: readonly PaginatorLink[]): number {
  const active = links.find((link) => link.active && PAGE_LABEL.test(link.label.trim()));
  return active === undefined ? 1 : Number(active.label.trim());
}

/** The last page Laravel's `links` name (1 when they name none): an address past it is corrected to it. */
export function lastPageOf(links: readonly PaginatorLink[]): number {
  return links.reduce((last, link) => {
    const label = link.label.trim();
    return PAGE_LABEL.test(label) && Number.isSafeInteger(Number(label)) ? Math.max(last, Number(label)) : last;
  }, 1);
}

/**
 * A bar for pages counted on the client (the distributor directory's, docs/widgets/catalogue.md:
 * 20 per page, at most 5 page links): the pages around the current one, no gaps, and the next page.
 */
export function windowModel(current: number, total: number, limit = 5): PaginationModel {
  const last = Math.max(total, 1);
  const page = Math.min(Math.max(current, 1), last);
  const count = Math.min(Math.max(limit, 1), last);
  const first = Math.min(Math.max(page - Math.floor(count / 2), 1), last - count + 1);
  const items: PageItem[] = Array.from({ length: count }, (_, index) => ({ kind: 'page', page: first + index, current: first + index === page }));
  return { items, currentPage: page, nextPage: page < last ? page + 1 : null };
}

/** How many pages `count` entries fill, `perPage` a page (at least one). */
export function pageCount(count: number, perPage: number): number {
  return Math.max(Math.ceil(count / perPage), 1);
}
