import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runKernel, type KernelAnswer, type KernelRequest } from './limits-kernel';

/**
 * GET /media/videos/{file} through the host's kernel (App\Http\Controllers\VideoController): the
 * seeded videos' files, on a `videos` disk of the test's own (VIDEOS_ROOT). Video 1 is
 * login-required (every third one is), video 2 open. What a post's page keeps from a visitor,
 * its video file keeps too; names that could reach out of the folder are refused before any
 * post is looked for.
 */
const FIXTURE = readFileSync(path.resolve(__dirname, '../../../host/database/data/video.mp4'));
const EDITOR = 'editora@example.com';
/** A point of sale that has not finished registering: the post's page sends it to /register_pdv/. */
const UNFINISHED = 'pdv@example.com';
const OPEN = '/media/videos/video-2.mp4';
const LOCKED = '/media/videos/video-1.mp4';

const get = (uri: string, extra: Partial<KernelRequest> = {}): KernelRequest => ({ method: 'GET', uri, ...extra });
const range = (uri: string, as?: string): KernelRequest => get(uri, { headers: { Range: 'bytes=0-9' }, ...(as === undefined ? {} : { as }) });

/** The Cache-Control directives, in any order (Symfony sorts them). */
const cacheControl = (answer: KernelAnswer | undefined): string[] =>
  (answer?.headers['cache-control'] ?? '')
    .split(',')
    .map((directive) => directive.trim())
    .sort();

let folder = '';
let videos = '';

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'host-videos-'));
  videos = path.join(folder, 'videos');
  mkdirSync(videos);
  // A video no post names, and a file beside the folder that a traversal would reach.
  writeFileSync(path.join(videos, 'unlisted.mp4'), FIXTURE);
  writeFileSync(path.join(folder, 'secret.mp4'), 'not for anyone');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** The requests through the kernel, the videos' folder the test's. */
function send(requests: KernelRequest[], env: Record<string, string> = {}): KernelAnswer[] {
  return runKernel(requests, { env: { VIDEOS_ROOT: videos, ...env } }).answers;
}

test('the seed writes a playable file for every video post', () => {
  send([]);
  for (let n = 1; n <= 30; n++) expect(readFileSync(path.join(videos, `video-${n}.mp4`)).equals(FIXTURE)).toBe(true);
  // An MP4: its first box is `ftyp`.
  expect(FIXTURE.subarray(4, 8).toString('latin1')).toBe('ftyp');
});

test('an open video is sent to anyone, whole or a range, and may be cached by anyone for an hour', () => {
  const [whole, part] = send([get(OPEN), range(OPEN)]);
  expect(whole?.status).toBe(200);
  expect(whole?.bytes.equals(FIXTURE)).toBe(true);
  expect(whole?.headers['content-type']).toBe('video/mp4');
  expect(whole?.headers['accept-ranges']).toBe('bytes');
  expect(whole?.headers['x-content-type-options']).toBe('nosniff');
  expect(cacheControl(whole)).toEqual(['max-age=3600', 'public']);

  expect(part?.status).toBe(206);
  expect(part?.headers['content-range']).toBe(`bytes 0-9/${FIXTURE.length}`);
  expect(part?.bytes.equals(FIXTURE.subarray(0, 10))).toBe(true);
});

test("a login-required post's video is refused to a visitor and to an unfinished registration, sent to a user, never to a shared cache", () => {
  const [visitor, visitorRange, unfinished, user, userRange] = send([
    get(LOCKED),
    range(LOCKED),
    get(LOCKED, { as: UNFINISHED }),
    get(LOCKED, { as: EDITOR }),
    range(LOCKED, EDITOR),
  ]);
  for (const refused of [visitor, visitorRange, unfinished]) {
    expect(refused?.status).toBe(403);
    expect(refused?.bytes.includes(FIXTURE.subarray(0, 16))).toBe(false);
  }
  expect(user?.status).toBe(200);
  expect(user?.bytes.equals(FIXTURE)).toBe(true);
  expect(cacheControl(user)).toEqual(['no-store', 'private']);
  expect(userRange?.status).toBe(206);
  expect(userRange?.bytes.equals(FIXTURE.subarray(0, 10))).toBe(true);
  expect(cacheControl(userRange)).toEqual(['no-store', 'private']);
});

