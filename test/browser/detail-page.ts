import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The demo's product page (demo/detalle.html) has settled: its recipes carousel has its answer.
 * A test that goes back at once would leave that request in flight as the page unloads, which
 * the demo's mocked backend (a service worker) then lets through to the static server: a 404
 * no visitor's browser would see.
 */
export async function productPageSettled(page: Page): Promise<void> {
  await expect(page.locator('#product-recipes-carousel')).toHaveAttribute('data-widget-state', 'mounted');
}
