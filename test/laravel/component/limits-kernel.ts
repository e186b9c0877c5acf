import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Requests through the Laravel host's HTTP kernel (limits-kernel.php), without a browser: from
 * a chosen address, with the headers and body a test chooses, on a fresh seeded database that
 * `before` may change. One PHP process per call, so the rate limits count across its requests
 * and start from nothing at the next call.
 */
/** A form as PHP parses it: nested fields (`weekly[mon][0][0]`) as nested objects, `products[]` as a list. */
export type FormFields = { [field: string]: string | string[] | FormFields | FormFields[] };

export type KernelRequest = {
  method: 'GET' | 'POST' | 'PUT';
  uri: string;
  /** The e-mail of the user the request is made as. */
  as?: string;
  /** The connection's peer (REMOTE_ADDR); 127.0.0.1 when left out. */
  remote?: string;
  headers?: Record<string, string>;
  form?: FormFields;
  body?: string;
  /** Cookies as the browser sends them (a cookie the server encrypted arrives so). */
  cookies?: Record<string, string>;
  /** SQL run just before this request. */
  before?: string[];
  /** Requests naming the same jar are one browser's: each sends the cookies the earlier answers set. */
  jar?: string;
};

export type KernelAnswer = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The answer's bytes as sent (a video's). */
  bytes: Buffer;
  /** Whether the answer's bytes are valid UTF-8 (`body` would hide it: Node decodes with U+FFFD). */
  utf8: boolean;
  logs: string[];
};

type Options = {
  /** SQL run after the seed. */
  before?: string[];
  /** Artisan commands run after `before`: [command, {argument: value}]. */
  artisan?: [string, Record<string, string | boolean>][];
  /** Queries whose rows come back after the requests. */
  after?: string[];
  env?: Record<string, string>;
  /** Named rate limiters and an address: the keys each counts a visitor's request from there by. */
  limiters?: [name: string, remote: string][];
  /** Files put in the run's log folder (Laravel's storage/logs) before the requests, by name. */
  logFiles?: Record<string, string>;
};

type RawAnswer = { status: number; headers: Record<string, string> | unknown[]; body64: string; logs: string[] };
export type Row = Record<string, unknown>;

export function throughKernel(requests: KernelRequest[], options: Options = {}): KernelAnswer[] {
  return runKernel(requests, options).answers;
}

/** The answers, the rows of the `after` queries, the keys of the `limiters`, and the log folder's files after the run. */
export function runKernel(
  requests: KernelRequest[],
  { before = [], artisan = [], after = [], env = {}, limiters = [], logFiles = {} }: Options = {},
): { answers: KernelAnswer[]; after: Row[][]; keys: string[][]; logFiles: Record<string, string> } {
  const folder = mkdtempSync(path.join(tmpdir(), 'host-kernel-'));
  try {
    const database = path.join(folder, 'database.sqlite');
    writeFileSync(database, '');
    const logs = path.join(folder, 'logs');
    mkdirSync(logs);
    for (const [name, text] of Object.entries(logFiles)) writeFileSync(path.join(logs, name), text);
    const result = spawnSync('php', [path.resolve(__dirname, 'limits-kernel.php')], {
      input: JSON.stringify({ before, artisan, requests, after, limiters }),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // `testing`: Laravel leaves out the CSRF check, as for its own HTTP tests; the key is the run's own.
      env: {
        ...process.env,
        DB_DATABASE: database,
        KERNEL_LOG_FOLDER: logs,
        APP_ENV: 'testing',
        APP_KEY: `base64:${randomBytes(32).toString('base64')}`,
        TRUSTED_PROXIES: '',
        ...env,
      },
    });
    if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout.slice(0, 2000)}`);
    const output = JSON.parse(result.stdout) as { answers: RawAnswer[]; after: Row[][]; keys: string[][] };
    const answers = output.answers.map(({ status, headers, body64, logs }) => {
      const bytes = Buffer.from(body64, 'base64');
      // PHP writes an empty header list as [].
      return { status, headers: Array.isArray(headers) ? {} : headers, body: bytes.toString('utf8'), bytes, utf8: isUtf8(bytes), logs };
    });
    const written = Object.fromEntries(readdirSync(logs).map((name) => [name, readFileSync(path.join(logs, name), 'utf8')]));
    return { answers, after: output.after, keys: output.keys, logFiles: written };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The answer's HTML as a document. */
export function documentOf(answer: KernelAnswer): Document {
  return new DOMParser().parseFromString(answer.body, 'text/html');
}
