import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The shopping list's page (demo/mi-lista.html; docs/widgets/shopping-list.md) on a 390 px phone,
 * over a list this browser keeps: two recipes as 'Agregar a la lista' writes them.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const LIST = {
  version: 1,
  recipes: [
    {
      postId: 101,
      name: 'Pan casero de campo',
      url: '/receta.html',
      servings: 8,
      items: [
        { name: 'Harina 0000', qty: '2 kg', productId: 2, href: '/product/2' },
        { name: 'Leche tibia', qty: '1 taza', productId: null, href: null },
        { name: 'Sal', qty: 'a gusto', productId: null, href: null },
      ],
    },
    {
      postId: 102,
      name: 'Pizza',
      url: '/pizza.html',
      servings: 4,
      items: [
        { name: 'harina 0000', qty: '500 g', productId: 2, href: '/product/2' },
        { name: 'Leche tibia', qty: '½ taza', productId: null, href: null },
        { name: 'Leche tibia', qty: '100 ml', productId: null, href: null },
      ],
    },
  ],
  checked: [],
};

/** The list kept before the page's first load only (a reload keeps what the page wrote). */
async function keepList(page: Page): Promise<void> {
  await page.addInitScript((list) => {
    if (sessionStorage.getItem('seeded') === null) {
      localStorage.setItem('site-widgets:list', list);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(LIST));
}

test('the list summed and grouped, checked off by touch and kept, the keyboard path, no axe violation', async ({ page }) => {
  await keepList(page);
  await page.goto('/mi-lista.html');
  const list = page.getByRole('region', { name: 'Lista de compras' });
  const products = list.getByRole('region', { name: 'Productos de la marca' });
  await expect(products.getByRole('checkbox')).toHaveAccessibleName('Harina 0000 2,5 kg');
  const others = list.getByRole('region', { name: 'Otros ingredientes' });
  await expect(others.getByRole('checkbox')).toHaveCount(3);
  const milk = others.getByRole('checkbox', { name: 'Leche tibia 1½ tazas' });
  await expect(milk).toHaveAccessibleDescription('Para: Pan casero de campo, Pizza');
  await expect(others.getByRole('checkbox', { name: 'Leche tibia 100 ml' })).toBeVisible();

  await milk.tap();
  await expect(list.getByText('1 de 4 marcados.')).toBeVisible();
  await page.reload();
  await expect(milk).toBeChecked();
  // Printed: what is left to buy, the milk checked off left out, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(milk).toBeHidden();
  await expect(products.getByRole('checkbox')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Keyboard: Space on a line, Enter on 'Quitar'.
  const salt = others.getByRole('checkbox', { name: 'Sal a gusto' });
  await salt.focus();
  await page.keyboard.press('Space');
  await expect(salt).toBeChecked();
  await list.getByRole('button', { name: 'Quitar «Pizza» de la lista' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('status')).toHaveText('Quitaste «Pizza» de la lista.');
  await expect(products.getByRole('checkbox')).toHaveAccessibleName('Harina 0000 2 kg');
  await expect(list.getByRole('button', { name: 'Quitar «Pan casero de campo» de la lista' })).toBeFocused();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});

test("'Compartir' without a share sheet opens WhatsApp with what is left to buy", async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  await keepList(page);
  await page.goto('/mi-lista.html');
  const list = page.getByRole('region', { name: 'Lista de compras' });
  await list.getByRole('checkbox', { name: 'Sal a gusto' }).tap();
  const opened = context.waitForEvent('page');
  await list.getByRole('button', { name: 'Compartir (por WhatsApp, se abre en una ventana nueva)' }).tap();
  const whatsapp = await opened;
  await whatsapp.waitForLoadState();
  const url = new URL(whatsapp.url());
  expect(url.origin + url.pathname).toBe('https://wa.me/');
  expect(url.searchParams.get('text')).toBe(
    'Lista de compras:\n- Harina 0000: 2,5 kg\n- Leche tibia: 100 ml\n- Leche tibia: 1½ tazas\n\nPara: Pan casero de campo (8 porciones), Pizza (4 porciones)',
  );
});

test('empty: how to fill it and a link to the recipes, no axe violation (layout-shift.spec.ts measures its reserve)', async ({ page }) => {
  await page.goto('/mi-lista.html');
  const list = page.getByRole('region', { name: 'Lista de compras' });
  await expect(list.getByRole('link', { name: 'Ver recetas' })).toHaveAttribute('href', '/recetas.html');
  await expectNoAxeViolations(page);
});
