import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The demo's admin pages are user 1's (their page globals).
const STEPS_DRAFT = 'site-widgets:draft:1:["","/admin/posts/1","steps"]';

type Group = { name: string; steps: { text: string }[] };

async function serverSteps(page: Page): Promise<Group[]> {
  const text = await page.locator('#post-form input[name="steps"]').getAttribute('value');
  return JSON.parse(text ?? '[]') as Group[];
}

/**
 * A draft begun before someone else saved (the demo prints the saved version): the steps
 * editor offers to combine, on a phone, with 44 px targets and no axe violation, and the
 * form then posts both sides' changes.
 */
test('on a phone, a draft overtaken by a save is offered merged: both changes said, the clash asked, Combinar posts both', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin.html');
  const saved = await serverSteps(page);
  const first = saved[0];
  if (first === undefined || first.steps.length < 2) throw new Error('the demo recipe has no two steps');
  // What the draft began from: the saved version before someone reworded step 1 and removed the last step.
  const origin = structuredClone(saved);
  origin[0]?.steps.splice(0, 1, { ...first.steps[0], text: 'Mezclar todo.' });
  origin[0]?.steps.push({ text: 'Paso que alguien quitó.' });
  // The draft: step 1 reworded differently, a new step at the end of the first group.
  const mine = structuredClone(origin);
  mine[0]?.steps.splice(0, 1, { ...first.steps[0], text: 'Mezclar todo con cuidado.' });
  mine[0]?.steps.push({ text: 'Servir tibio.' });
  await page.evaluate(
    ({ key, value, origin: began }) => localStorage.setItem(key, JSON.stringify({ v: 1, value, base: 'older', origin: began, at: Date.now() - 3 * 60_000 })),
    { key: STEPS_DRAFT, value: JSON.stringify(mine), origin: JSON.stringify(origin) },
  );
  await page.reload();

  const steps = page.locator('#steps');
  const offer = steps.getByRole('group', { name: /alguien guardó este contenido después de que empezaste/ });
  await expect(offer).toBeVisible();
  await expect(offer.getByText(/^Se quitó el paso \d+ de «.+»: «Paso que alguien quitó\.»\.$/)).toBeVisible();
  await expect(offer.getByText(/^Se agregó el paso \d+ de «.+»: «Servir tibio\.»\.$/)).toBeVisible();
  const question = offer.getByRole('group', { name: /^El texto del paso 1 de / });
  await expect(question).toBeVisible();
  for (const name of ['Combinar', 'Usar solo los míos', 'Quedarme con la guardada']) {
    expect((await offer.getByRole('button', { name }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  const choice = question.getByRole('radio', { name: /^La tuya: / });
  expect((await question.locator('label').first().boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page);
  await offer.screenshot({ path: test.info().outputPath('merge-offer-390.png') });

  await choice.check();
  await offer.getByRole('button', { name: 'Combinar' }).click();
  await expect(offer).toHaveCount(0);
  await expect(steps.getByRole('button', { name: 'Deshacer' })).toBeFocused();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  const posted: unknown = JSON.parse((await page.locator('#posted').textContent()) ?? '[]');
  const entry = Array.isArray(posted) ? (posted as { name: string; value: string }[]).find(({ name }) => name === 'steps') : undefined;
  const stored = JSON.parse(entry?.value ?? '[]') as Group[];
  expect(stored[0]?.steps.map(({ text }) => text)).toEqual(['Mezclar todo con cuidado.', ...first.steps.slice(1).map(({ text }) => text), 'Servir tibio.']);
});
