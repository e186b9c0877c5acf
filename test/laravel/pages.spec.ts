import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../browser/fixtures';
import { logIn } from './session';

/** Every placeholder the page has (and that is not waiting to be scrolled to) mounts. */
async function expectMounted(page: Page): Promise<void> {
  for (const placeholder of await page.locator('[data-widget-name]:not([data-widget-load])').all()) {
    await expect(placeholder).toHaveAttribute('data-widget-state', 'mounted');
  }
}

const PUBLIC_PAGES = [
  '/',
  '/recetas',
  '/videos',
  '/post/1',
  '/productos',
  '/product/1',
  '/recetarios',
  '/recetarios/1',
  '/distribuidores',
  '/distribuidores/1',
  '/preguntas-frecuentes',
  '/landing/semana-del-pan',
  '/register_pdv/',
  '/login',
];
const ADMIN_PAGES = ['/admin', '/admin/posts/1/edit', '/admin/products/1/edit', '/admin/home/edit', '/admin/faq/edit'];

for (const path of PUBLIC_PAGES) {
  test(`${path}: widgets mounted, no console error, no axe violation`, async ({ page }) => {
    await page.goto(path);
    await expectMounted(page);
    await expectNoAxeViolations(page);
  });
}

for (const path of ADMIN_PAGES) {
  test(`${path} (logged in): editors mounted, no console error, no axe violation`, async ({ page }) => {
    await logIn(page);
    await page.goto(path);
    await expectMounted(page);
    await expectNoAxeViolations(page);
  });
}
