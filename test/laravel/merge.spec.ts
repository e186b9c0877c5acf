import * as v from 'valibot';
import { expect } from '../browser/fixtures';
import { editor, openForm, save } from './admin';
import { jsonColumn } from './database';
import { EDITOR, logIn } from './session';
import { test } from './two-editors';

// A recipe no other journey saves (the journeys run side by side).
const POST = 7;
const FORM = `/admin/posts/${POST}/edit`;
const STEP_OF_B = 'Dejar enfriar sobre una rejilla.';

const stepsShape = v.array(v.looseObject({ steps: v.array(v.looseObject({ text: v.string() })) }));
const storedSteps = () =>
  v.parse(stepsShape, jsonColumn(`select steps from posts where id = ${POST}`)).flatMap((group) => group.steps.map((step) => step.text));

// Chromium logs the refused save's answer.
test.use({ expectedErrors: /status of 409/ });

test('two editors, one recipe: B adds a step and saves, A fixes a typo and saves; A is refused, offered both changes in words, combines them, saves, and the public page shows both', async ({
  page,
  secondEditor: pageOfB,
}) => {
  const [seeded] = storedSteps();
  if (seeded === undefined) throw new Error(`post ${POST} has no step`);
  const fixed = `${seeded} Con cuidado.`;
  await logIn(page, EDITOR.email);
  await openForm(page, FORM);
  await openForm(pageOfB, FORM);

  const stepsOfB = editor(pageOfB, 'steps-editor');
  await stepsOfB.getByRole('button', { name: 'Agregar paso al grupo 1' }).click();
  await stepsOfB.getByLabel('Paso 2', { exact: true }).fill(STEP_OF_B);
  await save(pageOfB);
  await expect(pageOfB.getByRole('status').filter({ hasText: 'Receta guardada.' })).toBeVisible();

  const steps = editor(page, 'steps-editor');
  await steps.getByLabel('Paso 1', { exact: true }).fill(fixed);
  expect((await save(page))?.status()).toBe(409);
  // A's fix is nowhere in the database: it waits in A's draft, offered merged.
  expect(storedSteps()).toEqual([seeded, STEP_OF_B]);
  const offer = steps.getByRole('group', { name: /alguien guardó este contenido después de que empezaste/ });
  await expect(offer).toBeVisible();
  await expect(offer.getByText(`Se agregó el paso 2 de «Pasos»: «${STEP_OF_B}».`)).toBeVisible();
  await expect(offer.getByText(`Se cambió el paso 1 de «Pasos»: «${fixed}».`)).toBeVisible();
  await expect(offer.getByRole('radio')).toHaveCount(0);

  await offer.getByRole('button', { name: 'Combinar' }).click();
  await expect(steps.getByLabel('Paso 1', { exact: true })).toHaveValue(fixed);
  await expect(steps.getByLabel('Paso 2', { exact: true })).toHaveValue(STEP_OF_B);
  expect((await save(page))?.status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Receta guardada.' })).toBeVisible();
  expect(storedSteps()).toEqual([fixed, STEP_OF_B]);

  await page.goto(`/post/${POST}`);
  await expect(page.getByText(fixed)).toBeVisible();
  await expect(page.getByText(STEP_OF_B)).toBeVisible();
});
