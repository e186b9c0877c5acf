import { readFileSync, writeFileSync } from 'node:fs';
import { useAnotherApp } from './another-app';
import { documentOf, formOf, type Form } from './revisions-kernel';

/**
 * Editing together in another Laravel application, adopted from docs/laravel-host.md ("Editing
 * together" → "Another host") alone. another-app/ holds steps 2 to 5 as files: a `Note` with
 * `HasRevisions` and `revisionOptions()` (app/Models/Note.php), a Form Request with
 * `SavesRevisions` (app/Http/Requests/UpdateNoteRequest.php) its controller saves through, the
 * package's three components in the edit view (resources/views/notes/edit.blade.php), the routes
 * with `->block()`, its own gate and one `Route::siteWidgetsRevisions()` line (routes/web.php).
 * The tests take the steps that are commands (1, migrate; 5, the layout in the published config),
 * then drive the application through its HTTP kernel as two editors' browsers would
 * (another-app/request.php: one PHP process per request, the session in files, its cookie carried
 * from each answer to the next request, CSRF tokens posted as the forms print them).
 */
const app = useAnotherApp();
/** Each test's time: one PHP process per request, on a machine that may be busy. */
const MINUTE = 60_000;

type Row = Record<string, unknown>;
type Answer = { status: number; location: string | null; cookies: Record<string, string | null>; body: string; rows: Row[][] };

const EDIT = '/notes/1/edit';
const UPDATE = '/notes/1';
const REVISIONS = '/notes/1/revisiones';
const NOTE = 'select title, body from notes where id = 1';
const NOTE_REVISIONS = "select number, user_id, fields from site_widget_revisions where item_type = 'App\\Models\\Note' and item_id = 1 order by number";

/** Sends requests as a browser does: the cookies each answer sets go with the next request. */
function browser() {
  const cookies = new Map<string, string>();
  function send(method: 'GET' | 'POST', uri: string, form: Form = {}, select: string[] = []): Answer {
    const answer = JSON.parse(app.php(['request.php'], JSON.stringify({ method, uri, form, cookies: Object.fromEntries(cookies), select }))) as Answer;
    for (const [name, value] of Object.entries(answer.cookies)) {
      if (value === null) cookies.delete(name);
      else cookies.set(name, value);
    }
    return answer;
  }
  return {
    get: (uri: string) => send('GET', uri),
    post: (uri: string, form: Form, select: string[] = []) => send('POST', uri, form, select),
    /** Where a redirect goes, followed. */
    follow(answer: Answer): Answer {
      expect(answer.status).toBe(302);
      return send('GET', new URL(answer.location ?? '', 'http://localhost').pathname);
    },
    /** Signs in (another-app's sign-in asks the e-mail address only). */
    signIn(email: string) {
      const page = send('GET', '/entrar');
      expect(send('POST', '/entrar', { ...formOf(documentOf(page), '/entrar'), email }).status).toBe(302);
    },
  };
}

function select(...queries: string[]): Row[][] {
  return (JSON.parse(app.php(['request.php'], JSON.stringify({ select: queries }))) as Answer).rows;
}

/** The note's revisions, their fields parsed. */
function revisions(rows: Row[] | undefined) {
  return (rows ?? []).map((row) => ({ number: Number(row.number), user_id: Number(row.user_id), fields: JSON.parse(String(row.fields)) as unknown }));
}

const words = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
const field = (document: Document, name: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)?.value;

// Two editors and a reader, as another-app's seeder makes them (ids 1, 2 and 3).
const editora = browser();
const redaccion = browser();
/** What Redacción's form holds, loaded at revision 1. */
let loadedAtOne: Form = {};

test(
  "1. migrate: `php artisan migrate` runs the package's migration with the application's own",
  () => {
    app.run('composer', ['install', '--no-interaction', '--no-progress']);
    writeFileSync(app.at('database/database.sqlite'), '');
    app.php(['artisan', 'migrate']);
    app.php(['artisan', 'db:seed']);
    const [migrations, tables] = select(
      'select migration from migrations order by migration',
      "select name from sqlite_master where type = 'table' and name like 'site_widget%' order by name",
    );
    expect(migrations?.map((row) => row.migration)).toEqual([
      '2014_10_12_000000_create_users_table',
      '2026_01_05_000000_create_notes_table',
      '2026_12_10_000001_create_site_widget_revisions_table',
      '2026_12_22_000001_create_site_widget_proposals_table',
    ]);
    expect(tables).toEqual([{ name: 'site_widget_proposals' }, { name: 'site_widget_revisions' }]);
  },
  MINUTE,
);

