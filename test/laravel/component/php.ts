import { spawnSync } from 'node:child_process';
import path from 'node:path';

export type Rendered = { html: string } | { error: string };

const SCRIPT = path.resolve(__dirname, 'render.php');

function isRendered(value: unknown): value is Rendered {
  return typeof value === 'object' && value !== null && ('html' in value || 'error' in value);
}

/** Renders Blade templates through the Laravel host (each sees `$values`), in the given environment. */
export function renderBlade(templates: string[], values: Record<string, unknown>, environment: 'local' | 'production' = 'local'): Rendered[] {
  const result = spawnSync('php', [SCRIPT], {
    input: JSON.stringify({ templates, values }),
    encoding: 'utf8',
    env: { ...process.env, APP_ENV: environment },
  });
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  const parsed: unknown = JSON.parse(result.stdout);
  if (!Array.isArray(parsed) || !parsed.every(isRendered)) throw new Error(`unexpected output: ${result.stdout}`);
  return parsed;
}

export function html(rendered: Rendered | undefined): string {
  if (rendered === undefined || !('html' in rendered)) throw new Error(`not rendered: ${JSON.stringify(rendered)}`);
  return rendered.html;
}

export function error(rendered: Rendered | undefined): string {
  if (rendered === undefined || !('error' in rendered)) throw new Error(`no error: ${JSON.stringify(rendered)}`);
  return rendered.error;
}
