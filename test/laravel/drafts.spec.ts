import type { Page } from '@playwright/test';
import { expect, test } from '../browser/fixtures';
import { editor, openForm } from './admin';
import { EDITOR, UNFINISHED, logIn } from './session';

// A recipe no other journey saves: these only leave drafts, never post.
const FORM = '/admin/posts/6/edit';
const STEPS_SCOPE = '["","/admin/posts/6","steps"]';

function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('site-widgets:draft:')));
}

/** Edits the first step without saving, and waits until its draft is kept. */
async function leaveUnsavedEdit(page: Page): Promise<void> {
  await openForm(page, FORM);
  await editor(page, 'steps-editor').getByLabel('Paso 1', { exact: true }).first().fill('Un cambio sin guardar.');
  await expect.poll(() => draftKeys(page)).toEqual([`site-widgets:draft:${EDITOR.id}:${STEPS_SCOPE}`]);
}

/** Leaves the form for a public page through the nav, answering the unsaved-changes warning. */
async function goToRecipes(page: Page): Promise<void> {
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Recetas', exact: true }).click();
  await expect(page).toHaveURL(/\/recetas$/);
  // The bundle has run (its listener is there) once the page's widget has mounted.
  await expect(page.locator('[data-widget-name]').first()).toHaveAttribute('data-widget-state', 'mounted');
}

test("an unsaved recipe edit, then logging out from a public page with the nav's button: no draft is left", async ({ page }) => {
  await logIn(page);
  await leaveUnsavedEdit(page);
  await goToRecipes(page);
  // The public page has no editor: the draft is still there until the logout.
  expect(await draftKeys(page)).toHaveLength(1);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);
});

test("another user's draft left on this browser (no logout, the session gone) is not offered to whoever logs in next, and is removed", async ({
  page,
  context,
}) => {
  await logIn(page);
  await leaveUnsavedEdit(page);
  await goToRecipes(page);
  // As if another editor had left it: the same draft under another user's id.
  await page.evaluate(
    ({ from, to }) => {
      const draft = localStorage.getItem(from);
      if (draft === null) throw new Error('no draft to move');
      localStorage.setItem(to, draft);
      localStorage.removeItem(from);
    },
    { from: `site-widgets:draft:${EDITOR.id}:${STEPS_SCOPE}`, to: `site-widgets:draft:${UNFINISHED.id}:${STEPS_SCOPE}` },
  );
  // That person walked away without logging out; their session ended.
  await context.clearCookies({ name: 'laravel_session' });

  await logIn(page);
  await openForm(page, FORM);
  await expect(editor(page, 'steps-editor').getByLabel('Paso 1', { exact: true }).first()).not.toHaveValue('Un cambio sin guardar.');
  await expect(page.getByRole('button', { name: 'Recuperar' })).toHaveCount(0);
  await expect.poll(() => draftKeys(page)).toEqual([]);
});

test("an editor's draft of an expired session is kept for them on the login page, and goes as soon as someone else logs in here, whatever page they open", async ({
  page,
  context,
}) => {
  await logIn(page);
  await leaveUnsavedEdit(page);
  await goToRecipes(page);
  // The editor walked away without logging out; the session ended.
  await context.clearCookies({ name: 'laravel_session' });
  await page.goto('/login');
  await expect(page.getByLabel('Correo electrónico')).toBeVisible();
  expect(await draftKeys(page)).toEqual([`site-widgets:draft:${EDITOR.id}:${STEPS_SCOPE}`]);

  // A point of sale logs in on this browser and only visits the public pages: no editor opens.
  await logIn(page, UNFINISHED.email);
  await goToRecipes(page);
  await expect.poll(() => draftKeys(page)).toEqual([]);
});
