// The worked host under concurrent visitors: autocannon against the production mode's
// balanced port (nginx, both app servers), each address for BENCH_LOAD_SECONDS (30) with
// BENCH_LOAD_CONNECTIONS (16) connections kept busy, one address after the other: two public
// pages, the listing API and the WhatsApp hit API (POST, with a session and its XSRF token, as
// the widgets send it). Per address: requests per second, p50/p95/p99 latency of every
// answer, the answers by status, errors and timeouts, and the verdict: no error and no 5xx
// anywhere, and on the hit API (rate-limited per address, `throttle:hits`) no answer but 2xx
// and 429.
import { createRequire } from 'node:module';
import { productionHost } from './production-host.mjs';

/** @typedef {{ url: string, headers: Record<string, string>, method?: string, body?: string }} Target one address under load, its request as the site's visitors send it */
/**
 * What this part uses of autocannon: a run, awaited for its result, that tells each answer as it comes.
 * @typedef {{ duration: number, connections: number, statusCodeStats: Record<string, { count: number }>, errors: number, timeouts: number }} LoadResult
 * @typedef {PromiseLike<LoadResult> & { on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): unknown }} LoadRun
 * @typedef {(options: Target & { connections: number, duration: number, timeout: number }) => LoadRun} Autocannon
 */
/** @typedef {{ target: string } & Awaited<ReturnType<typeof hammer>>} LoadRow one address's figures */
/** @typedef {{ ok: boolean, reason: string }} Verdict */
/** @typedef {{ posts?: { data?: { name?: unknown }[] } } | null} Listing what is read of the listing API's answer */

// autocannon ships no types: it is required, and typed by what this part uses of it (Autocannon).
const require = createRequire(import.meta.url);
const autocannon = /** @type {Autocannon} */ (require('autocannon'));

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 16);
/** autocannon's own default: an answer slower than this counts as a timeout (and an error). */
const TIMEOUT_SECONDS = 10;
/** What a browser sends: the pages and the API answers travel compressed (nginx's gzip). */
const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br', 'User-Agent': 'site-widgets-bench (autocannon)' };

/**
 * The value at quantile `q` of ascending `sorted`, interpolated.
 * @param {number[]} sorted
 * @param {number} q
 */
function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const [lowValue = Number.NaN, highValue = Number.NaN] = [sorted[low], sorted[high]];
  return lowValue + (highValue - lowValue) * (position - low);
}

/**
 * A session as a visitor's first page gives it: the cookies, and the XSRF token the widgets send.
 * @param {string} base
 */
async function visitorSession(base) {
  const response = await fetch(`${base}/recetas`, { headers: BROWSER_HEADERS });
  await response.body?.cancel();
  if (response.status !== 200) throw new Error(`GET /recetas answered ${response.status} for the hit API's session`);
  // Each line's first part (split always gives one), `name=value`, as [name, value].
  const cookies = new Map(
    response.headers
      .getSetCookie()
      .map((line) => /** @type {[string, string | undefined]} */ (/** @type {string} */ (line.split(';')[0]).split(/=(.*)/s).slice(0, 2))),
  );
  const session = cookies.get('laravel_session');
  const xsrf = cookies.get('XSRF-TOKEN');
  if (session === undefined || xsrf === undefined)
    throw new Error(`GET /recetas set no laravel_session or XSRF-TOKEN cookie (${[...cookies.keys()].join(', ')})`);
  return { cookie: `XSRF-TOKEN=${xsrf}; laravel_session=${session}`, token: decodeURIComponent(xsrf) };
}

/**
 * A hit as the share box sends it (src/shared/api/hits.ts), for a recipe the site has.
 * @param {string} base
 */
async function hitBody(base) {
  const response = await fetch(`${base}/api/posts/recetas`, { headers: { ...BROWSER_HEADERS, Accept: 'application/json' } });
  const name = response.ok ? /** @type {Listing} */ (await response.json())?.posts?.data?.[0]?.name : undefined;
  if (typeof name !== 'string') throw new Error(`GET /api/posts/recetas answered ${response.status} without a recipe to share`);
  return JSON.stringify({ type: 'whatsapp', entity: name, value: '+5491112345678', user_id: null });
}

/**
 * One address under load: autocannon's counts, and the latency of every answer (not only 2xx).
 * @param {Target} options
 */
