import { NEXT_LABEL, PREVIOUS_LABEL, paginate, resolveCurrentPage } from '../../../mocks/base/laravel-paginator';

const PATH = 'http://localhost/api/posts/recetas';
const items = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
/** The labels between '« Previous' and 'Next »', numbers as numbers. */
const pages = (total: number, page: number, perPage = 1, onEachSide?: number): (number | string)[] =>
  paginate(items(total), page, perPage, PATH, onEachSide)
    .links.slice(1, -1)
    .map((link) => (link.label === '...' ? '...' : Number(link.label)));
const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

describe('paginate: LengthAwarePaginator::toArray()', () => {
  it('keeps Laravel key order and fields for a middle page', () => {
    const result = paginate(items(30), 2, 12, PATH);
    expect(Object.keys(result)).toEqual([
      'current_page',
      'data',
      'first_page_url',
      'from',
      'last_page',
      'last_page_url',
      'links',
      'next_page_url',
      'path',
      'per_page',
      'prev_page_url',
      'to',
      'total',
    ]);
    expect(result).toMatchObject({
      current_page: 2,
      data: range(13, 24),
      first_page_url: `${PATH}?page=1`,
      from: 13,
      last_page: 3,
      last_page_url: `${PATH}?page=3`,
      next_page_url: `${PATH}?page=3`,
      path: PATH,
      per_page: 12,
      prev_page_url: `${PATH}?page=1`,
      to: 24,
      total: 30,
    });
  });

  it('builds links with Previous/Next and the active page', () => {
    expect(paginate(items(30), 2, 12, PATH).links).toEqual([
      { url: `${PATH}?page=1`, label: PREVIOUS_LABEL, active: false },
      { url: `${PATH}?page=1`, label: '1', active: false },
      { url: `${PATH}?page=2`, label: '2', active: true },
      { url: `${PATH}?page=3`, label: '3', active: false },
      { url: `${PATH}?page=3`, label: NEXT_LABEL, active: false },
    ]);
    expect(PREVIOUS_LABEL).toBe('&laquo; Previous');
    expect(NEXT_LABEL).toBe('Next &raquo;');
  });

  it('has null prev on the first page and null next on the last one', () => {
    const first = paginate(items(30), 1, 12, PATH);
    expect(first.prev_page_url).toBeNull();
    expect(first.links[0]).toEqual({ url: null, label: PREVIOUS_LABEL, active: false });
    const last = paginate(items(30), 3, 12, PATH);
    expect(last.next_page_url).toBeNull();
    expect(last.data).toEqual(range(25, 30));
    expect([last.from, last.to]).toEqual([25, 30]);
    expect(last.links.at(-1)).toEqual({ url: null, label: NEXT_LABEL, active: false });
  });

  it('answers one page with null from/to for an empty list', () => {
    const result = paginate([], 1, 12, PATH);
    expect(result).toMatchObject({ current_page: 1, data: [], from: null, to: null, last_page: 1, total: 0, next_page_url: null, prev_page_url: null });
    expect(result.last_page_url).toBe(`${PATH}?page=1`);
    expect(result.links).toEqual([
      { url: null, label: PREVIOUS_LABEL, active: false },
      { url: `${PATH}?page=1`, label: '1', active: true },
      { url: null, label: NEXT_LABEL, active: false },
    ]);
  });

  it('does not clamp a page beyond the last one', () => {
    const result = paginate(items(30), 7, 12, PATH);
    expect(result).toMatchObject({ current_page: 7, data: [], from: null, to: null, last_page: 3, next_page_url: null });
    expect(result.prev_page_url).toBe(`${PATH}?page=6`);
    expect(result.links.filter((l) => l.active)).toEqual([]);
  });

  it('reads a page below 1 as 1', () => {
    expect(paginate(items(5), 0, 2, PATH).current_page).toBe(1);
    expect(paginate(items(5), -4, 2, PATH).data).toEqual([1, 2]);
  });

  it('appends with & when the path already has a query', () => {
    expect(paginate(items(3), 1, 1, `${PATH}?user_id=4`).next_page_url).toBe(`${PATH}?user_id=4&page=2`);
  });

  it('rejects a non-positive perPage', () => {
    expect(() => paginate(items(3), 1, 0, PATH)).toThrow(RangeError);
  });
});

describe('paginate: UrlWindow (onEachSide 3)', () => {
  it('lists every page while lastPage < 14', () => {
    expect(pages(1, 1)).toEqual([1]);
    expect(pages(5, 3)).toEqual(range(1, 5));
    expect(pages(13, 7)).toEqual(range(1, 13));
    expect(pages(13, 13)).toEqual(range(1, 13));
  });

  it('near the start (page <= 7) shows 1..10, then the last two', () => {
    expect(pages(14, 1)).toEqual([...range(1, 10), '...', 13, 14]);
    expect(pages(20, 7)).toEqual([...range(1, 10), '...', 19, 20]);
    expect(pages(50, 4)).toEqual([...range(1, 10), '...', 49, 50]);
  });

  it('near the end (page > last - 7) shows 1, 2, then the last ten', () => {
    expect(pages(14, 8)).toEqual([1, 2, '...', ...range(5, 14)]);
    expect(pages(20, 14)).toEqual([1, 2, '...', ...range(11, 20)]);
    expect(pages(20, 20)).toEqual([1, 2, '...', ...range(11, 20)]);
  });

  it('in the middle shows 1, 2, page±3, then the last two', () => {
    expect(pages(20, 8)).toEqual([1, 2, '...', ...range(5, 11), '...', 19, 20]);
    expect(pages(20, 13)).toEqual([1, 2, '...', ...range(10, 16), '...', 19, 20]);
    expect(pages(100, 50)).toEqual([1, 2, '...', ...range(47, 53), '...', 99, 100]);
  });

  it('gives separators no url and marks only the current page active', () => {
    const links = paginate(items(100), 50, 1, PATH).links;
    const separators = links.filter((l) => l.label === '...');
    expect(separators).toEqual([
      { url: null, label: '...', active: false },
      { url: null, label: '...', active: false },
    ]);
    expect(links.filter((l) => l.active)).toEqual([{ url: `${PATH}?page=50`, label: '50', active: true }]);
  });

  it('uses the ending window for an out-of-range page of a long list', () => {
    expect(pages(20, 25)).toEqual([1, 2, '...', ...range(11, 20)]);
  });

  it('follows onEachSide', () => {
    // onEachSide 1: small while lastPage < 10, window 5.
    expect(pages(9, 5, 1, 1)).toEqual(range(1, 9));
    expect(pages(10, 5, 1, 1)).toEqual([...range(1, 6), '...', 9, 10]);
    expect(pages(10, 6, 1, 1)).toEqual([1, 2, '...', ...range(5, 10)]);
    expect(pages(30, 15, 1, 1)).toEqual([1, 2, '...', 14, 15, 16, '...', 29, 30]);
  });
});

describe('resolveCurrentPage', () => {
  it.each([
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['05', 1],
    ['1e3', 1],
    ['3', 3],
    [' 4 ', 4],
    ['+6', 6],
    ['99999999999999999999', 1],
  ])('reads %p as %p', (input, expected) => {
    expect(resolveCurrentPage(input)).toBe(expected);
  });
});
