import { CDN_DEMO_URL } from '../../playwright.config';
import { expect, test } from './fixtures';

test('the bundle works from another origin (a CDN): entry, chunks and CSS all load', async ({ page }) => {
  const assetOrigins = new Set<string>();
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType()) && request.url().includes('/build/widgets/')) {
      assetOrigins.add(new URL(request.url()).origin);
    }
  });
  await page.goto(`${CDN_DEMO_URL}/`);
  const faq = page.locator('#faq-professionals');
  await expect(faq).toHaveAttribute('data-widget-state', 'mounted');
  await faq.getByRole('button').first().click();
  await expect(faq.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
  expect([...assetOrigins]).toEqual([`http://127.0.0.1:${Number(process.env.TEST_PORT_BASE ?? 4173) + 2}`]);
  // The widget CSS came along: the toggle icon is drawn as a circle.
  await expect(faq.locator('.sw-disclosure__icon').first()).toHaveCSS('border-radius', '50%');
});