async function hammer(options) {
  /** @type {number[]} */
  const latencies = [];
  const instance = autocannon({ connections: CONNECTIONS, duration: SECONDS, timeout: TIMEOUT_SECONDS, ...options });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const byStatus = Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]));
  const count = (/** @type {(status: number) => boolean} */ test) =>
    Object.entries(byStatus).reduce((sum, [status, n]) => sum + (test(Number(status)) ? n : 0), 0);
  const round1 = (/** @type {number} */ value) => Math.round(value * 10) / 10;
  return {
    seconds: result.duration,
    connections: result.connections,
    requests: latencies.length,
    rps: round1(latencies.length / result.duration),
    latencyMs: {
      p50: round1(quantile(latencies, 0.5)),
      p95: round1(quantile(latencies, 0.95)),
      p99: round1(quantile(latencies, 0.99)),
      max: round1(latencies.at(-1) ?? Number.NaN),
    },
    byStatus,
    s2xx: count((status) => status >= 200 && status < 300),
    s429: count((status) => status === 429),
    other4xx: count((status) => status >= 400 && status < 500 && status !== 429),
    s5xx: count((status) => status >= 500),
    // Neither 2xx nor 4xx nor 5xx (a redirect, say): counted so that nothing goes unseen.
    other: count((status) => status < 200 || (status >= 300 && status < 400)),
    // autocannon counts a timeout as an error too; `errors` here are the others.
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
  };
}

/**
 * Pages and the listing API: no 5xx, no error, no timeout.
 * @param {LoadRow} row
 * @returns {Verdict}
 */
function pageVerdict(row) {
  const problems = [];
  if (row.requests === 0) problems.push('no answer');
  if (row.errors > 0) problems.push(`${row.errors} errors`);
  if (row.timeouts > 0) problems.push(`${row.timeouts} timeouts`);
  if (row.s5xx > 0) problems.push(`${row.s5xx} answers 5xx`);
  return problems.length === 0 ? { ok: true, reason: `${row.s2xx} answers 2xx, no 5xx, no error` } : { ok: false, reason: problems.join(', ') };
}

/**
 * The hit API: the same, and 429 (its rate limit) the only answer that is not 2xx.
 * @param {LoadRow} row
 * @returns {Verdict}
 */
function hitVerdict(row) {
  const page = pageVerdict(row);
  const problems = page.ok ? [] : [page.reason];
  if (row.other4xx > 0) problems.push(`${row.other4xx} answers 4xx other than 429 (${Object.keys(row.byStatus).join(', ')})`);
  if (row.other > 0) problems.push(`${row.other} answers neither 2xx nor 4xx nor 5xx`);
  if (problems.length > 0) return { ok: false, reason: problems.join(', ') };
  return { ok: true, reason: `${row.s2xx} stored (2xx), ${row.s429} refused by the rate limit (429), nothing else` };
}

export async function measureLoad() {
  const base = (await productionHost()).replace(/\/$/, '');
  const session = await visitorSession(base);
  const body = await hitBody(base);
  /** @type {(Target & { label: string, verdict: (row: LoadRow) => Verdict })[]} */
  const targets = [
    { label: 'GET /recetas', url: `${base}/recetas`, headers: BROWSER_HEADERS, verdict: pageVerdict },
    { label: 'GET /post/1', url: `${base}/post/1`, headers: BROWSER_HEADERS, verdict: pageVerdict },
    { label: 'GET /api/posts/recetas', url: `${base}/api/posts/recetas`, headers: { ...BROWSER_HEADERS, Accept: 'application/json' }, verdict: pageVerdict },
    {
      label: 'POST /api/hits',
      url: `${base}/api/hits`,
      method: 'POST',
      body,
      headers: {
        ...BROWSER_HEADERS,
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': session.token,
        Cookie: session.cookie,
      },
      verdict: hitVerdict,
    },
  ];
  const rows = [];
  for (const { label, verdict, ...options } of targets) {
    console.log(`bench: load ${label}, ${SECONDS} s × ${CONNECTIONS} connections…`);
    const row = { target: label, ...(await hammer(options)) };
    rows.push({ ...row, verdict: verdict(row) });
  }
  return rows;
}

/** Starting the production mode, then each address's run with room for a slow end. */
export const loadPartLimit = () => 180_000 + 4 * (SECONDS + TIMEOUT_SECONDS + 20) * 1000;
