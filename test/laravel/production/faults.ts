import { appendFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { FAULTS_URL, HOST_URL } from '../host';

/** A fault of the production mode's control (scripts/laravel/production/faults.mjs), done when this resolves. */
export async function inject(fault: string, parameters: Record<string, string | number> = {}): Promise<void> {
  const query = new URLSearchParams(Object.entries(parameters).map(([name, value]) => [name, String(value)]));
  const answer = await fetch(`${FAULTS_URL}/${fault}?${query}`, { method: 'POST' });
  if (answer.status !== 204) throw new Error(`fault ${fault}: ${answer.status} ${await answer.text()}`);
}

/** What one request of the visitors' load got. */
export interface Answer {
  readonly path: string;
  readonly status: number;
  /** When it was sent and answered, in seconds since the load began. */
  readonly sentAt: number;
  readonly seconds: number;
  readonly retryAfter: string | null;
  readonly body: string;
}

/** The pages a visitor opens, in turn: each reads the database, the session store and the build. */
const VISITOR_PATHS = ['/', '/recetas', '/post/11', '/productos', '/preguntas-frecuentes', '/api/posts/recipes'];

/**
 * A small load of visitors (`concurrency` of them, each a request after the other) until
 * stop() is called: every answer, in order.
 */
export function visitors(concurrency = 3): { stop: () => Promise<Answer[]> } {
  const answers: Answer[] = [];
  const began = performance.now();
  let running = true;
  const visitor = async (offset: number) => {
    for (let index = offset; running; index += 1) {
      const path = VISITOR_PATHS[index % VISITOR_PATHS.length] ?? '/';
      const started = performance.now();
      try {
        const response = await fetch(`${HOST_URL}${path}`, { headers: { Accept: path.startsWith('/api/') ? 'application/json' : 'text/html' } });
        const body = await response.text();
        const sentAt = (started - began) / 1000;
        answers.push({
          path,
          status: response.status,
          sentAt,
          seconds: (performance.now() - started) / 1000,
          retryAfter: response.headers.get('retry-after'),
          body,
        });
      } catch (error) {
        answers.push({
          path,
          status: 0,
          sentAt: (started - began) / 1000,
          seconds: (performance.now() - started) / 1000,
          retryAfter: null,
          body: String(error),
        });
      }
    }
  };
  const all = Promise.all(Array.from({ length: concurrency }, (_, index) => visitor(index)));
  return {
    stop: async () => {
      running = false;
      await all;
      return answers;
    },
  };
}

/** Waits until /up says the database and Redis answer. */
export async function healthy(): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${HOST_URL}/up`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(200);
}

/** The statuses of a load's answers, counted: `{ 200: 41, 503: 3 }`. */
export function statuses(answers: readonly Answer[]): Record<number, number> {
  const counted: Record<number, number> = {};
  for (const { status } of answers) counted[status] = (counted[status] ?? 0) + 1;
  return counted;
}

/** What one fault did to visitors and to saves, for the reliability figures (docs/benchmark.md, "Reliability"). */
export interface FaultFigure {
  readonly fault: string;
  readonly visitorRequests: number;
  /** The visitors' answers other than 200, by status. */
  readonly visitorErrors: Record<number, number>;
  /** From the first answer other than 200 to the end of the last one, in seconds (0: none). */
  readonly unavailableSeconds: number;
  readonly acknowledgedSaves: number;
  readonly acknowledgedLost: number;
}

/** A fault's figure from its visitors' answers. */
export function figure(fault: string, answers: readonly Answer[], saves: { acknowledged: number; lost: number }): FaultFigure {
  const failed = answers.filter(({ status }) => status !== 200);
  const visitorErrors = statuses(failed);
  const first = Math.min(...failed.map(({ sentAt }) => sentAt));
  const last = Math.max(...failed.map(({ sentAt, seconds }) => sentAt + seconds));
  return {
    fault,
    visitorRequests: answers.length,
    visitorErrors,
    unavailableSeconds: failed.length === 0 ? 0 : Math.round((last - first) * 10) / 10,
    acknowledgedSaves: saves.acknowledged,
    acknowledgedLost: saves.lost,
  };
}

/**
 * Adds a fault's figure, once its test has checked everything, to the file RELIABILITY_RESULTS
 * names (a JSON line each), which `npm run bench`'s reliability part reads; nothing otherwise.
 */
export function record(faultFigure: FaultFigure): void {
  const file = process.env.RELIABILITY_RESULTS;
  if (file !== undefined && file !== '') appendFileSync(file, `${JSON.stringify(faultFigure)}\n`);
}
