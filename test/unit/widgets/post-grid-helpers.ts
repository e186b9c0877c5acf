import { screen, waitFor, within } from '@testing-library/react';

/** Places a widget placeholder in the page; the running runtime mounts it. */
export function place(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.classList.add('test-placeholder');
  document.body.append(element);
  return element;
}

export function removePlaceholders(): void {
  document.querySelectorAll('.test-placeholder').forEach((element) => element.remove());
}

/** Waits for the cards (not the skeletons) and gives their titles. */
export async function cardTitles(container: HTMLElement): Promise<string[]> {
  await waitFor(() => {
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(within(container).getAllByRole('article').length).toBeGreaterThan(0);
  });
  return within(container).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

export function tabNames(container: HTMLElement): string[] {
  return within(container).getAllByRole('tab').map((tab) => tab.textContent ?? '');
}

export function selectedTab(container: HTMLElement): string | null {
  return within(container).getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ?? null;
}

export function currentPage(container: HTMLElement): string | null {
  return within(container).queryByRole('navigation')?.querySelector('[aria-current="page"]')?.textContent ?? null;
}

export async function noDialog(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.queryByRole('dialog')).toBeNull();
}
