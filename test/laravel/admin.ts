import type { Page, Response } from '@playwright/test';
import { expect } from '../browser/fixtures';

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Opens an admin form and waits until every editor on it has mounted. */
export async function openForm(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const placeholders = page.locator('[data-widget-name]');
  await expect(placeholders.first()).toBeAttached();
  for (const placeholder of await placeholders.all()) await expect(placeholder).toHaveAttribute('data-widget-state', 'mounted');
}

export function editor(page: Page, name: string) {
  return page.locator(`[data-widget-name="${name}"]`);
}

/** Posts the host's form and waits for Laravel's answer page; the answer to the post's navigation. */
export async function save(page: Page): Promise<Response | null> {
  const [answer] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Guardar', exact: true }).click()]);
  return answer;
}

/**
 * A post that did not validate: redirected back to its own form's page (Laravel's 302, with the
 * errors and the fields as posted flashed), which answers 200.
 */
export async function expectSentBack(answer: Response | null, formPath: string): Promise<void> {
  expect(answer?.status()).toBe(200);
  expect(new URL(answer?.url() ?? 'about:blank').pathname).toBe(formPath);
  expect((await answer?.request().redirectedFrom()?.response())?.status()).toBe(302);
}
