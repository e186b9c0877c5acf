import { waitFor, within } from '@testing-library/react';
import { cookbooks } from '../../../mocks/fixtures';
import { start } from '../../../src/runtime';
import { publicWidgets } from '../../../src/widgets/registry';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { place, removePlaceholders } from './post-grid-helpers';

setUpRuntimeEnvironment();

function script(id: string, value: unknown): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = id;
  element.className = 'test-placeholder';
  element.textContent = JSON.stringify(value);
  document.body.append(element);
}

async function cards(element: HTMLElement): Promise<HTMLElement[]> {
  await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
  return within(element).queryAllByRole('article');
}

beforeAll(async () => {
  await start(publicWidgets);
});

afterEach(() => removePlaceholders());

describe('cookbook grid', () => {
  test("shows the page's cookbooks as cards opening /recetarios/{id}; images reserve their box, the first two on the first screen load at once, the rest lazily", async () => {
    script('cookbooks-data', cookbooks);
    const element = place({ 'data-widget-name': 'cookbook-grid', 'data-cookbooks': '#cookbooks-data' });
    const found = await cards(element);
    expect(found).toHaveLength(cookbooks.length);
    expect(within(element).getByRole('list', { name: 'Recetarios' })).toBeInTheDocument();
    for (const cookbook of cookbooks) {
      expect(within(element).getByRole('link', { name: cookbook.name })).toHaveAttribute('href', `/recetarios/${cookbook.id}`);
    }
    // Decorative: the title beside it names the cookbook.
    const [image, second, third] = [...element.querySelectorAll('article img')];
    if (image === undefined) throw new Error('no cover image');
    expect(image).toHaveAttribute('alt', '');
    // jsdom lays out nothing: the grid is at the top, on the first screen.
    for (const first of [image, second]) {
      expect(first).toHaveAttribute('loading', 'eager');
      expect(first).toHaveAttribute('fetchpriority', 'high');
    }
    expect(third).toHaveAttribute('loading', 'lazy');
    expect(third).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '640');
    expect(image.parentElement).toHaveClass('sw-cookbook-card__cover');
    expect(within(element).getAllByRole('heading', { level: 3 })).toHaveLength(cookbooks.length);
  });

  test('loose entries are read, HTML stays text, an unreadable one is left out and reported', async () => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    script('loose-cookbooks', [
      { id: '4', name: '<img src=x onerror="window.__pwned=1">Tortas', image: null },
      { id: 5, name: null, image: '/x.png' },
      { id: 6, name: 'Panes', image: '/p.png', pages: [] },
    ]);
    const element = place({ id: 'recetarios', 'data-widget-name': 'cookbook-grid', 'data-cookbooks': '#loose-cookbooks', 'data-heading-level': '2' });
    const found = await cards(element);
    expect(found).toHaveLength(2);
    expect(within(element).getByRole('link', { name: '<img src=x onerror="window.__pwned=1">Tortas' })).toHaveAttribute('href', '/recetarios/4');
    expect(element.querySelector('img[onerror]')).toBeNull();
    expect(found[0]?.querySelector('img')).toBeNull();
    expect(found[0]?.querySelector('.sw-image__missing')).toHaveAttribute('aria-hidden', 'true');
    expect(element).not.toHaveTextContent(/undefined|null|\[object Object\]/);
    expect(within(element).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(consoleWarning).toHaveBeenCalledTimes(1);
    expect(consoleWarning).toHaveBeenCalledWith(
      '[site-widgets] "cookbook-grid" on <div#recetarios.test-placeholder> skipped 1 unreadable entry of data-cookbooks: data-cookbooks[1].name: expected a string',
      expect.any(Error),
    );
  });

  test('data that is not a list is refused as an attribute (logged), never rendered', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const element = place({ 'data-widget-name': 'cookbook-grid', 'data-cookbooks': '{"id":1}' });
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('data-cookbooks: unexpected JSON: expected a list'), expect.anything());
  });

  test('an empty list says so', async () => {
    const element = place({ 'data-widget-name': 'cookbook-grid', 'data-cookbooks': '[]' });
    await cards(element);
    expect(element).toHaveTextContent('Todavía no hay recetarios.');
  });
});
