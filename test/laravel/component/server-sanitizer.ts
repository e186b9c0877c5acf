import { spawnSync } from 'node:child_process';
import path from 'node:path';
import * as v from 'valibot';

const Cleaned = v.union([v.object({ clean: v.string(), again: v.string() }), v.object({ error: v.string() })]);

/** What the server's sanitizer made of one input: the HTML and that HTML cleaned again, or why it refused. */
export type Cleaned = v.InferOutput<typeof Cleaned>;

// From the repository's root, where jest and Playwright both run (jest's files are CommonJS, Playwright's ES modules).
const SCRIPT = path.resolve('test/laravel/component/sanitize.php');

/** The server's cleaning of each entry (SiteWidgets\Laravel\Html\Sanitizer, through PHP), in one PHP run. */
export function serverClean(corpus: readonly string[]): Cleaned[] {
  const result = spawnSync('php', [SCRIPT], {
    input: JSON.stringify(corpus),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  return v.parse(v.array(Cleaned), JSON.parse(result.stdout));
}

/** The cleaned HTML, or the test's failure with the server's reason. */
export function cleanOf(cleaned: Cleaned | undefined): string {
  if (cleaned === undefined || 'error' in cleaned) throw new Error(`the server refused it: ${cleaned?.error ?? 'no answer'}`);
  return cleaned.clean;
}
