import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverFingerprint } from '../../../src/admin/shared/drafts/hash';
import { StepsEditor } from '../../../src/admin/steps-editor/StepsEditor';
import { hiddenInput, renderInForm } from './helpers';

const SCOPE = '["","/admin/posts/1","steps"]';
const keyOf = (user: string) => `site-widgets:draft:${user}:${SCOPE}`;
/** A draft kept before keys named the user. */
const OLD_KEY = `site-widgets:draft:${SCOPE}`;
const props = { input: 'steps', uploadPath: 'images', maxMb: 5, label: undefined };
const saved = JSON.stringify([{ name: 'Masa', steps: [{ text: 'Uno', image: '' }] }]);
const edited = JSON.stringify([{ name: 'Masa', steps: [{ text: 'Uno y dos', image: '' }] }]);

function mount() {
  return renderInForm(hiddenInput('steps', saved), 'steps-editor', <StepsEditor {...props} />);
}

function storeDraft(key: string, value = edited) {
  localStorage.setItem(key, JSON.stringify({ v: 1, value, base: serverFingerprint(saved), at: Date.now() - 12 * 60_000 }));
}

function logIn(id: number | null) {
  window.SiteWidgets = { user: id === null ? null : { id } };
}

/** The host's login or logout without a reload. */
function switchUser(id: number | null) {
  act(() => {
    logIn(id);
    window.dispatchEvent(new Event('site-widgets:globals-change'));
  });
}

function draftKeys(): string[] {
  return Object.keys(localStorage)
    .filter((key) => key.startsWith('site-widgets:draft:'))
    .sort();
}

function leavePage() {
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
}

afterEach(() => {
  delete window.SiteWidgets;
});

describe('drafts are per user', () => {
  test('a draft is kept under the logged user: site-widgets:draft:7:[…]', async () => {
    const user = userEvent.setup();
    logIn(7);
    mount();
    await user.type(screen.getByLabelText('Paso 1'), ' y dos');
    leavePage();
    expect(draftKeys()).toEqual([keyOf('7')]);
    expect(JSON.parse(localStorage.getItem(keyOf('7')) ?? 'null')).toMatchObject({ value: edited });
  });

  test("with nobody logged in (no globals, or user null) the draft is the guest's", async () => {
    const user = userEvent.setup();
    const first = mount();
    await user.type(screen.getByLabelText('Paso 1'), '!');
    leavePage();
    expect(draftKeys()).toEqual([keyOf('guest')]);
    first.unmount();

    logIn(null);
    mount();
    expect(screen.getByRole('button', { name: 'Recuperar' })).toBeInTheDocument();
  });

  test('the user whose draft it is is offered it', () => {
    logIn(8);
    storeDraft(keyOf('8'));
    mount();
    expect(screen.getByRole('group', { name: 'Tenés cambios sin guardar de hace 12 minutos.' })).toBeInTheDocument();
  });

  test("another user's draft, a guest's and one from before keys named the user are not offered, and are removed; the user's own stay", () => {
    logIn(7);
    storeDraft(keyOf('8'));
    storeDraft(keyOf('70'));
    storeDraft(keyOf('guest'));
    storeDraft(OLD_KEY);
    const ownElsewhere = 'site-widgets:draft:7:["","/admin/posts/2","steps"]';
    storeDraft(ownElsewhere);
    localStorage.setItem('site-widgets:listing', 'kept');
    mount();
    expect(screen.queryByRole('button', { name: 'Recuperar' })).toBeNull();
    expect(screen.queryByText(/Tenés cambios sin guardar/)).toBeNull();
    expect(draftKeys()).toEqual([ownElsewhere]);
    expect(localStorage.getItem('site-widgets:listing')).toBe('kept');
  });

  test("a guest is not offered a logged user's draft", () => {
    storeDraft(keyOf('7'));
    mount();
    expect(screen.queryByRole('button', { name: 'Recuperar' })).toBeNull();
    expect(draftKeys()).toEqual([]);
  });

  test('the globals naming someone else: the offer goes with the drafts that are not theirs, and the next write is under the new user', async () => {
    const user = userEvent.setup();
    logIn(7);
    storeDraft(keyOf('7'));
    mount();
    expect(screen.getByRole('button', { name: 'Recuperar' })).toBeInTheDocument();

    switchUser(8);
    expect(screen.queryByRole('button', { name: 'Recuperar' })).toBeNull();
    expect(draftKeys()).toEqual([]);
    await user.type(screen.getByLabelText('Paso 1'), ' y dos');
    leavePage();
    expect(draftKeys()).toEqual([keyOf('8')]);

    // Logged out without a reload: the guest's now, and user 8's goes.
    switchUser(null);
    await user.type(screen.getByLabelText('Paso 1'), '!');
    leavePage();
    expect(draftKeys()).toEqual([keyOf('guest')]);
  });

  test('the globals announced again with the same user change nothing', () => {
    logIn(7);
    storeDraft(keyOf('7'));
    mount();
    switchUser(7);
    expect(screen.getByRole('button', { name: 'Recuperar' })).toBeInTheDocument();
    expect(draftKeys()).toEqual([keyOf('7')]);
  });
});
