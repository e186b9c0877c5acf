import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { OFFER_ANNOUNCE_DELAY_MS } from '../../../src/admin/shared/drafts/DraftNotice';
import { serverFingerprint } from '../../../src/admin/shared/drafts/hash';
import { StepsEditor } from '../../../src/admin/steps-editor/StepsEditor';
import { hiddenInput, renderInForm } from './helpers';

const KEY = 'site-widgets:draft:7:["","/admin/posts/1","steps"]';
const props = { input: 'steps', uploadPath: 'images', maxMb: 5, label: undefined };
const saved = JSON.stringify([{ name: 'Masa', steps: [{ text: 'Uno', image: '' }] }]);
const edited = JSON.stringify([{ name: 'Masa', steps: [{ text: 'Uno y dos', image: '' }] }]);
const OFFER = 'Tenés cambios sin guardar de hace 12 minutos.';
const LIVE = '[aria-live], [role=status], [role=alert], [role=log]';

function storeDraft(startedFrom: string) {
  localStorage.setItem(KEY, JSON.stringify({ v: 1, value: edited, base: serverFingerprint(startedFrom), at: Date.now() - 12 * 60_000 }));
}

/**
 * Everything the live regions inside `root` come to hold, one entry per change a screen
 * reader would hear (the Announcer's no-break space makes a repeat a change too).
 */
function listen(root: HTMLElement): { said: string[]; stop: () => void } {
  const said: string[] = [];
  const last = new Map<Element, string>();
  const observer = new MutationObserver(() => {
    for (const region of root.querySelectorAll(LIVE)) {
      const text = region.textContent ?? '';
      if (text !== (last.get(region) ?? '')) said.push(text.trim());
      last.set(region, text);
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return { said, stop: () => observer.disconnect() };
}

function pause(ms: number) {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

beforeEach(() => {
  window.SiteWidgets = { user: { id: 7 } };
});
afterEach(() => {
  delete window.SiteWidgets;
});

describe("the draft's offer, to a screen reader", () => {
  test("said exactly once through the editor's live region, under StrictMode and re-renders; the notice itself is no live region", async () => {
    const user = userEvent.setup();
    storeDraft(saved);
    const { placeholder } = renderInForm(
      hiddenInput('steps', saved),
      'steps-editor',
      <StrictMode>
        <StepsEditor {...props} />
      </StrictMode>,
    );
    const { said, stop } = listen(placeholder);
    const offer = screen.getByRole('group', { name: OFFER });
    expect(offer.closest(LIVE)).toBeNull();
    expect(offer.querySelector(LIVE)).toBeNull();

    await waitFor(() => expect(said).toEqual([OFFER]));
    // Re-renders of every kind: an edit (the offer stays), the globals announced again,
    // another tab opening the field (a note of its own, said in turn), time.
    await user.type(screen.getByLabelText('Paso 1'), '!');
    act(() => {
      window.dispatchEvent(new Event('site-widgets:globals-change'));
      const hello = JSON.stringify({ tab: 'other', kind: 'hello' });
      window.dispatchEvent(new StorageEvent('storage', { key: 'site-widgets:tab:["","/admin/posts/1","steps"]', newValue: hello, storageArea: localStorage }));
    });
    await pause(OFFER_ANNOUNCE_DELAY_MS * 2);
    expect(screen.getByRole('group', { name: OFFER })).toBeInTheDocument();
    expect(said.filter((text) => text.startsWith('Tenés cambios'))).toEqual([OFFER]);
    expect(said.at(-1)).toMatch(/^Este contenido está abierto en otra pestaña/);
    stop();
  });

  test('with the warning that someone saved since, the warning is said with it', async () => {
    storeDraft(JSON.stringify([{ name: 'Masa', steps: [{ text: 'Antes', image: '' }] }]));
    const { placeholder } = renderInForm(hiddenInput('steps', saved), 'steps-editor', <StepsEditor {...props} />);
    const { said, stop } = listen(placeholder);
    await waitFor(() => expect(said).toHaveLength(1));
    expect(said[0]).toMatch(/^Tenés cambios sin guardar de hace 12 minutos\. Ojo: alguien guardó este contenido después de que empezaste\./);
    stop();
  });

  test('answered before its moment (Descartar at once): the offer is not said, only the answer', async () => {
    storeDraft(saved);
    const { placeholder } = renderInForm(hiddenInput('steps', saved), 'steps-editor', <StepsEditor {...props} />);
    const { said, stop } = listen(placeholder);
    act(() => screen.getByRole('button', { name: 'Descartar' }).click());
    await pause(OFFER_ANNOUNCE_DELAY_MS * 2);
    expect(said).toEqual(['Se descartaron los cambios sin guardar.']);
    stop();
  });
});
