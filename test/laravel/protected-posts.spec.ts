import * as v from 'valibot';
import { expect, test } from '../browser/fixtures';
import { row } from './database';
import { logIn, UNFINISHED } from './session';

/** The seed's first video: login required. */
function protectedVideo(): { id: number; name: string } {
  return v.parse(v.object({ id: v.number(), name: v.string() }), row("select id, name from posts where name = 'Clase exclusiva de pan dulce'"));
}

test('logged out: a login-required post is its teaser (no video, no recipe) with a way in, and the post itself right after logging in', async ({ page }) => {
  const video = protectedVideo();
  await page.goto(`/post/${video.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.name);
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.locator('.sw-recipe')).toHaveCount(0);
  expect(await page.content()).not.toMatch(/video-1\.mp4|Mezclar la harina/);
  await page.getByRole('link', { name: 'Iniciá sesión para verlo' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page);
  await expect(page).toHaveURL(new RegExp(`/post/${video.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.name);
  await expect(page.locator('video')).toHaveAttribute('src', /\/media\/videos\/video-1\.mp4$/);
});

test('a point of sale that has not finished registering is sent to /register_pdv/, never the post', async ({ page }) => {
  const video = protectedVideo();
  await logIn(page, UNFINISHED.email);
  const response = await page.goto(`/post/${video.id}`);
  expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/post/${video.id}$`));
  // Laravel writes the spec's /register_pdv/ without its last slash; both are the same page.
  await expect(page).toHaveURL(/\/register_pdv\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Completá tu registro');
  await expect(page.locator('video')).toHaveCount(0);
});

test("the API sends a card's teaser to everyone, never a video's address", async ({ page }) => {
  await page.goto('/');
  const answer: unknown = await (await page.request.get('/api/posts/videos')).json();
  const { posts } = v.parse(v.object({ posts: v.object({ data: v.array(v.looseObject({ name: v.string(), login_required: v.boolean() })) }) }), answer);
  expect(posts.data.find((post) => post.name === protectedVideo().name)).toMatchObject({ login_required: true });
  expect(JSON.stringify(answer)).not.toMatch(/video_url|\.mp4|steps|custom_ingredients/);
});

test('a post that needs no login is shown to everyone', async ({ page }) => {
  const free = v.parse(v.object({ id: v.number(), name: v.string() }), row("select id, name from posts where name = 'Video 2'"));
  await page.goto(`/post/${free.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(free.name);
  await expect(page.locator('video')).toHaveAttribute('src', /video-2\.mp4$/);
});