test('a file is locked when any post naming it is login-required, whoever else names it', () => {
  const [visitor, user] = send([
    // Video 2's post (open) names video 1's file too.
    get(LOCKED, { before: ["UPDATE posts SET video_url = '/media/videos/video-1.mp4' WHERE name = 'Video 2'"] }),
    get(LOCKED, { as: EDITOR }),
  ]);
  expect(visitor?.status).toBe(403);
  expect(user?.status).toBe(200);
});

test('a file no post names is 404', () => {
  const answers = send([get('/media/videos/unlisted.mp4'), get('/media/videos/video-99.mp4')]);
  expect(answers.map((answer) => answer.status)).toEqual([404, 404]);
});

test('a name that is not a plain video name is 404 before any post is looked for, even when a post names it', () => {
  // Files a loose check would send: a dotfile and a name with `..` inside the folder.
  writeFileSync(path.join(videos, '.secret.mp4'), 'not for anyone');
  writeFileSync(path.join(videos, '..secret.mp4'), 'not for anyone');
  const stored = ['../secret.mp4', '..\\secret.mp4', '..secret.mp4', '.secret.mp4', 'video-2.MP4', 'video-2.mp4.txt', 'video-2'];
  const uris = [
    // Out of the folder, the slash encoded: the route's parameter takes no slash either.
    '/media/videos/..%2Fsecret.mp4',
    '/media/videos/%2E%2E%2Fsecret.mp4',
    '/media/videos/..%5Csecret.mp4',
    '/media/videos/..secret.mp4',
    '/media/videos/.secret.mp4',
    '/media/videos/%2Esecret.mp4',
    '/media/videos/video-2.MP4',
    '/media/videos/video-2.mp4.txt',
    '/media/videos/video-2',
    '/media/videos/video-2.mp4%00.txt',
  ];
  // Each name stored by a post (video 3 on), as a wrong row might have it.
  const before = stored.map((name, index) => `UPDATE posts SET video_url = '/media/videos/${name}' WHERE name = 'Video ${index + 3}'`);
  const answers = send(uris.map((uri, index) => get(uri, index === 0 ? { before } : {})));
  uris.forEach((uri, index) => {
    expect([uri, answers[index]?.status]).toEqual([uri, 404]);
    expect(answers[index]?.body).not.toContain('not for anyone');
  });
});

test('behind nginx (VIDEOS_ACCEL_REDIRECT), PHP decides who gets the file and names it for nginx to send, with no body', () => {
  const [open, visitor, user, unknown] = send([get(OPEN), get(LOCKED), range(LOCKED, EDITOR), get('/media/videos/unlisted.mp4')], {
    VIDEOS_ACCEL_REDIRECT: '/_videos/',
  });
  expect(open?.status).toBe(200);
  expect(open?.headers['x-accel-redirect']).toBe('/_videos/video-2.mp4');
  expect(open?.bytes.length).toBe(0);
  expect(open?.headers['content-type']).toBe('video/mp4');
  expect(cacheControl(open)).toEqual(['max-age=3600', 'public']);

  expect(visitor?.status).toBe(403);
  expect(visitor?.headers['x-accel-redirect']).toBeUndefined();

  // nginx answers the range from the file; PHP's answer is the same whatever the Range.
  expect(user?.status).toBe(200);
  expect(user?.headers['x-accel-redirect']).toBe('/_videos/video-1.mp4');
  expect(user?.bytes.length).toBe(0);
  expect(cacheControl(user)).toEqual(['no-store', 'private']);

  expect(unknown?.status).toBe(404);
  expect(unknown?.headers['x-accel-redirect']).toBeUndefined();
});
