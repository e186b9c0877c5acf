import type { Page } from '@playwright/test';
import { test as base } from '../browser/fixtures';
import { HOST_URL } from './host';
import { SECOND_EDITOR, logIn } from './session';

/**
 * The journeys' `test` with a second person: `secondEditor`, a page in a browser context of
 * its own (two people, two browsers), logged in as the seed's second editor ("Redacción").
 * Made only for a test that asks for it; closed after it.
 */
export const test = base.extend<{ secondEditor: Page }>({
  secondEditor: async ({ browser }, use) => {
    const context = await browser.newContext({ baseURL: HOST_URL, locale: 'es-AR' });
    const page = await context.newPage();
    await logIn(page, SECOND_EDITOR.email);
    await use(page);
    await context.close();
  },
});
