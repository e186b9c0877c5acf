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
  let running = true;
  const visitor = async (offset: number) => {
    for (let index = offset; running; index += 1) {
      const path = VISITOR_PATHS[index % VISITOR_PATHS.length] ?? '/';
      const started = performance.now();
      try {
        const response = await fetch(`${HOST_URL}${path}`, { headers: { Accept: path.startsWith('/api/') ? 'application/json' : 'text/html' } });
        const body = await response.text();
        answers.push({ path, status: response.status, seconds: (performance.now() - started) / 1000, retryAfter: response.headers.get('retry-after'), body });
      } catch (error) {
        answers.push({ path, status: 0, seconds: (performance.now() - started) / 1000, retryAfter: null, body: String(error) });
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
