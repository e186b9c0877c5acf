import { readPageGlobals } from '../../../src/shared/page/globals';
import { loggedUserId } from '../../../src/shared/page/logged-in';
import { printGlobals, removeGlobals } from '../page-globals';

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

afterEach(removeGlobals);

test.each(USERS.map((user) => [JSON.stringify(user) ?? 'undefined', user]))('user %s: the entry and the schema agree', (_, user) => {
  Object.defineProperty(window, 'SiteWidgets', { value: { user }, configurable: true, writable: true });
  expect(loggedUserId()).toBe(readPageGlobals().userId);
});

test.each(USERS.map((user) => [JSON.stringify(user) ?? 'undefined', user]))('user %s in the JSON element: the entry and the schema agree', (_, user) => {
  printGlobals(JSON.stringify({ user }) ?? '');
  expect(loggedUserId()).toBe(readPageGlobals().userId);
});

// Which source wins, and sources that are not objects: the entry reads them as settings.ts merges them.
test.each([
  ['window.SiteWidgets names nobody over a user in the element', { user: null }, '{"user":{"id":3}}'],
  ["window.SiteWidgets without a user leaves the element's", { loginUrl: '/x' }, '{"user":{"id":3}}'],
  ['window.SiteWidgets is malformed: the element counts', 'admin', '{"user":{"id":3}}'],
  ['the element is not JSON', undefined, '{user: 3}'],
  ['the element is a list', undefined, '[{"user":{"id":3}}]'],
  ['window.SiteWidgets has a user whose value is undefined', { user: undefined }, '{"user":{"id":3}}'],
])('%s: the entry and the schema agree', (_, own, printed) => {
  if (own !== undefined) Object.defineProperty(window, 'SiteWidgets', { value: own, configurable: true, writable: true });
  printGlobals(printed);
  expect(loggedUserId()).toBe(readPageGlobals().userId);
});

test('no globals at all: nobody is logged in', () => {
  expect(loggedUserId(undefined)).toBeNull();
  expect(loggedUserId()).toBeNull();
});
