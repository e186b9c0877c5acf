import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { postTags } from '../../../mocks/fixtures';
import { backendState, resetBackendState } from '../../../mocks/handlers';
import { start } from '../../../src/runtime';
import { SETTLE_MS } from '../../../src/shared/page/analytics-settled';
import { publicWidgets } from '../../../src/widgets/registry';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { place, removePlaceholders } from './post-grid-helpers';

setUpRuntimeEnvironment();

/** GA4 events as the page's gtag receives them. */
let events: { name: string; parameters: Record<string, unknown> }[];

function stayOnPage(event: MouseEvent): void {
  event.preventDefault();
}

const rest = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 100));

beforeAll(async () => {
  await start(publicWidgets);
});

beforeEach(() => {
  resetBackendState(backendState);
  backendState.latency = 0;
  sessionStorage.clear();
  events = [];
  window.gtag = (_command, name, parameters) => events.push({ name, parameters });
  Element.prototype.scrollIntoView = jest.fn();
  document.addEventListener('click', stayOnPage);
});

afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  removePlaceholders();
  delete window.gtag;
  delete window.SiteWidgets;
});

describe("the distributor finder's search event", () => {
  async function finder(): Promise<HTMLElement> {
    window.history.replaceState(null, '', '/distribuidores');
    const element = place({ 'data-widget-name': 'distributor-list' });
    await waitFor(() => expect(within(element).getByRole('combobox', { name: 'Provincia' })).toBeEnabled());
    return element;
  }
  const searchBox = (element: HTMLElement) => within(element).getByRole('searchbox', { name: 'Buscar por nombre o localidad' });

  test('one search typed is one event, with the term and the results count, once the typing rests', async () => {
    const element = await finder();
    await userEvent.setup().type(searchBox(element), 'cordoba');
    expect(events.filter((event) => event.name === 'search')).toEqual([]);
    await rest();
    const searches = events.filter((event) => event.name === 'search');
    expect(searches).toHaveLength(1);
    const count = element.querySelectorAll('.sw-distributors__name').length;
    expect(count).toBeGreaterThan(0);
    expect(searches[0]?.parameters).toEqual({ search_term: 'cordoba', results_count: expect.any(Number) as number });
    expect(searches[0]?.parameters.results_count).toBeGreaterThanOrEqual(count);
  });

  test('a search that finds nothing is sent too, with 0', async () => {
    const element = await finder();
    await userEvent.setup().type(searchBox(element), 'zzzz');
    await rest();
    expect(events.filter((event) => event.name === 'search').map((event) => event.parameters)).toEqual([{ search_term: 'zzzz', results_count: 0 }]);
  });

  test('nothing with consent denied', async () => {
    window.SiteWidgets = { analyticsConsent: false };
    const element = await finder();
    await userEvent.setup().type(searchBox(element), 'zzzz');
    await rest();
    expect(events).toEqual([]);
  });
});

test("a listing's tab chosen is select_content with the tab's id; the first tab shown is not", async () => {
  window.history.replaceState(null, '', '/recetas');
  const grid = place({ id: 'recetas', 'data-widget-name': 'post-grid', 'data-section': 'recetas' });
  const tag = postTags[0];
  if (tag === undefined) throw new Error('no tag fixture');
  const tab = await within(grid).findByRole('tab', { name: tag.name });
  await rest();
  expect(events.filter((event) => event.name === 'select_content')).toEqual([]);
  await userEvent.setup().click(tab);
  await rest();
  expect(events.filter((event) => event.name === 'select_content').map((event) => event.parameters)).toEqual([
    { content_type: 'tab', item_id: String(tag.id) },
  ]);
});
