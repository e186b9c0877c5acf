import type { Page } from '@playwright/test';
import { expect } from '../browser/fixtures';

export const EDITOR = { email: 'editora@example.com', id: 1 };
export const UNFINISHED = { email: 'pdv@example.com', id: 2 };
/** A second editor ("Redacción"), for two people editing the same content at once. */
export const SECOND_EDITOR = { email: 'redaccion@example.com', id: 3 };
export const PASSWORD = 'secreto123';

/** Logs in through the host's own login form; Laravel sends the browser back to `from`. */
export async function logIn(page: Page, email: string = EDITOR.email): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
}
