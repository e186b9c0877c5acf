/**
 * A faithful copy of Laravel's `LengthAwarePaginator::toArray()` (with the default
 * `resources/lang/en/pagination.php` labels) and of `Illuminate\Pagination\UrlWindow`,
 * so that the mocked backend answers exactly what the real one does.
 */
import type { PaginatorLink } from '../../src/shared/pagination/paginator';

/** Laravel's `LengthAwarePaginator::toArray()`, key for key (the widgets read `data`, `links`, `next_page_url`). */
// A type alias, not an interface: it must fit the widgets' loose-object schemas' index signature.
export type LaravelPaginator<T> = {
  current_page: number;
  data: T[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: PaginatorLink[];
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
};

/** `__('pagination.previous')` and `__('pagination.next')` in Laravel's English lang files. */
export const PREVIOUS_LABEL = '&laquo; Previous';
export const NEXT_LABEL = 'Next &raquo;';
/** `{url: null, label: '...', active: false}` */
const SEPARATOR_LABEL = '...';

/** Laravel's default `$onEachSide`. */
const DEFAULT_ON_EACH_SIDE = 3;

/** PHP's `filter_var($value, FILTER_VALIDATE_INT)`: surrounding whitespace, a sign, no leading zeros. */
const PHP_INT = /^[+-]?(?:0|[1-9][0-9]*)$/;

/**
 * The page number of a request, as `PaginationServiceProvider::currentPageResolver` reads
 * the `page` input: anything that is not an integer >= 1 (missing, '', 'abc', '2.5', '0',
 * '-3', '05') becomes 1. Numbers beyond the safe-integer range are treated as invalid too.
 */
export function resolveCurrentPage(value: string | null | undefined): number {
  if (value === null || value === undefined) return 1;
  const trimmed = value.trim();
  if (!PHP_INT.test(trimmed)) return 1;
  const page = Number(trimmed);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** `AbstractPaginator::url($page)`: pages below 1 become 1; `&` when the path already has a query. */
function pageUrl(path: string, page: number): string {
  const n = page <= 0 ? 1 : page;
  return `${path}${path.includes('?') ? '&' : '?'}page=${n}`;
}

function range(start: number, end: number): number[] {
  const pages: number[] = [];
  for (let page = start; page <= end; page += 1) pages.push(page);
  return pages;
}

/**
 * `UrlWindow::get()` followed by `elements()`: blocks of page numbers, with a separator
 * between blocks.
 */
function urlWindow(currentPage: number, lastPage: number, onEachSide = DEFAULT_ON_EACH_SIDE): (number[] | typeof SEPARATOR_LABEL)[] {
  // getSmallSlider(): every page.
  if (lastPage < onEachSide * 2 + 8) return [range(1, lastPage)];

  const window = onEachSide + 4;
  const start = range(1, 2);
  const finish = range(lastPage - 1, lastPage);

  // getSliderTooCloseToBeginning()
  if (currentPage <= window) return [range(1, window + onEachSide), SEPARATOR_LABEL, finish];

  // getSliderTooCloseToEnding()
  if (currentPage > lastPage - window) {
    return [start, SEPARATOR_LABEL, range(lastPage - (window + (onEachSide - 1)), lastPage)];
  }

  // getFullSlider()
  return [start, SEPARATOR_LABEL, range(currentPage - onEachSide, currentPage + onEachSide), SEPARATOR_LABEL, finish];
}

/** `LengthAwarePaginator::linkCollection()`. */
export function paginatorLinks(path: string, currentPage: number, lastPage: number, onEachSide = DEFAULT_ON_EACH_SIDE): PaginatorLink[] {
  const links: PaginatorLink[] = [{ url: currentPage > 1 ? pageUrl(path, currentPage - 1) : null, label: PREVIOUS_LABEL, active: false }];
  for (const element of urlWindow(currentPage, lastPage, onEachSide)) {
    if (element === SEPARATOR_LABEL) {
      links.push({ url: null, label: SEPARATOR_LABEL, active: false });
      continue;
    }
    for (const page of element) {
      links.push({ url: pageUrl(path, page), label: String(page), active: page === currentPage });
    }
  }
  links.push({ url: currentPage < lastPage ? pageUrl(path, currentPage + 1) : null, label: NEXT_LABEL, active: false });
  return links;
}

/**
 * `(new LengthAwarePaginator($items->forPage($page, $perPage), $total, $perPage, $page,
 * ['path' => $path]))->onEachSide($onEachSide)->toArray()`, key for key and in the same order.
 *
 * Like Laravel, an out-of-range page is not clamped: it answers empty `data`, null
 * `from`/`to`, and keeps `current_page` as asked. A `page` below 1 (or not an integer)
 * is read as 1, as `setCurrentPage()` does.
 */
export function paginate<T>(items: T[], page: number, perPage: number, path: string, onEachSide = DEFAULT_ON_EACH_SIDE): LaravelPaginator<T> {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`perPage must be a positive integer, got ${perPage}`);
  const currentPage = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const total = items.length;
  const lastPage = Math.max(Math.ceil(total / perPage), 1);
  const offset = (currentPage - 1) * perPage;
  const data = items.slice(offset, offset + perPage);
  const from = data.length > 0 ? offset + 1 : null;
  const to = from === null ? null : from + data.length - 1;

  return {
    current_page: currentPage,
    data,
    first_page_url: pageUrl(path, 1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(path, lastPage),
    links: paginatorLinks(path, currentPage, lastPage, onEachSide),
    next_page_url: currentPage < lastPage ? pageUrl(path, currentPage + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: currentPage > 1 ? pageUrl(path, currentPage - 1) : null,
    to,
    total,
  };
}
