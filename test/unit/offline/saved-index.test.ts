import { listCache, OFFLINE_PREFIX, recipeCache, userKey, WHO_CACHE, WHO_KEY } from '../../../src/shared/offline/names';
import { addSaved, isSaved, readSaved, removeSaved, savedIndexKey, type SavedRecipe } from '../../../src/shared/offline/saved-index';
import { recipeKey } from '../../../src/shared/recipe/storage';
import { withStorageRefused } from '../storage-refused';

/** 'Mis recetas' index (src/shared/offline/saved-index.ts) and the names of the copies (names.ts). */
const recipe = (postId: number, title = `Receta ${postId}`): SavedRecipe => ({
  postId,
  title,
  url: `http://localhost/post/${postId}`,
  picture: `http://localhost/storage/posts/${postId}.webp`,
  savedAt: '2026-11-29T10:00:00.000Z',
  bytes: 120_000 + postId,
});

afterEach(() => localStorage.clear());

test('a saved recipe comes first; saved again, it replaces its row; removed, its row goes and the key with the last one', () => {
  addSaved('guest', recipe(1));
  addSaved('guest', recipe(2));
  expect(readSaved('guest').map((entry) => entry.postId)).toEqual([2, 1]);
  addSaved('guest', recipe(1, 'Pan dulce, otra vez'));
  expect(readSaved('guest').map((entry) => entry.title)).toEqual(['Pan dulce, otra vez', 'Receta 2']);
  expect(isSaved('guest', 2)).toBe(true);
  expect(removeSaved('guest', 2).map((entry) => entry.postId)).toEqual([1]);
  expect(isSaved('guest', 2)).toBe(false);
  removeSaved('guest', 1);
  expect(localStorage.getItem(savedIndexKey('guest'))).toBeNull();
});

test("each person's list is their own", () => {
  addSaved(userKey(5), recipe(1));
  expect(readSaved(userKey(5))).toHaveLength(1);
  expect(readSaved(userKey(7))).toEqual([]);
  expect(readSaved(userKey(null))).toEqual([]);
});

test("the index sits under the recipes' prefix, which logout clears (drafts/logout.ts), beside recipe-tools' own entries", () => {
  const prefix = recipeKey(1, 'servings').replace(/1:servings$/, '');
  expect(savedIndexKey('u5').startsWith(prefix)).toBe(true);
});

test('unreadable storage: an unreadable row is skipped, a broken list is empty, refused storage neither throws nor keeps', () => {
  localStorage.setItem(savedIndexKey('guest'), JSON.stringify([recipe(1), { postId: 'dos' }, null, { ...recipe(3), bytes: '9' }]));
  expect(readSaved('guest').map((entry) => entry.postId)).toEqual([1]);
  localStorage.setItem(savedIndexKey('guest'), '{not json');
  expect(readSaved('guest')).toEqual([]);
  withStorageRefused(() => {
    expect(addSaved('guest', recipe(4)).map((entry) => entry.postId)).toEqual([4]);
    expect(readSaved('guest')).toEqual([]);
  });
});

test("the copies' names: one cache per recipe and person, the list's own, all under the prefix the logout and the sweep spell out", () => {
  expect(recipeCache(null, 1)).toBe('site-widgets:offline:v1:guest:post:1');
  expect(recipeCache(5, 1)).toBe('site-widgets:offline:v1:u5:post:1');
  expect(listCache(5)).toBe('site-widgets:offline:v1:u5:list');
  expect(OFFLINE_PREFIX).toBe('site-widgets:offline:');
  expect(WHO_CACHE.startsWith(OFFLINE_PREFIX)).toBe(true);
  expect(WHO_KEY).toBe('/__site-widgets-offline-who');
});
