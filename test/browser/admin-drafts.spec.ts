import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The demo's admin pages are user 1's (their page globals).
const STEPS_DRAFT = 'site-widgets:draft:1:["","/admin/posts/1","steps"]';
const EDITED = 'Mezclar la harina con la levadura y el azúcar. Reservar.';

/** A page opened beside the fixture's own fails the test on console errors the same way. */
function watchErrors(page: Page): () => void {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return () => expect(errors, 'unexpected errors in the page').toEqual([]);
}

async function openAdmin(page: Page) {
  await page.goto('/admin.html');
  for (const id of ['steps', 'ingredients', 'category', 'image']) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-widget-state', 'mounted');
  }
}

function firstStep(page: Page) {
  return page.locator('#steps .sw-editor__group').first().getByLabel('Paso 1', { exact: true });
}

async function editStep(page: Page) {
  await firstStep(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Reservar.');
}

function storedDraft(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), STEPS_DRAFT);
}

function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('site-widgets:draft:')));
}

/** The offer of a draft, found by its group's name (its text is also said in the editor's live region). */
function draftOffer(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.getByRole('group', { name: text });
}

/** The first step's text in what the demo shows the form would post. */
async function postedFirstStep(page: Page): Promise<unknown> {
  const entries: unknown = JSON.parse((await page.locator('#posted').textContent()) ?? '[]');
  if (!Array.isArray(entries)) return undefined;
  const steps: unknown = entries.find((entry) => typeof entry === 'object' && entry !== null && entry.name === 'steps')?.value;
  return typeof steps === 'string' ? JSON.parse(steps)[0]?.steps?.[0]?.text : undefined;
}

async function postWith(page: Page, answer: 'guardar' | '422' | '419') {
  await page.locator(`#demo-answer input[value="${answer}"]`).check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
}

test('a page closed without posting: opened again, the edit is offered, Recuperar restores it and the form posts it', async ({ page, context }) => {
  await openAdmin(page);
  await editStep(page);
  // Written shortly after the change: the tab may go at any moment after that.
  await expect.poll(() => storedDraft(page)).toContain('Reservar.');
  await page.close();

  const again = await context.newPage();
  const checkErrors = watchErrors(again);
  await openAdmin(again);
  const steps = again.locator('#steps');
  await expect(draftOffer(steps, 'Tenés cambios sin guardar de hace menos de un minuto.')).toBeVisible();
  await expect(firstStep(again)).toHaveValue('Mezclar la harina con la levadura y el azúcar.');
  await steps.getByRole('button', { name: 'Recuperar' }).click();
  await expect(firstStep(again)).toHaveValue(EDITED);
  await expect(steps.getByRole('button', { name: 'Deshacer' })).toBeFocused();
  await again.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(again.locator('#posted')).toContainText('"name": "steps"');
  expect(await postedFirstStep(again)).toBe(EDITED);
  checkErrors();
});

