import { GLOBALS_CHANGE, draftUser } from '../../../src/admin/shared/drafts/draft-user';
import { draftKey, isDraftOf } from '../../../src/admin/shared/drafts/key';
import { GLOBALS_CHANGE_EVENT, readPageGlobals } from '../../../src/shared/page/globals';
import { printGlobals, removeGlobals } from '../page-globals';

// Whatever the host writes, a draft's user is the one the globals' schema reads.
const SETTINGS: unknown[] = [
  undefined,
  null,
  'admin',
  42,
  [],
  {},
  { user: null },
  { user: 'admin' },
  { user: [] },
  { user: [{ id: 1 }] },
  { user: {} },
  { user: { id: 42 } },
  { user: { id: 0 } },
  { user: { id: '42' } },
  { user: { id: ' 7 ' } },
  { user: { id: '007' } },
  { user: { id: -1 } },
  { user: { id: 1.5 } },
  { user: { id: '1e3' } },
  { user: { id: '0x10' } },
  { user: { id: '' } },
  { user: { id: null } },
  { user: { id: Number.MAX_SAFE_INTEGER } },
  { user: { id: Number.MAX_SAFE_INTEGER + 2 } },
  { user: { id: '99999999999999999999999' } },
  { user: { id: true } },
  { user: { id: { nested: 1 } } },
];

beforeEach(() => {
  // Malformed globals are reported by the schema's reader.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(removeGlobals);

test.each(SETTINGS.map((settings) => [JSON.stringify(settings) ?? 'undefined', settings]))(
  'globals %s: the draft user is readPageGlobals().userId, or guest',
  (_, settings) => {
    Object.defineProperty(window, 'SiteWidgets', { value: settings, configurable: true, writable: true });
    expect(draftUser()).toBe(String(readPageGlobals().userId ?? 'guest'));
  },
);

test.each(SETTINGS.map((settings) => [JSON.stringify(settings) ?? 'undefined', settings]))(
  'globals %s printed as the JSON element: the draft user is readPageGlobals().userId, or guest',
  (_, settings) => {
    printGlobals(JSON.stringify(settings) ?? '');
    expect(draftUser()).toBe(String(readPageGlobals().userId ?? 'guest'));
  },
);

test("window.SiteWidgets' user wins over the element's, as the globals read them", () => {
  printGlobals('{"user":{"id":3}}');
  expect(draftUser()).toBe('3');
  window.SiteWidgets = { user: { id: 9 } };
  expect(draftUser()).toBe('9');
  window.SiteWidgets = { clearDrafts: () => 0 };
  expect(draftUser()).toBe('3');
});

test('the globals-change event is the one the globals announce', () => {
  expect(GLOBALS_CHANGE).toBe(GLOBALS_CHANGE_EVENT);
});

test("a key is its user's alone: user 7's is not user 70's, a guest's or an old one", () => {
  const key = draftKey('["/","","steps"]', '7');
  expect(key).toBe('site-widgets:draft:7:["/","","steps"]');
  expect(isDraftOf(key, '7')).toBe(true);
  expect(isDraftOf(draftKey('["/","","steps"]', '70'), '7')).toBe(false);
  expect(isDraftOf(draftKey('["/","","steps"]', 'guest'), '7')).toBe(false);
  expect(isDraftOf('site-widgets:draft:["/","","steps"]', '7')).toBe(false);
  expect(isDraftOf('site-widgets:draft:["/7:","","steps"]', '7')).toBe(false);
});
