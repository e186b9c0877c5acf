import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openLoginPrompt } from '../../../src/shared/login/login-prompt';
import { loginModalState } from '../../../src/shared/login/modal-state';
import { installProtectedContent } from '../../../src/shared/login/protected-content';
import { setUpRuntimeEnvironment } from '../runtime-environment';

setUpRuntimeEnvironment();

async function closeBundleModal(): Promise<void> {
  const dialog = screen.queryByRole('dialog');
  if (dialog === null) return;
  await userEvent.setup().click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

afterEach(async () => {
  await closeBundleModal();
  delete window.SiteWidgets;
  delete window.bootstrap;
  document.querySelectorAll('.host').forEach((element) => element.remove());
});

describe('login prompt', () => {
  test("without a host modal, the bundle's own modal opens, linking to the configured login URL", async () => {
    window.SiteWidgets = { loginUrl: '/ingresar?volver=recetas' };
    openLoginPrompt();
    const dialog = await screen.findByRole('dialog', { name: 'Iniciá sesión' });
    expect(dialog).toHaveTextContent('Para ver este contenido necesitás iniciar sesión.');
    expect(within(dialog).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/ingresar?volver=recetas');
    // Its modal container was appended to the body through the runtime.
    expect(document.querySelector('[data-site-widgets-overlay="login-modal"]')).not.toBeNull();
    await userEvent.setup().click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // It opens again (mounted once, shown on demand).
    openLoginPrompt();
    expect(await screen.findByRole('dialog', { name: 'Iniciá sesión' })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-site-widgets-overlay="login-modal"]')).toHaveLength(1);
  });

  test("the host's own modal, named by `loginModal`, is shown through Bootstrap's JavaScript", async () => {
    const hostModal = document.createElement('div');
    hostModal.id = 'login-modal';
    hostModal.className = 'host modal';
    document.body.append(hostModal);
    const show = jest.fn();
    const getOrCreateInstance = jest.fn(() => ({ show }));
    window.bootstrap = { Modal: { getOrCreateInstance } };
    window.SiteWidgets = { loginModal: '#login-modal' };
    openLoginPrompt();
    // What happens instead, before the call returns: the host's modal is shown. The bundle's
    // would have been asked for by then too (it marks itself open before its code downloads).
    expect(getOrCreateInstance).toHaveBeenCalledWith(hostModal);
    expect(show).toHaveBeenCalledTimes(1);
    expect(loginModalState.get()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test("a named modal that cannot be shown is reported, and the bundle's modal opens instead", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    window.SiteWidgets = { loginModal: '#nowhere' };
    openLoginPrompt();
    expect(await screen.findByRole('dialog', { name: 'Iniciá sesión' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^\[site-widgets\] loginModal "#nowhere": no element matches it/));
  });
});

describe('protected host content', () => {
  beforeAll(() => installProtectedContent());

  /**
   * After a click that must open no prompt: a protected click, logged out, opens one by the
   * very route the first would have taken (so anything the first started is done), and the
   * prompt was asked for that once.
   */
  async function onlyTheLaterClickPrompts(user: ReturnType<typeof userEvent.setup>): Promise<void> {
    const asked = jest.spyOn(loginModalState, 'set');
    delete window.SiteWidgets;
    await user.click(hostContent().button);
    expect(await screen.findByRole('dialog', { name: 'Iniciá sesión' })).toBeInTheDocument();
    expect(asked.mock.calls.filter(([open]) => open)).toHaveLength(1);
  }

  function hostContent(): { button: HTMLButtonElement; hostClicks: jest.Mock } {
    const wrapper = document.createElement('div');
    wrapper.className = 'host';
    wrapper.setAttribute('data-login-required', '');
    wrapper.innerHTML = '<img src="/demo/img/post-1.svg" alt="Video exclusivo"><button type="button">Ver la clase</button>';
    document.body.append(wrapper);
    const hostClicks = jest.fn();
    const button = wrapper.querySelector('button');
    if (button === null) throw new Error('fixture');
    button.addEventListener('click', hostClicks);
    return { button, hostClicks };
  }

  test("logged out: a click inside it opens the login prompt instead of the host's action", async () => {
    const user = userEvent.setup();
    const { button, hostClicks } = hostContent();
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Iniciá sesión' })).toBeInTheDocument();
    expect(hostClicks).not.toHaveBeenCalled();
  });

  test('logged in: the click goes through and no prompt opens', async () => {
    const user = userEvent.setup();
    window.SiteWidgets = { user: { id: 3 } };
    const { button, hostClicks } = hostContent();
    const asked = jest.spyOn(loginModalState, 'set');
    await user.click(button);
    expect(hostClicks).toHaveBeenCalledTimes(1);
    expect(asked).not.toHaveBeenCalled();
    await onlyTheLaterClickPrompts(user);
  });

  test('clicks outside protected content are left alone', async () => {
    const user = userEvent.setup();
    const outside = document.createElement('button');
    outside.className = 'host';
    outside.textContent = 'Otro botón';
    const clicks = jest.fn();
    outside.addEventListener('click', clicks);
    document.body.append(outside);
    const asked = jest.spyOn(loginModalState, 'set');
    await user.click(outside);
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(asked).not.toHaveBeenCalled();
    await onlyTheLaterClickPrompts(user);
  });
});