test('the offers on a phone: one per editor with a draft, 44 px buttons, axe clean; Descartar leaves the others', async ({ page }) => {
  // Drafts begun from values the server no longer prints: offered with the longest text, the warning.
  await page.addInitScript(
    ({ steps, category }) => {
      const draft = (value: string) => JSON.stringify({ v: 1, value, base: 'older', at: Date.now() - 12 * 60_000 });
      localStorage.setItem(steps, draft('[{"name":"Masa","steps":[{"text":"Amasar","image":""}]}]'));
      localStorage.setItem(category, draft('{"tag_id":"2","sub_tag":"11"}'));
    },
    { steps: STEPS_DRAFT, category: 'site-widgets:draft:1:["","/admin/posts/1","tag_id+sub_tag"]' },
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page);
  const [steps, category] = [page.locator('#steps'), page.locator('#category')];
  for (const editor of [steps, category]) {
    await expect(draftOffer(editor, /^Tenés cambios sin guardar de hace 12 minutos\./)).toBeVisible();
    await expect(editor.locator('.sw-draft__offer').getByText(/alguien guardó este contenido después de que empezaste/)).toBeVisible();
  }
  // The ingredients and the image have no draft: nothing to offer there.
  await expect(page.getByRole('button', { name: 'Recuperar' })).toHaveCount(2);
  for (const name of ['Recuperar', 'Descartar']) {
    const box = await steps.getByRole('button', { name }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(page);
  await category.getByRole('button', { name: 'Descartar' }).click();
  await expect(category.getByLabel('Categoría', { exact: true })).toBeFocused();
  await expect(category.getByLabel('Categoría', { exact: true })).toHaveValue('1');
  await expect(steps.getByRole('button', { name: 'Recuperar' })).toBeVisible();
  await expect.poll(() => draftKeys(page)).toEqual([STEPS_DRAFT]);
});

test.describe('a session expired', () => {
  // The browser logs the post's answer like any failed load.
  test.use({ expectedErrors: /Failed to load resource: the server responded with a status of 419/ });

  test('a post answered 419: opened again, the edit is offered', async ({ page }) => {
    await openAdmin(page);
    await editStep(page);
    await postWith(page, '419');
    await expect(page.getByRole('heading', { name: '419 | Page Expired' })).toBeVisible();
    await openAdmin(page);
    await expect(draftOffer(page.locator('#steps'), 'Tenés cambios sin guardar de hace menos de un minuto.')).toBeVisible();
    await page.locator('#steps').getByRole('button', { name: 'Recuperar' }).click();
    await expect(firstStep(page)).toHaveValue(EDITED);
  });
});

test('a validation error that re-prints the posted value: the editor shows the edits and offers nothing', async ({ page }) => {
  await openAdmin(page);
  await editStep(page);
  await postWith(page, '422');
  await expect(page.getByRole('alert').filter({ hasText: 'El servidor no aceptó el envío (422)' })).toBeVisible();
  await openAdminMounted(page);
  await expect(firstStep(page)).toHaveValue(EDITED);
  await expect(page.getByRole('button', { name: 'Recuperar' })).toHaveCount(0);
  await expect.poll(() => storedDraft(page)).toBeNull();
});

test('a successful save: the stored value is printed, no offer and no draft left', async ({ page }) => {
  await openAdmin(page);
  await editStep(page);
  await postWith(page, 'guardar');
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados.' })).toBeVisible();
  await openAdminMounted(page);
  await expect(firstStep(page)).toHaveValue(EDITED);
  // The server prints what it stored the PHP way (`\/`, `\u00e1`): the same data as the draft.
  expect(await page.locator('#post-form input[name=steps]').getAttribute('value')).toContain('\\u00e1');
  await expect(page.getByRole('button', { name: 'Recuperar' })).toHaveCount(0);
  await expect.poll(() => draftKeys(page)).toEqual([]);
  await openAdmin(page);
  await expect(page.getByRole('button', { name: 'Recuperar' })).toHaveCount(0);
});

test('two tabs with the same form: the second is told', async ({ page, context }) => {
  await openAdmin(page);
  const second = await context.newPage();
  const checkErrors = watchErrors(second);
  await openAdmin(second);
  const told = /Este contenido está abierto en otra pestaña\./;
  await expect(second.locator('#steps .sw-draft')).toHaveText(told);
  // The first tab hears of the second as well: either may overwrite the other's save.
  await expect(page.locator('#steps .sw-draft')).toHaveText(told);
  await second.close();
  await expect(page.locator('#steps .sw-draft')).toHaveCount(0);
  checkErrors();
});

test('localStorage throwing: editing and posting work, with one quiet note', async ({ page }) => {
  await page.addInitScript(() => {
    // Everything throws, as in a private window or with the quota used up, except the
    // demo's own mocked backend (MSW keeps its cookies there; a host page has no such script).
    const MSW_KEY = '__msw-cookie-store__';
    const { getItem, setItem, removeItem } = Storage.prototype;
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Storage.prototype.getItem = function (key: string) {
      return key === MSW_KEY ? getItem.call(this, key) : refuse();
    };
    Storage.prototype.setItem = function (key: string, value: string) {
      return key === MSW_KEY ? setItem.call(this, key, value) : refuse();
    };
    Storage.prototype.removeItem = function (key: string) {
      return key === MSW_KEY ? removeItem.call(this, key) : refuse();
    };
    Storage.prototype.key = refuse;
  });
  await openAdmin(page);
  await editStep(page);
  await expect(firstStep(page)).toHaveValue(EDITED);
  await expect(page.locator('#steps .sw-draft')).toHaveText(/Este navegador no deja guardar borradores/);
  await expect(page.locator('#steps .sw-draft p')).toHaveCount(1);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.locator('#posted')).toContainText('"name": "steps"');
  expect(await postedFirstStep(page)).toBe(EDITED);
});

/** After a redirect the page is already loaded: only the editors' mounting is waited for. */
async function openAdminMounted(page: Page) {
  await expect(page).toHaveURL(/\/admin\.html$/);
  for (const id of ['steps', 'ingredients', 'category', 'image']) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-widget-state', 'mounted');
  }
}

