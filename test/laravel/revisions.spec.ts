import * as v from 'valibot';
import { expect } from '../browser/fixtures';
import { editor, openForm, save } from './admin';
import { jsonColumn, text } from './database';
import { EDITOR, logIn } from './session';
import { test } from './two-editors';

// A recipe no other journey saves: recipe-form.spec.ts saves post 1, and the journeys run side by side.
const FORM = '/admin/posts/8/edit';
const STEP_OF_B = 'Dejar leudar una hora, tapado.';
const NAME_OF_A = 'Pan de campo de la casa';

const stepsShape = v.array(v.looseObject({ steps: v.array(v.looseObject({ text: v.string() })) }));
const storedSteps = () => v.parse(stepsShape, jsonColumn('select steps from posts where id = 8')).flatMap((group) => group.steps.map((step) => step.text));

// Chromium logs the refused save's answer.
test.use({ expectedErrors: /status of 409/ });

test('two editors on one recipe: the later save is refused (409) with the other’s step shown and this editor’s name kept; the revisions list both saves, and a restore brings the old steps back as a new revision', async ({
  page,
  secondEditor: pageOfB,
}) => {
  const seededName = text('select name from posts where id = 8');
  const seededSteps = storedSteps();
  await logIn(page, EDITOR.email);
  await openForm(page, FORM);
  await openForm(pageOfB, FORM);

  // B adds a step and saves.
  const stepsOfB = editor(pageOfB, 'steps-editor');
  await stepsOfB.getByRole('button', { name: 'Agregar paso al grupo 1' }).click();
  await stepsOfB.getByLabel(`Paso ${seededSteps.length + 1}`, { exact: true }).fill(STEP_OF_B);
  await save(pageOfB);
  await expect(pageOfB.getByRole('status').filter({ hasText: 'Receta guardada.' })).toBeVisible();

  // A, who opened the same version, edits the name and saves: refused.
  await page.getByLabel('Nombre').fill(NAME_OF_A);
  expect((await save(page))?.status()).toBe(409);
  await expect(page.getByRole('alert').first()).toContainText(
    /«Redacción» guardó esta receta a las \d{1,2}:\d\d, mientras la editabas\. No se guardaron tus cambios: cada editor te ofrece combinarlos con los suyos\./,
  );
  for (const placeholder of await page.locator('[data-widget-name]').all()) await expect(placeholder).toHaveAttribute('data-widget-state', 'mounted');
  // The page shows B's step (the stored steps), and keeps A's name: only A changed it.
  await expect(editor(page, 'steps-editor').getByLabel(`Paso ${seededSteps.length + 1}`, { exact: true })).toHaveValue(STEP_OF_B);
  await expect(page.getByLabel('Nombre')).toHaveValue(NAME_OF_A);
  expect(text('select name from posts where id = 8')).toBe(seededName);

  // Saved again, from the version it now shows: both changes are kept.
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: 'Receta guardada.' })).toBeVisible();
  expect(text('select name from posts where id = 8')).toBe(NAME_OF_A);
  expect(storedSteps()).toEqual([...seededSteps, STEP_OF_B]);

  // The list: both saves, newest first.
  await page.getByRole('link', { name: 'Versiones anteriores' }).click();
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText('Versión 3');
  await expect(rows.nth(1)).toContainText('Editora');
  await expect(rows.nth(2)).toContainText('Versión 2');
  await expect(rows.nth(2)).toContainText('Redacción');
  await expect(rows.nth(3)).toContainText('Versión 1');

  // Version 1 compared with the current one, then restored.
  await page.getByRole('link', { name: 'Versión 1', exact: true }).click();
  await expect(page.getByText('Pasos: distintos de los actuales')).toBeVisible();
  // The step B added, named by the bundle's `revision-compare`.
  const compare = page.locator('[data-field="steps"] [data-widget-name="revision-compare"]');
  await expect(compare).toHaveAttribute('data-widget-state', 'mounted');
  await expect(compare).toContainText(STEP_OF_B);
  await expect(page.getByText(`Nombre: Antes «${seededName ?? ''}» → ahora «${NAME_OF_A}»`)).toBeVisible();
  await page.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page).toHaveURL(new RegExp(`${FORM}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Se restauró la versión 1 como versión 4.' })).toBeVisible();
  await expect(editor(page, 'steps-editor').getByLabel(`Paso ${seededSteps.length + 1}`, { exact: true })).toHaveCount(0);
  expect(storedSteps()).toEqual(seededSteps);

  // The restore is a revision of its own: nothing was deleted.
  await page.getByRole('link', { name: 'Versiones anteriores' }).click();
  await expect(page.getByRole('link', { name: /^Versión \d+$/ })).toHaveText(['Versión 4', 'Versión 3', 'Versión 2', 'Versión 1']);
  await expect(page.getByRole('row').nth(1)).toContainText('Editora');
});
