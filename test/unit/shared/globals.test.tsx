import { act, render, screen } from '@testing-library/react';
import { GLOBALS_CHANGE_EVENT, isConsumerHostname, readPageGlobals } from '../../../src/shared/page/globals';
import { loggedUserId } from '../../../src/shared/page/logged-in';
import { usePageGlobals } from '../../../src/shared/page/use-page-globals';
import { printGlobals, removeGlobals } from '../page-globals';

function Visitor() {
  const { userId, registrationUnfinished } = usePageGlobals();
  return <p>{userId === null ? 'anónimo' : `usuario ${userId}${registrationUnfinished ? ' sin terminar' : ''}`}</p>;
}

describe('page globals', () => {
  afterEach(removeGlobals);

  test('defaults when the host set nothing, and ignores malformed values', () => {
    expect(readPageGlobals()).toEqual({
      userId: null,
      registrationUnfinished: false,
      apiBaseUrl: '',
      loginUrl: '/login',
      loginModal: null,
      shoppingListUrl: '/mi-lista',
      consumerSite: false,
      analyticsConsent: null,
      speculation: 'moderate',
    });
    // A host template that printed the wrong thing must not crash the widgets.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    Object.assign(window, { SiteWidgets: { user: 'admin', registrationUnfinished: 'yes', loginUrl: 42 } });
    expect(readPageGlobals()).toMatchObject({ userId: null, registrationUnfinished: false, loginUrl: '/login' });
    // Each malformed value is logged once, with its path, however often the globals are read.
    readPageGlobals();
    expect(consoleError.mock.calls.map(([message]) => message)).toEqual([
      '[site-widgets] window.SiteWidgets ignored: SiteWidgets.user: expected an object',
      '[site-widgets] window.SiteWidgets ignored: SiteWidgets.loginUrl: expected a string',
    ]);
  });

  test('the consumer site: the host flag wins, else the hostname decides', () => {
    window.SiteWidgets = { consumerSite: true };
    expect(readPageGlobals().consumerSite).toBe(true);
    window.SiteWidgets = { consumerSite: false };
    expect(readPageGlobals().consumerSite).toBe(false);
    // jsdom's page is on localhost: not the consumer site.
    window.SiteWidgets = {};
    expect(readPageGlobals().consumerSite).toBe(false);
    expect(isConsumerHostname('consumidores.marca.com.ar')).toBe(true);
    expect(isConsumerHostname('Consumers.marca.com')).toBe(true);
    expect(isConsumerHostname('www.marca.com.ar')).toBe(false);
    expect(isConsumerHostname('profesionales-consumidores.marca.com.ar')).toBe(false);
  });

  test('unfinished registration only counts for a logged user', () => {
    window.SiteWidgets = { user: null, registrationUnfinished: true };
    expect(readPageGlobals().registrationUnfinished).toBe(false);
    window.SiteWidgets = { user: { id: 4 }, registrationUnfinished: true };
    expect(readPageGlobals()).toMatchObject({ userId: 4, registrationUnfinished: true });
  });

  test('widgets follow a change the host announces', () => {
    render(<Visitor />);
    expect(screen.getByText('anónimo')).toBeInTheDocument();
    act(() => {
      window.SiteWidgets = { user: { id: 9 }, registrationUnfinished: true };
      window.dispatchEvent(new Event(GLOBALS_CHANGE_EVENT));
    });
    expect(screen.getByText('usuario 9 sin terminar')).toBeInTheDocument();
  });

  test('a JSON element gives the globals without any script, for the widgets and the entry alike', () => {
    printGlobals('{"user":{"id":"7"},"registrationUnfinished":1,"loginUrl":"/ingresar"}');
    expect(readPageGlobals()).toMatchObject({ userId: 7, registrationUnfinished: true, loginUrl: '/ingresar' });
    expect(loggedUserId()).not.toBeNull();
  });

  test('window.SiteWidgets wins over the JSON element, key by key', () => {
    printGlobals('{"user":{"id":7},"loginUrl":"/ingresar"}');
    window.SiteWidgets = { user: null };
    expect(readPageGlobals()).toMatchObject({ userId: null, loginUrl: '/ingresar' });
    expect(loggedUserId()).toBeNull();
  });

  test('a JSON element that is not an object is reported once and read as nothing', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    printGlobals('{user: 7}');
    expect(readPageGlobals().userId).toBeNull();
    readPageGlobals();
    expect(consoleError.mock.calls.map(([message]) => message)).toEqual([
      '[site-widgets] window.SiteWidgets ignored: #site-widgets-globals: expected an object',
    ]);
  });

  test('widgets follow a JSON element the host rewrites and announces', () => {
    const element = printGlobals('{"user":null}');
    render(<Visitor />);
    expect(screen.getByText('anónimo')).toBeInTheDocument();
    act(() => {
      element.textContent = '{"user":{"id":3}}';
      window.dispatchEvent(new Event(GLOBALS_CHANGE_EVENT));
    });
    expect(screen.getByText('usuario 3')).toBeInTheDocument();
  });
});