test('the content page: the banner offers its draft the same way, and the page passes axe', async ({ page }) => {
  await page.addInitScript((key) => {
    const value = '{"title":"Harinas para todo el año","subtitle":"Para panaderos y pasteleros","color":"#c8102e","updated_by":3}';
    localStorage.setItem(key, JSON.stringify({ v: 1, value, base: 'older', at: Date.now() - 3 * 3_600_000 }));
  }, 'site-widgets:draft:1:["","/admin/home","banner_data"]');
  await page.goto('/admin-contenido.html');
  for (const id of ['attributes', 'banner', 'faq']) await expect(page.locator(`#${id}`)).toHaveAttribute('data-widget-state', 'mounted');
  const banner = page.locator('#banner');
  await expect(draftOffer(banner, 'Tenés cambios sin guardar de hace 3 horas.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recuperar' })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await banner.getByRole('button', { name: 'Recuperar' }).click();
  await expect(banner.getByLabel('Titulo Banner')).toHaveValue('Harinas para todo el año');
  await banner.getByRole('button', { name: 'Deshacer' }).click();
  await expect(banner.getByLabel('Titulo Banner')).toHaveValue('Harinas de siempre');
});

test.describe('drafts and users', () => {
  /** The admin page as the host prints it for user `id` (the demo's pages are user 1's). */
  async function openAdminAs(page: Page, id: number) {
    await page.route('**/admin.html', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('{"user":{"id":1},', `{"user":{"id":${id}},`);
      expect(body).toContain(`<script type="application/json" id="site-widgets-globals">{"user":{"id":${id}},`);
      await route.fulfill({ response, body });
    });
    await openAdmin(page);
    await page.unroute('**/admin.html');
  }

  test('a draft made as user 1 is not offered to user 2 on the same browser, and is gone', async ({ page, context }) => {
    await openAdmin(page);
    await editStep(page);
    await expect.poll(() => storedDraft(page)).toContain('Reservar.');
    await page.close();

    const second = await context.newPage();
    const checkErrors = watchErrors(second);
    await openAdminAs(second, 2);
    await expect(firstStep(second)).toHaveValue('Mezclar la harina con la levadura y el azúcar.');
    await expect(second.getByRole('button', { name: 'Recuperar' })).toHaveCount(0);
    await expect.poll(() => draftKeys(second)).toEqual([]);
    // User 2's own edit is kept under user 2.
    await editStep(second);
    await expect.poll(() => draftKeys(second)).toEqual([STEPS_DRAFT.replace(':1:', ':2:')]);
    checkErrors();
  });

  test("the visitor switched without a reload: the offer goes, and the next draft is the new user's", async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(
        key,
        JSON.stringify({ v: 1, value: '[{"name":"Masa","steps":[{"text":"Amasar","image":""}]}]', base: 'older', at: Date.now() - 12 * 60_000 }),
      );
    }, STEPS_DRAFT);
    await openAdmin(page);
    await expect(draftOffer(page.locator('#steps'), /^Tenés cambios sin guardar/)).toBeVisible();
    // What the demo's visitor panel does on public pages, as a host would after a login.
    await page.evaluate(() => {
      window.SiteWidgets = { ...window.SiteWidgets, user: { id: 2 } };
      window.dispatchEvent(new Event('site-widgets:globals-change'));
    });
    await expect(page.getByRole('button', { name: 'Recuperar' })).toHaveCount(0);
    await expect.poll(() => draftKeys(page)).toEqual([]);
    await editStep(page);
    await expect.poll(() => draftKeys(page)).toEqual([STEPS_DRAFT.replace(':1:', ':2:')]);
  });

  test('old drafts, from before keys named the user, are not offered and are removed', async ({ page }) => {
    const old = STEPS_DRAFT.replace(':1:', ':');
    await page.addInitScript((key) => {
      localStorage.setItem(key, JSON.stringify({ v: 1, value: '[{"name":"Masa","steps":[{"text":"Amasar","image":""}]}]', base: 'older', at: Date.now() }));
    }, old);
    await openAdmin(page);
    await expect(page.getByRole('button', { name: 'Recuperar' })).toHaveCount(0);
    await expect.poll(() => draftKeys(page)).toEqual([]);
  });
});

test.describe('logging out clears the drafts', () => {
  test('on a public page: a link marked data-logout removes every draft', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('site-widgets:draft:1:["","/admin/posts/1","steps"]', '{}');
      localStorage.setItem('site-widgets:draft:["","/admin/posts/1","image"]', '{}');
      // The host's own logout link, as a host prints it.
      document.querySelector('main')?.insertAdjacentHTML('afterbegin', '<a href="/recetas.html" data-logout>Cerrar sesión</a>');
    });
    await page.getByRole('link', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/recetas\.html$/);
    expect(await draftKeys(page)).toEqual([]);
  });

  test('on an admin page, mid-edit: the draft about to be written is dropped too', async ({ page }) => {
    await openAdmin(page);
    await page.evaluate(() => {
      document.querySelector('main')?.insertAdjacentHTML('afterbegin', '<button type="button" data-logout>Cerrar sesión</button>');
    });
    await editStep(page);
    await expect.poll(() => storedDraft(page)).toContain('Reservar.');
    await page.keyboard.type(' Y hornear.');
    // Before the pending draft is written: the page goes away right after logging out.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    expect(await draftKeys(page)).toEqual([]);
  });
});
