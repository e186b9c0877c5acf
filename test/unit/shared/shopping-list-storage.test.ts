import {
  addRecipe,
  LIST_KEY,
  loadList,
  onListChange,
  readList,
  removeRecipe,
  setChecked,
  writeList,
  type ListRecipe,
} from '../../../src/shared/shopping-list/list-storage';
import { withStorageRefused } from '../storage-refused';

/** The shopping list's storage (docs/widgets/shopping-list.md, "Storage"). */
const recipe = (postId: number, servings: number | null, qty = '1 kg'): ListRecipe => ({
  postId,
  name: `Receta ${postId}`,
  url: `/post/${postId}`,
  servings,
  items: [{ name: 'Harina 0000', qty, productId: 2, href: '/product/2' }],
});

afterEach(() => localStorage.clear());

test('adds recipes in order and keeps them as versioned JSON under one key', () => {
  expect(addRecipe(recipe(1, 4))).toEqual({ replaced: false, saved: true });
  expect(addRecipe(recipe(2, null))).toEqual({ replaced: false, saved: true });
  expect(readList().recipes.map((kept) => kept.postId)).toEqual([1, 2]);
  expect(JSON.parse(localStorage.getItem(LIST_KEY) ?? 'null')).toMatchObject({ version: 1, recipes: [{ postId: 1, servings: 4 }, { postId: 2 }], checked: [] });
});

test('adding a recipe again replaces its lines, at the new servings, in its place', () => {
  addRecipe(recipe(1, 4));
  addRecipe(recipe(2, 4));
  expect(addRecipe(recipe(1, 8, '2 kg'))).toEqual({ replaced: true, saved: true });
  const { recipes } = readList();
  expect(recipes.map((kept) => [kept.postId, kept.servings, kept.items[0]?.qty])).toEqual([
    [1, 8, '2 kg'],
    [2, 4, '1 kg'],
  ]);
});

test('check-offs are kept; removing a recipe forgets those of lines no recipe holds', () => {
  addRecipe(recipe(1, 4));
  addRecipe(recipe(2, 4));
  setChecked('p:2|g', true);
  setChecked('n:sal|?', true);
  setChecked('n:sal|?', false);
  expect(readList().checked).toEqual(['p:2|g']);
  removeRecipe(1, () => new Set(['p:2|g']));
  expect(readList()).toMatchObject({ recipes: [{ postId: 2 }], checked: ['p:2|g'] });
  removeRecipe(2, () => new Set());
  // An empty list is no entry at all.
  expect(localStorage.getItem(LIST_KEY)).toBeNull();
});

test.each([
  ['not JSON', '{"version":1,'],
  ['another version', '{"version":2,"recipes":[],"checked":[]}'],
  ['a wrong shape', '{"version":1,"recipes":[{"postId":"1"}],"checked":[]}'],
  ['null', 'null'],
])('a corrupt entry (%s) is a clear empty list, never an error', (_, text) => {
  localStorage.setItem(LIST_KEY, text);
  expect(loadList()).toEqual({ list: { version: 1, recipes: [], checked: [] }, corrupt: true });
  // The next addition writes a good list over it.
  addRecipe(recipe(1, 4));
  expect(loadList()).toMatchObject({ list: { recipes: [{ postId: 1 }] }, corrupt: false });
});

test('storage refused: reads as empty, writes say they were not kept, nothing throws', () => {
  withStorageRefused(() => {
    expect(readList().recipes).toEqual([]);
    expect(addRecipe(recipe(1, 4))).toEqual({ replaced: false, saved: false });
    expect(setChecked('p:2|g', true)).toBe(false);
    expect(writeList({ version: 1, recipes: [], checked: [] })).toBe(false);
  });
});

test("listeners hear this page's changes and other tabs' (the storage event), until stopped", () => {
  const heard = jest.fn();
  const stop = onListChange(heard);
  addRecipe(recipe(1, 4));
  expect(heard).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new StorageEvent('storage', { key: LIST_KEY }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'site-widgets:listing' }));
  expect(heard).toHaveBeenCalledTimes(2);
  stop();
  addRecipe(recipe(2, 4));
  expect(heard).toHaveBeenCalledTimes(2);
});
