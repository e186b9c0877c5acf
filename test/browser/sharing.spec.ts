import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('sharing page', () => {
  test('the WhatsApp box filled and sent by keyboard only opens WhatsApp with the number and the recipe link', async ({ page, context }) => {
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    await page.goto('/compartir.html?abrir=1');
    const box = page.getByRole('form', { name: 'Compartir por Whatsapp' });
    await expect(box.getByRole('button', { name: /Enviar por Whatsapp/ })).toBeDisabled();
    await box.getByLabel('Código de país').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.type('011');
    await page.keyboard.press('Tab');
    await page.keyboard.type('15 1234-5678');
    await expect(box.getByRole('button', { name: /Enviar por Whatsapp/ })).toBeEnabled();
    const opened = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const whatsapp = await opened;
    await whatsapp.waitForLoadState();
    const url = new URL(whatsapp.url());
    expect(url.origin + url.pathname).toBe('https://wa.me/5491112345678');
    expect(url.searchParams.get('text')).toBe(`Mirá esta receta: Medialunas de manteca & café ☕ ${new URL('/post/101', page.url()).href}`);
    // The hit reached the backend (the demo lists what it received).
    await expect(page.locator('#demo-hits li')).toHaveText([
      '201 {"entity":"Medialunas de manteca & café ☕","type":"whatsapp","user_id":null,"value":"+5491112345678"}',
    ]);
  });

  test("the carousel copies each slide's caption into the host's text area; axe finds nothing", async ({ page }) => {
    await page.goto('/compartir.html');
    const caption = page.getByLabel('Texto del paso (para copiar)');
    await expect(caption).toHaveValue('Amasá hasta que la masa esté lisa y elástica.');
    const carousel = page.getByRole('region', { name: 'Paso a paso de las medialunas' });
    await carousel.getByRole('button', { name: 'Imagen siguiente' }).focus();
    await page.keyboard.press('Enter');
    await expect(caption).toHaveValue('Empastá la manteca fría y hacé tres vueltas simples.');
    await carousel.getByRole('button', { name: 'Imagen 3 de 3' }).click();
    await expect(caption).toHaveValue('Horneá a 200 °C unos 15 minutos, hasta que estén doradas.');
    await expect(page.locator('#share')).toHaveAttribute('data-widget-state', 'mounted');
    await expectNoAxeViolations(page);
  });

  test("two quick clicks on 'next' land two slides on, even while the first slide is still moving", async ({ page }) => {
    await page.goto('/compartir.html');
    const caption = page.getByLabel('Texto del paso (para copiar)');
    await expect(caption).toHaveValue('Amasá hasta que la masa esté lisa y elástica.');
    const carousel = page.getByRole('region', { name: 'Paso a paso de las medialunas' });
    const next = carousel.getByRole('button', { name: 'Imagen siguiente' });
    // A double click: the second click comes while the first slide still moves (0.6 s).
    await next.dblclick();
    await expect(caption).toHaveValue('Horneá a 200 °C unos 15 minutos, hasta que estén doradas.');
    await expect(carousel.getByRole('button', { name: 'Imagen 3 de 3' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.locator('.carousel-item.active img')).toHaveAttribute('alt', 'Medialunas doradas en la placa');
    await expect(carousel.locator('.carousel-item-start, .carousel-item-next, .carousel-item-end, .carousel-item-prev')).toHaveCount(0);
  });

  test('the share box keeps letters out of its numeric fields in the browser too', async ({ page }) => {
    await page.goto('/compartir.html');
    const box = page.getByRole('form', { name: 'Compartir por Whatsapp' });
    const number = box.getByLabel('Número');
    await box.getByLabel('Código de área').fill('11');
    await number.pressSequentially('abcd');
    await expect(number).toHaveValue('');
    await expect(box.getByRole('button', { name: /Enviar por Whatsapp/ })).toBeDisabled();
    await number.pressSequentially('12-3');
    await expect(box.getByRole('button', { name: /Enviar por Whatsapp/ })).toBeDisabled();
    await number.pressSequentially('4');
    await expect(number).toHaveValue('12-34');
    await expect(box.getByRole('button', { name: /Enviar por Whatsapp/ })).toBeEnabled();
  });
});
