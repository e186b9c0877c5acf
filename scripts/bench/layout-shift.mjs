// Figure 6a: layout shift on each public page, as the browser reports it (`layout-shift`
// entries without recent input), from navigation until the page has settled and been
// scrolled through.
export const PUBLIC_PAGES = ['index.html', 'recetas.html', 'videos.html', 'carrusel.html', 'compartir.html', 'faq-only.html', 'productos.html', 'distribuidores.html', 'recetarios.html'];

export async function measureLayoutShift(browser, baseUrl, width = 390, height = 844) {
  const results = [];
  for (const path of PUBLIC_PAGES) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.benchShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.benchShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await page.goto(`${baseUrl}${path}`);
    if (!response?.ok()) {
      await context.close();
      continue;
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < scrollHeight; y += height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(120);
    }
    await page.waitForLoadState('networkidle');
    results.push({ page: path, shift: await page.evaluate(() => window.benchShift) });
    await context.close();
  }
  return results;
}