test(
  "5. the revision pages' layout: `site-widgets.revisions.layout`, in the published config, names the application's",
  () => {
    app.php(['artisan', 'vendor:publish', '--tag=site-widgets-config']);
    const config = app.at('config/site-widgets.php');
    const published = readFileSync(config, 'utf8');
    expect(published).toContain("'layout' => 'layouts.app'");
    writeFileSync(config, published.replace("'layout' => 'layouts.app'", "'layout' => 'layouts.editing'"));
  },
  MINUTE,
);

test(
  'a save with the current `_revision` stores the note and records it as revision 1, then as revision 2, with who saved it',
  () => {
    editora.signIn('editora@example.com');
    const first = documentOf(editora.get(EDIT));
    // No revision yet: the form is loaded at 0.
    expect(field(first, '_revision')).toBe('0');
    const saved = editora.post(UPDATE, { ...formOf(first, UPDATE), body: 'Harina y azúcar.' }, [NOTE, NOTE_REVISIONS]);
    expect(saved.rows[0]).toEqual([{ title: 'Compras', body: 'Harina y azúcar.' }]);
    expect(revisions(saved.rows[1])).toEqual([{ number: 1, user_id: 1, fields: { title: 'Compras', body: 'Harina y azúcar.' } }]);
    const again = documentOf(editora.follow(saved));
    expect(words(again.querySelector('[role="status"]'))).toBe('Se guardó la nota.');
    expect(field(again, '_revision')).toBe('1');

    // Redacción opens the form now, at revision 1; la editora saves again.
    redaccion.signIn('redaccion@example.com');
    loadedAtOne = formOf(documentOf(redaccion.get(EDIT)), UPDATE);
    expect(loadedAtOne._revision).toBe('1');
    const second = editora.post(UPDATE, { ...formOf(again, UPDATE), body: 'Harina, azúcar y huevos.' }, [NOTE, NOTE_REVISIONS]);
    expect(second.status).toBe(302);
    expect(revisions(second.rows[1])).toEqual([
      { number: 1, user_id: 1, fields: { title: 'Compras', body: 'Harina y azúcar.' } },
      { number: 2, user_id: 1, fields: { title: 'Compras', body: 'Harina, azúcar y huevos.' } },
    ]);
    expect(field(documentOf(editora.follow(second)), '_revision')).toBe('2');
  },
  MINUTE,
);

test(
  "a save posted at revision 1 after revision 2 is answered 409: the package's alert, the conflict under the field both changed, nothing stored",
  () => {
    // Redacción changed the title (la editora did not) and the text (la editora did too).
    const refused = redaccion.post(UPDATE, { ...loadedAtOne, title: 'Compras del sábado', body: 'Harina y leche.' }, [NOTE, NOTE_REVISIONS]);
    expect(refused.status).toBe(409);
    expect(refused.rows[0]).toEqual([{ title: 'Compras', body: 'Harina, azúcar y huevos.' }]);
    expect(revisions(refused.rows[1]).map((revision) => revision.number)).toEqual([1, 2]);

    const page = documentOf(refused);
    const alert = words(page.querySelector('[role="alert"]'));
    expect(alert).toMatch(/^«Editora» guardó esta nota a las \d{1,2}:\d{2}, mientras la editabas\. No se guardaron tus cambios: /);
    expect(alert).toContain('Tus cambios en el título siguen en el formulario: guardá para conservarlos.');
    expect(alert).toContain('Los dos cambiaron el texto: elegí abajo qué versión queda.');
    // The form as stored now, at revision 2, with Redacción's title kept; the text the stored one, Redacción's under it to choose.
    expect(field(page, '_revision')).toBe('2');
    expect(field(page, 'title')).toBe('Compras del sábado');
    expect(field(page, 'body')).toBe('Harina, azúcar y huevos.');
    const conflicts = [...page.querySelectorAll('.revision-conflict')];
    expect(conflicts.map((conflict) => words(conflict.querySelector('legend')))).toEqual(['Tu versión: «Harina y leche.»']);
    expect(field(page, '_mine[body]')).toBe('Harina y leche.');
    expect([...page.querySelectorAll<HTMLInputElement>('input[name="_keep[body]"]')].map((radio) => [radio.value, radio.checked])).toEqual([
      ['saved', true],
      ['mine', false],
    ]);
  },
  MINUTE,
);

