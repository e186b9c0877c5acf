import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * 'Compartir' on a phone (docs/widgets/sharing.md, "Compartir"): the share sheet where the
 * browser has one (stubbed: headless browsers have none), WhatsApp's link where it has not.
 */
test.use({ viewport: { width: 390, height: 844 } });

declare global {
  interface Window {
    sharedData?: ShareData[];
  }
}

test("the share box: the phone's share sheet gets the recipe, the hit is recorded; 44 px; axe finds nothing", async ({ page }) => {
  await page.addInitScript(() => {
    window.sharedData = [];
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        window.sharedData?.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto('/compartir.html');
  const box = page.getByRole('form', { name: 'Compartir por Whatsapp' });
  const share = box.getByRole('button', { name: 'Compartir', exact: true });
  const size = await share.boundingBox();
  expect(size?.height).toBeGreaterThanOrEqual(44);
  await share.click();
  await expect
    .poll(() => page.evaluate(() => window.sharedData))
    .toEqual([
      { title: 'Medialunas de manteca & café ☕', text: 'Mirá esta receta: Medialunas de manteca & café ☕', url: new URL('/post/101', page.url()).href },
    ]);
  await expect(page.locator('#demo-hits li')).toHaveText([
    '201 {"entity":"Medialunas de manteca & café ☕","type":"share","user_id":null,"value":"share_sheet"}',
  ]);
  await expectNoAxeViolations(page);
});

test("without a share sheet, the recipe tools' 'Compartir' opens WhatsApp with the recipe link; axe finds nothing", async ({ page, context }) => {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  await page.goto('/receta.html?abrir=1');
  const tools = page.getByRole('group', { name: 'Herramientas de la receta' });
  const share = tools.getByRole('button', { name: 'Compartir (por WhatsApp, se abre en una ventana nueva)' });
  const size = await share.boundingBox();
  expect(size?.height).toBeGreaterThanOrEqual(44);
  const opened = context.waitForEvent('page');
  await share.click();
  const whatsapp = await opened;
  await whatsapp.waitForLoadState();
  const url = new URL(whatsapp.url());
  expect(url.origin + url.pathname).toBe('https://wa.me/');
  expect(url.searchParams.get('text')).toBe(`Mirá esta receta: Pan casero de campo ${new URL('/post/101', page.url()).href}`);
  await expect(page.locator('#demo-hits li')).toHaveText(['201 {"entity":"Pan casero de campo","type":"share","user_id":null,"value":"whatsapp"}']);
  await expectNoAxeViolations(page);
});
