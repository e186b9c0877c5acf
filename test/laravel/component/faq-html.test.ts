import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';

/**
 * The FAQ form refuses an answer past the sanitizer's caps, back to the form with an error
 * that says which cap and where, storing nothing; and `php artisan site-widgets:clean-html` cleans what was
 * stored before, counting first with --dry-run.
 */
const Step = v.object({ output: v.string(), stored: v.string() });
const Result = v.object({
  form: v.object({ status: v.number(), location: v.nullable(v.string()), page: v.string(), stored: v.string() }),
  dryRun: Step,
  run: Step,
  again: Step,
});

type Entry = { name: string; content: string; section: 'professionals' | 'consumers' };

let folder = '';
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'faq-html-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(posted: Entry[], stored: Entry[]): v.InferOutput<typeof Result> {
  const database = path.join(folder, `${randomBytes(4).toString('hex')}.sqlite`);
  writeFileSync(database, '');
  const result = spawnSync('php', [path.resolve(__dirname, 'faq-html.php')], {
    input: JSON.stringify({ posted, stored }),
    encoding: 'utf8',
    env: {
      ...process.env,
      DB_DATABASE: database,
      APP_ENV: 'testing',
      APP_KEY: `base64:${randomBytes(32).toString('base64')}`,
    },
  });
  if (result.status !== 0) throw new Error(`php failed (${result.status}): ${result.stderr}${result.stdout}`);
  return v.parse(Result, JSON.parse(result.stdout));
}

const entry = (content: string, name = 'Pregunta'): Entry => ({ name, content, section: 'consumers' });
const contents = (column: string): unknown => v.parse(v.array(v.object({ content: v.string() })), JSON.parse(column)).map(({ content }) => content);

test('an answer nested past the cap goes back to the form, naming the answer and the cap, and nothing is stored', () => {
  const { form } = run([entry('<p>bien</p>'), entry('<div>'.repeat(100))], []);
  expect([form.status, form.location]).toEqual([302, 'http://localhost/admin/faq/edit']);
  expect(form.page).toContain('El campo preguntas frecuentes, en elemento 2 → «content», anida más de 64 elementos uno dentro de otro.');
  expect(contents(form.stored)).not.toContain('<p>bien</p>');
});

test('a saved answer is stored clean, with its links as the editor wrote them', () => {
  const { form } = run(
    [
      entry(
        '<p onclick="alert(1)">Mirá <a href="https://www.youtube.com/watch?v=abc&t=42">el video</a></p><img src="https://x" xmlns:y=\'x" onerror="alert(1)\'>',
      ),
    ],
    [],
  );
  expect(form.status).toBe(302);
  expect(contents(form.stored)).toEqual(['<p>Mirá <a href="https://www.youtube.com/watch?v=abc&amp;t=42">el video</a></p><img src="https://x">']);
});

test('site-widgets:clean-html counts with --dry-run and writes nothing, then cleans, then finds nothing left', () => {
  const hostile = [
    entry('<p>Limpia</p>'),
    entry('<a href="&amp;#106;avascript:alert(1)">a</a><script>alert(1)</script>'),
    entry(`<p>${'<b>'.repeat(100)}hondo</p>`),
  ];
  const { dryRun, run: cleaned, again } = run([], hostile);
  expect(dryRun.output).toContain('pages.custom_content: 2 filas leídas, 1 cambiarían (2 valores de HTML), 1 con HTML demasiado grande guardado como texto');
  expect(dryRun.output).toContain('no se escribió nada');
  expect(contents(dryRun.stored)).toEqual(hostile.map(({ content }) => content));

  expect(cleaned.output).toContain('1 limpiadas (2 valores de HTML)');
  expect(contents(cleaned.stored)).toEqual([
    '<p>Limpia</p>',
    '<a href="&amp;#106;avascript:alert(1)">a</a>',
    `&lt;p&gt;${'&lt;b&gt;'.repeat(100)}hondo&lt;/p&gt;`,
  ]);
  expect(again.output).toContain('0 limpiadas (0 valores de HTML), 0 con HTML demasiado grande');
  expect(again.stored).toBe(cleaned.stored);
});
