import { ERROR_EVENT, reportProblem, type WidgetErrorDetail } from '../../../src/runtime/report';

function placeholder(): HTMLElement {
  const element = document.createElement('div');
  element.id = 'grid';
  element.setAttribute('data-widget-state', 'mounted');
  document.body.append(element);
  return element;
}

let details: WidgetErrorDetail[] = [];
const listen = (event: Event) => details.push((event as CustomEvent<WidgetErrorDetail>).detail);

beforeEach(() => {
  details = [];
  document.addEventListener(ERROR_EVENT, listen);
});

afterEach(() => {
  document.removeEventListener(ERROR_EVENT, listen);
  document.body.replaceChildren();
});

describe('a problem a mounted widget survives', () => {
  test('unreadable data is a console warning, still announced with phase data', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const element = placeholder();
    const error = new Error('posts.data[3].name: expected a string');
    reportProblem('post-grid', element, { phase: 'data', message: 'skipped 1 unreadable entry of /api/posts/recetas?page=1', error });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      '[site-widgets] "post-grid" on <div#grid> skipped 1 unreadable entry of /api/posts/recetas?page=1: posts.data[3].name: expected a string',
      error,
    );
    expect(details).toEqual([{ widget: 'post-grid', phase: 'data', error }]);
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
  });

  test('a failed request is a console error, announced with its URL', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const element = placeholder();
    const error = new Error('Network Error');
    reportProblem('post-grid', element, { phase: 'request', message: 'could not load /api/posts/recetas?page=1', error, url: '/api/posts/recetas?page=1' });
    expect(consoleError).toHaveBeenCalledWith('[site-widgets] "post-grid" on <div#grid> could not load /api/posts/recetas?page=1: Network Error', error);
    expect(details).toEqual([{ widget: 'post-grid', phase: 'request', error, url: '/api/posts/recetas?page=1' }]);
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
  });
});
