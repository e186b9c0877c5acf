import { readPageGlobals } from '../../../src/shared/page/globals';
import { hasLoggedUser } from '../../../src/shared/page/logged-in';

// The entry's quick answer and the globals' schema must never disagree on who is logged in.
const USERS: unknown[] = [
  undefined,
  null,
  'admin',
  42,
  [],
  {},
  { id: 42 },
  { id: 0 },
  { id: '42' },
  { id: ' 7 ' },
  { id: -1 },
  { id: 1.5 },
  { id: '1e3' },
  { id: '0x10' },
  { id: '' },
  { id: null },
  { id: Number.MAX_SAFE_INTEGER + 2 },
  { id: '99999999999999999999999' },
  { id: true },
  { id: { nested: 1 } },
  [{ id: 1 }],
];

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  delete window.SiteWidgets;
});

test.each(USERS.map((user) => [JSON.stringify(user) ?? 'undefined', user]))('user %s: the entry and the schema agree', (_, user) => {
  const settings = { user };
  Object.defineProperty(window, 'SiteWidgets', { value: settings, configurable: true, writable: true });
  expect(hasLoggedUser(settings)).toBe(readPageGlobals().userId !== null);
});

test('no globals at all: nobody is logged in', () => {
  expect(hasLoggedUser(undefined)).toBe(false);
  expect(hasLoggedUser()).toBe(false);
});
