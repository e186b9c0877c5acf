import type { Locator } from '@playwright/test';
import { expect } from '../browser/fixtures';

/** The grid has answered: no skeletons or spinner, cards shown. */
export async function cardsLoaded(grid: Locator): Promise<void> {
  await expect(grid.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(grid.getByRole('article').first()).toBeVisible();
}

export function currentPage(grid: Locator): Locator {
  return grid.getByRole('navigation').locator('[aria-current="page"]');
}

export function cardTitles(grid: Locator): Locator {
  return grid.getByRole('article').getByRole('heading');
}
