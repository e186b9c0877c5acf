import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { loginModalState } from '../../../src/shared/login/modal-state';

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
  return within(container)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent ?? '');
}

export function tabNames(container: HTMLElement): string[] {
  return within(container)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

export function selectedTab(container: HTMLElement): string | null {
  return (
    within(container)
      .getAllByRole('tab')
      .find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent ?? null
  );
}

export function currentPage(container: HTMLElement): string | null {
  return within(container).queryByRole('navigation')?.querySelector('[aria-current="page"]')?.textContent ?? null;
}

/**
 * Clicks `link` and checks it does what a link does, with no login prompt. First what
 * happens instead: the click reaches the link unprevented (the browser would follow it).
 * Then that nothing asked for the prompt: every way to it is settled by then, since the
 * prompt marks itself open before its code downloads, and the listener for protected
 * content (capturing, before the link) prevents the click it takes over.
 */
export async function clickFollowsLink(user: ReturnType<typeof userEvent.setup>, link: HTMLElement): Promise<void> {
  const asked = jest.spyOn(loginModalState, 'set');
  const clicks: boolean[] = [];
  const seen = (event: MouseEvent) => clicks.push(event.defaultPrevented);
  link.addEventListener('click', seen);
  try {
    await user.click(link);
  } finally {
    link.removeEventListener('click', seen);
  }
  expect(clicks).toEqual([false]);
  expect(asked).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
}
