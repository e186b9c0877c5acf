import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEXT_LABEL, paginatorLinks, PREVIOUS_LABEL } from '../../../mocks/base/laravel-paginator';
import type { PaginatorLink } from '../../../src/shared/pagination/paginator';
import { paginationModel, type PageItem } from '../../../src/shared/pagination/page-links';
import { Pagination } from '../../../src/shared/pagination/Pagination';

const PATH = 'http://localhost/api/posts/recetas';

/** The bar as text: page numbers, '*' after the current one, '…' for a gap. */
function bar(items: PageItem[]): string {
  return items.map((item) => (item.kind === 'gap' ? '…' : `${item.page}${item.current ? '*' : ''}`)).join(' ');
}

function model(current: number, last: number) {
  const links = paginatorLinks(PATH, current, last);
  return paginationModel(links, current < last ? `${PATH}?page=${current + 1}` : null);
}

describe('paginationModel', () => {
  test('a few pages: every page, the current marked, no Previous/Next', () => {
    const result = model(2, 5);
    expect(bar(result.items)).toBe('1 2* 3 4 5');
    expect(result).toMatchObject({ currentPage: 2, nextPage: 3 });
  });

  test.each([
    [1, 50, '1* 2 3 4 5 6 7 8 9 10 … 49 50', 2],
    [25, 50, '1 2 … 22 23 24 25* 26 27 28 … 49 50', 26],
    [48, 50, '1 2 … 41 42 43 44 45 46 47 48* 49 50', 49],
    [50, 50, '1 2 … 41 42 43 44 45 46 47 48 49 50*', null],
  ])('page %i of %i, with Laravel\'s "..." separators: %s', (current, last, expected, next) => {
    expect(paginatorLinks(PATH, current, last).some((link) => link.label === '...')).toBe(true);
    const result = model(current, last);
    expect(bar(result.items)).toBe(expected);
    expect(result.currentPage).toBe(current);
    expect(result.nextPage).toBe(next);
  });

  test('only labels that are integers become pages; entities and separators are never decoded', () => {
    const links: PaginatorLink[] = [
      { url: null, label: PREVIOUS_LABEL, active: false },
      { url: `${PATH}?page=1`, label: '1', active: true },
      { url: null, label: '...', active: false },
      { url: `${PATH}?page=9`, label: '9', active: false },
      { url: `${PATH}?page=2`, label: '&raquo;', active: false },
      { url: `${PATH}?page=3`, label: '3.5', active: false },
      { url: `${PATH}?page=4`, label: 'Página 4', active: false },
      { url: `${PATH}?page=2`, label: NEXT_LABEL, active: false },
    ];
    const result = paginationModel(links, `${PATH}?page=2`);
    expect(bar(result.items)).toBe('1* … 9');
    expect(result.nextPage).toBe(2);
  });

  test('a single page has no next page', () => {
    expect(model(1, 1)).toEqual({ items: [{ kind: 'page', page: 1, current: true }], currentPage: 1, nextPage: null });
  });
});

describe('<Pagination>', () => {
  test('renders a labelled nav of numeric page buttons plus a next arrow, never the raw labels', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    render(
      <Pagination links={paginatorLinks(PATH, 25, 50)} nextPageUrl={`${PATH}?page=26`} onPageChange={onPageChange} hrefOf={(page) => `?pagina=${page}`} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Paginación' });
    expect(nav).not.toHaveTextContent(/Previous|Next|&laquo;|&raquo;|«|»|\.\.\./);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['‹', '1', '2', '22', '23', '24', '25', '26', '27', '28', '49', '50', '›']);
    expect(within(nav).getByRole('link', { name: 'Página 25' })).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(within(nav).getAllByText('…')).toHaveLength(2);

    await user.click(within(nav).getByRole('link', { name: 'Página 49' }));
    await user.click(within(nav).getByRole('link', { name: 'Página siguiente' }));
    await user.click(within(nav).getByRole('link', { name: 'Página 25' }));
    expect(onPageChange.mock.calls).toEqual([[49], [26]]);
  });

  test('the next arrow is disabled on the last page; one page shows no bar', () => {
    const { unmount } = render(
      <Pagination links={paginatorLinks(PATH, 6, 6)} nextPageUrl={null} onPageChange={() => {}} hrefOf={(page) => `?pagina=${page}`} />,
    );
    expect(screen.getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('aria-disabled', 'true');
    unmount();
    render(<Pagination links={paginatorLinks(PATH, 1, 1)} nextPageUrl={null} onPageChange={() => {}} hrefOf={(page) => `?pagina=${page}`} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