test(
  "a save that does not validate goes back to its form (the edit route, with the update route's note), with what was posted; nothing stored",
  () => {
    const form = formOf(documentOf(editora.get(EDIT)), UPDATE);
    const invalid = editora.post(UPDATE, { ...form, title: '', body: 'Harina y sal.' }, [NOTE_REVISIONS]);
    expect(invalid.location).toBe(`http://localhost${EDIT}`);
    expect(revisions(invalid.rows[0]).map((revision) => revision.number)).toEqual([1, 2]);
    const again = documentOf(editora.follow(invalid));
    expect(again.querySelectorAll('.error')).toHaveLength(1);
    expect(field(again, 'body')).toBe('Harina y sal.');
    expect(field(again, '_revision')).toBe('2');
  },
  MINUTE,
);

test(
  'the revision pages: the list names both revisions, newest first; a revision compared with the current content; only for the gate',
  () => {
    const list = documentOf(editora.get(REVISIONS));
    // In the application's layout, which the published config names.
    expect(list.title).toBe('Versiones anteriores de la nota «Compras» · Another app');
    expect(words(list.querySelector('h1'))).toBe('Versiones anteriores de la nota «Compras»');
    expect([...list.querySelectorAll('.revision-list tbody tr')].map((row) => words(row.querySelector('td')))).toEqual(['Versión 2 (la actual)', 'Versión 1']);
    expect([...list.querySelectorAll('.revision-list tbody a')].map((link) => link.getAttribute('href'))).toEqual([
      `http://localhost${REVISIONS}/2`,
      `http://localhost${REVISIONS}/1`,
    ]);
    expect([...list.querySelectorAll('.revision-list tbody tr')].map((row) => words(row.querySelectorAll('td')[1]))).toEqual(['Editora', 'Editora']);

    const shown = documentOf(editora.get(`${REVISIONS}/1`));
    expect(words(shown.querySelector('h1'))).toBe('Versión 1 de la nota «Compras»');
    expect([...shown.querySelectorAll('.revision-field')].map(words)).toEqual([
      'Título: «Compras», igual que ahora',
      'Texto: Antes «Harina y azúcar.» → ahora «Harina, azúcar y huevos.»',
    ]);
    expect(words(shown.querySelector(`form[action="http://localhost${REVISIONS}/1/restaurar"] button`))).toBe('Restaurar');

    // Someone the gate lets not edit: no revisions either.
    const lectora = browser();
    lectora.signIn('lectora@example.com');
    expect(lectora.get(REVISIONS).status).toBe(403);
    expect(lectora.get(`${REVISIONS}/1`).status).toBe(403);
  },
  MINUTE,
);

test(
  "'Restaurar' of revision 1 stores its content again as revision 3, and goes back to the form saying so",
  () => {
    const shown = documentOf(editora.get(`${REVISIONS}/1`));
    const restored = editora.post(`${REVISIONS}/1/restaurar`, formOf(shown, `${REVISIONS}/1/restaurar`), [NOTE, NOTE_REVISIONS]);
    expect(restored.location).toBe(`http://localhost${EDIT}`);
    expect(restored.rows[0]).toEqual([{ title: 'Compras', body: 'Harina y azúcar.' }]);
    expect(revisions(restored.rows[1])).toEqual([
      { number: 1, user_id: 1, fields: { title: 'Compras', body: 'Harina y azúcar.' } },
      { number: 2, user_id: 1, fields: { title: 'Compras', body: 'Harina, azúcar y huevos.' } },
      { number: 3, user_id: 1, fields: { title: 'Compras', body: 'Harina y azúcar.' } },
    ]);
    const form = documentOf(editora.follow(restored));
    expect(words(form.querySelector('[role="status"]'))).toBe('Se restauró la versión 1 como versión 3.');
    expect(field(form, '_revision')).toBe('3');
    expect(field(form, 'body')).toBe('Harina y azúcar.');
  },
  MINUTE,
);
