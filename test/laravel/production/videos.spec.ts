import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../browser/fixtures';
import { row } from '../database';
import { HOST_DIR } from '../host';
import { logIn } from '../session';

/**
 * The posts' videos through nginx (host/deploy/nginx/sitio.conf): the app decides who may have
 * a file (VideoController) and answers `X-Accel-Redirect`; nginx sends it from its internal
 * location, ranges too. Video 1 is login-required, video 2 open (the seed).
 */
const FIXTURE = readFileSync(path.join(HOST_DIR, 'database/data/video.mp4'));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const LOCKED = '/media/videos/video-1.mp4';
const OPEN = '/media/videos/video-2.mp4';

test('a visitor is refused the login-required video, whole or a range, and nginx never shows its internal location', async ({ request }) => {
  const asked: Record<string, string>[] = [{}, { Range: 'bytes=0-9' }];
  for (const headers of asked) {
    const answer = await request.get(LOCKED, { headers });
    expect(answer.status()).toBe(403);
    expect(answer.headers()['x-accel-redirect']).toBeUndefined();
    expect(sha256(await answer.body())).not.toBe(sha256(FIXTURE));
  }
  // The internal location by its own address: nginx's 404, as for any address it does not serve.
  expect((await request.get('/_videos/video-2.mp4')).status()).toBe(404);
  expect((await request.get('/_videos/video-1.mp4')).status()).toBe(404);
});

test('the open video is sent to anyone by nginx, the bytes the seed wrote, with a range and a public cache', async ({ request }) => {
  const whole = await request.get(OPEN);
  expect(whole.status()).toBe(200);
  expect(sha256(await whole.body())).toBe(sha256(FIXTURE));
  expect(whole.headers()['content-type']).toBe('video/mp4');
  expect(whole.headers()['accept-ranges']).toBe('bytes');
  expect(whole.headers()['cache-control']).toMatch(/^(?=.*\bpublic\b)(?=.*\bmax-age=3600\b)/);
  expect(whole.headers()['x-accel-redirect']).toBeUndefined();
  // Sent by nginx, not by PHP: nginx's own ETag, `"{mtime}-{size}"` in hex (PHP's answer has none).
  expect(whole.headers().etag).toMatch(new RegExp(`^"[0-9a-f]+-${FIXTURE.length.toString(16)}"$`));

  const part = await request.get(OPEN, { headers: { Range: 'bytes=0-9' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 0-9/${FIXTURE.length}`);
  expect((await part.body()).equals(FIXTURE.subarray(0, 10))).toBe(true);
});

test('a logged-in editor gets the login-required video: a range from nginx (206), never for a shared cache; its page plays it', async ({ page }) => {
  await logIn(page);
  const part = await page.request.get(LOCKED, { headers: { Range: 'bytes=0-9' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 0-9/${FIXTURE.length}`);
  expect((await part.body()).equals(FIXTURE.subarray(0, 10))).toBe(true);
  expect(part.headers()['cache-control']).toMatch(/^(?=.*\bprivate\b)(?=.*\bno-store\b)/);
  expect(part.headers()['x-content-type-options']).toBe('nosniff');

  const whole = await page.request.get(LOCKED);
  expect(whole.status()).toBe(200);
  expect(sha256(await whole.body())).toBe(sha256(FIXTURE));

  // The post's <video> loads the file (its 32 × 32 px frame) with the session's cookie.
  const { id } = row("SELECT id FROM posts WHERE video_url = '/media/videos/video-1.mp4'");
  await page.goto(`/post/${Number(id)}`);
  const width = await page.locator('video').evaluate(
    (video: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        video.addEventListener('loadedmetadata', () => resolve(video.videoWidth));
        video.addEventListener('error', () => reject(new Error(`the video did not load: ${video.error?.message ?? ''}`)));
        video.preload = 'metadata';
        video.load();
      }),
  );
  expect(width).toBe(32);
});
