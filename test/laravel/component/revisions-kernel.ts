import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * The revisions' tests' way through the Laravel host's kernel (revisions-kernel.php): requests
 * as an editor, with forms as a browser posts them (nested fields: `_keep[name]`), on a database
 * file the test names, so that two PHP processes can race on the same one.
 */
export type Form = { [field: string]: string | Form };
type Request = { method: 'GET' | 'PUT' | 'POST'; uri: string; as?: string; form?: Form };
export type Answer = { status: number; location: string | null; flash: string | null; old: Form | null; errors: string[] | null; body: string };
export type Row = Record<string, unknown>;
export type Run = {
  database: string;
  /** Migrate and seed first (a fresh database file). */
  migrate?: boolean;
  before?: string[];
  requests?: Request[];
  after?: string[];
  /** Epoch milliseconds to wait for before the first request. */
  startAt?: number;
  /** Record every SQL statement the requests run (`queries`). */
  log?: boolean;
  /** Sleep after each SQL statement matching `pattern`. */
  pauseAfter?: { pattern: string; ms: number };
};
export type Output = { answers: Answer[]; after: Row[][]; queries: string[] };

const SCRIPT = path.resolve(__dirname, 'revisions-kernel.php');
// One key for every process of a test run: sessions and cookies never leave a process anyway.
const KEY = `base64:${randomBytes(32).toString('base64')}`;

function environment(database: string): NodeJS.ProcessEnv {
  // `testing`: Laravel leaves out the CSRF check, as for its own HTTP tests.
  return { ...process.env, DB_DATABASE: database, APP_ENV: 'testing', APP_KEY: KEY };
}

function input({ migrate = false, before = [], requests = [], after = [], startAt, pauseAfter, log = false }: Run): string {
  return JSON.stringify({ migrate, before, requests, after, startAt, pauseAfter, log });
}

function parse(status: number | null, stdout: string, stderr: string): Output {
  if (status !== 0) throw new Error(`php failed (${String(status)}): ${stderr}${stdout.slice(0, 2000)}`);
  return JSON.parse(stdout) as Output;
}

export function runKernel(run: Run): Output {
  const result = spawnSync('php', [SCRIPT], { input: input(run), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: environment(run.database) });
  return parse(result.status, result.stdout, result.stderr);
}

/** The same, in a process of its own that runs while the test starts others. */
export function startKernel(run: Run): Promise<Output> {
  return new Promise((resolve, reject) => {
    const child = spawn('php', [SCRIPT], { env: environment(run.database) });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      try {
        resolve(parse(status, stdout, stderr));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    child.stdin.end(input(run));
  });
}

/** The answer's HTML as a document. */
export function documentOf(answer: Pick<Answer, 'body'>): Document {
  return new DOMParser().parseFromString(answer.body, 'text/html');
}

/** What the page's form (the one posting to `action`'s path) would post, as PHP reads a browser's post (`_keep[name]` nested). */
export function formOf(document: Document, action: string): Form {
  const form = [...document.querySelectorAll('form')].find((each) => new URL(each.getAttribute('action') ?? '', 'http://localhost').pathname === action);
  if (form === undefined) throw new Error(`no form posting to ${action}`);
  const fields: Form = {};
  for (const element of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (element.name === '' || (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox') && !element.checked)) continue;
    const [name = '', ...keys] = element.name.split(/[[\]]+/).filter((part) => part !== '');
    let target = fields;
    for (const key of [name, ...keys].slice(0, -1)) {
      const next = target[key];
      target = typeof next === 'object' ? next : (target[key] = {});
    }
    // A select posts its chosen option's value, as a browser does.
    target[keys.at(-1) ?? name] = element.value;
  }
  return fields;
}
