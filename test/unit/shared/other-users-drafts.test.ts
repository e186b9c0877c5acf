import { removeOtherUsersDrafts } from '../../../src/shared/drafts/other-users';
import { printGlobals, removeGlobals } from '../page-globals';
import { withStorageRefused } from '../storage-refused';

// An editor (7) whose session expired without a logout left a draft; the same scope under
// another user (8), a guest's, one from before keys named the user; and what is not a draft.
const SEVEN = 'site-widgets:draft:7:["","/admin/posts/1","steps"]';
const SEVENTY = 'site-widgets:draft:70:["","/admin/posts/1","steps"]';
const EIGHT = 'site-widgets:draft:8:["","/admin/posts/1","steps"]';
const GUEST = 'site-widgets:draft:guest:["/","","image"]';
const OLD = 'site-widgets:draft:["/old","","steps"]';
const NOT_DRAFTS = ['site-widgets:recipe:1', 'site-widgets:listing'];

beforeEach(() => {
  localStorage.clear();
  for (const key of [SEVEN, SEVENTY, EIGHT, GUEST, OLD, ...NOT_DRAFTS]) localStorage.setItem(key, '{"v":1}');
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(removeGlobals);

const keys = () => Object.keys(localStorage).sort();

test("a page a logged user opens removes everyone else's drafts, unseen, and keeps theirs", () => {
  printGlobals(JSON.stringify({ user: { id: 8 } }));
  removeOtherUsersDrafts();
  expect(keys()).toEqual([EIGHT, ...NOT_DRAFTS].sort());
});

test('the user named as the globals allow it (digits in a string), and not a user whose id starts the same', () => {
  Object.defineProperty(window, 'SiteWidgets', { value: { user: { id: ' 7 ' } }, configurable: true, writable: true });
  removeOtherUsersDrafts();
  expect(keys()).toEqual([SEVEN, ...NOT_DRAFTS].sort());
});

test.each([
  ['nobody logged in (the login page, after the session expired)', '{"user":null}'],
  ['no globals at all', null],
  ['a user the globals cannot read', '{"user":{"id":"siete"}}'],
])('%s: every draft kept, for its author to recover after logging in', (_, printed) => {
  if (printed !== null) printGlobals(printed);
  removeOtherUsersDrafts();
  expect(keys()).toEqual([SEVEN, SEVENTY, EIGHT, GUEST, OLD, ...NOT_DRAFTS].sort());
});

test('storage refused: nothing to remove, no throw', () => {
  printGlobals(JSON.stringify({ user: { id: 8 } }));
  withStorageRefused(() => expect(() => removeOtherUsersDrafts()).not.toThrow());
});
