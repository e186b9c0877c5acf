import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOUNT_EVENT, start } from '../../../src/runtime';
import { CONSENT_CHANGE_EVENT, CONSENT_KEY, type ConsentChange } from '../../../src/shared/page/consent';
import { sendEvent } from '../../../src/shared/page/analytics';
import { GLOBALS_CHANGE_EVENT } from '../../../src/shared/page/globals';
import { publicWidgets } from '../../../src/widgets/registry';
import { consentTexts as texts } from '../../../src/widgets/consent-notice/texts';
import { clearPage, setUpRuntimeEnvironment } from '../runtime-environment';
import { place } from './post-grid-helpers';

/**
 * The consent notice mounted by the runtime in jsdom: what it shows, what it keeps, the
 * Consent Mode v2 commands it leaves on dataLayer (in order, after the host's defaults), and
 * the one rule `sendEvent` follows (src/shared/page/consent.ts).
 */
setUpRuntimeEnvironment();

beforeAll(async () => {
  await start(publicWidgets);
});

/** What the host's consent defaults (`<x-site-widgets-consent>`) leave before any tag. */
function hostDefaults(): void {
  window.dataLayer = [];
  const dataLayer = window.dataLayer;
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- as the host's snippet does: the tag reads `arguments` objects
    dataLayer.push(arguments);
  };
  window.gtag('consent', 'default', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    wait_for_update: 500,
  });
}

/** dataLayer as plain arrays (gtag's commands are `arguments` objects) and events. */
function commands(): unknown[] {
  return (window.dataLayer ?? []).map((entry) =>
    typeof entry === 'object' && entry !== null && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
}

const denied = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const granted = { ...denied, analytics_storage: 'granted' };
const DEFAULTS = ['consent', 'default', { ...denied, wait_for_update: 500 }];

let changes: ConsentChange[] = [];
const onChange = (event: Event) => changes.push((event as CustomEvent<ConsentChange>).detail);

beforeEach(() => {
  changes = [];
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  hostDefaults();
});

afterEach(async () => {
  window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
  await clearPage();
  localStorage.clear();
  delete window.SiteWidgets;
  delete window.gtag;
  delete window.dataLayer;
  document.cookie = '_ga=; path=/; max-age=0';
});

const notice = () => screen.findByRole('region', { name: texts.heading });
const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null') as unknown;

test('asks on a first visit, without taking the focus, with two equal answers; nothing is sent meanwhile', async () => {
  place({ 'data-widget-name': 'consent-notice' });
  const region = await notice();
  expect(region).toHaveAccessibleDescription(texts.body);
  expect(screen.getByRole('heading', { name: texts.heading, level: 2 })).toBeVisible();
  const [accept, reject] = screen.getAllByRole('button');
  expect([accept?.textContent, reject?.textContent]).toEqual([texts.accept, texts.reject]);
  // The same control twice: one class, no attribute that sets one apart.
  expect(accept?.className).toBe(reject?.className);
  expect(document.activeElement).toBe(document.body);
  sendEvent('share', { method: 'whatsapp' });
  expect(commands()).toEqual([DEFAULTS]);
});

test("'Aceptar' keeps the choice, updates the signals after the defaults and lets events go", async () => {
  const user = userEvent.setup();
  place({ 'data-widget-name': 'consent-notice' });
  await user.click(await screen.findByRole('button', { name: texts.accept }));
  expect(screen.queryByRole('region', { name: texts.heading })).toBeNull();
  expect(stored()).toEqual({ version: 1, choice: 'granted', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  expect(changes).toEqual([{ choice: 'granted' }]);
  sendEvent('share', { method: 'whatsapp' });
  expect(commands()).toEqual([DEFAULTS, ['consent', 'update', granted], ['event', 'share', { method: 'whatsapp' }]]);
});

test("'Rechazar' keeps the refusal, removes the tag's cookies and sends nothing", async () => {
  const user = userEvent.setup();
  document.cookie = '_ga=GA1.1.1.1; path=/';
  document.cookie = 'other=1; path=/';
  place({ 'data-widget-name': 'consent-notice' });
  await user.click(await screen.findByRole('button', { name: texts.reject }));
  expect(stored()).toMatchObject({ version: 1, choice: 'denied' });
  expect(changes).toEqual([{ choice: 'denied' }]);
  expect(document.cookie).not.toMatch(/_ga=/);
  expect(document.cookie).toMatch(/other=1/);
  sendEvent('share', { method: 'whatsapp' });
  expect(commands()).toEqual([DEFAULTS, ['consent', 'update', denied]]);
  document.cookie = 'other=; path=/; max-age=0';
});

test('a kept choice: no notice, no second update; the footer link opens it again, with the focus, and Escape closes it', async () => {
  const user = userEvent.setup();
  localStorage.setItem(CONSENT_KEY, JSON.stringify({ version: 1, choice: 'granted', at: '2026-11-29T13:00:00.000Z' }));
  const footer = document.createElement('footer');
  footer.innerHTML = '<button type="button" data-consent-open>Preferencias de cookies</button>';
  footer.classList.add('test-placeholder');
  document.body.append(footer);
  const mounted = new Promise((resolve) => document.addEventListener(MOUNT_EVENT, resolve, { once: true }));
  place({ 'data-widget-name': 'consent-notice' });
  await mounted;
  expect(screen.queryByRole('region', { name: texts.heading })).toBeNull();
  expect(commands()).toEqual([DEFAULTS]);

  const link = screen.getByRole('button', { name: 'Preferencias de cookies' });
  await user.click(link);
  const region = await notice();
  expect(region).toHaveTextContent(texts.current.granted);
  await waitFor(() => expect(screen.getByRole('heading', { name: texts.heading })).toHaveFocus());
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('region', { name: texts.heading })).toBeNull();
  expect(link).toHaveFocus();
  expect(stored()).toMatchObject({ choice: 'granted' });

  // Changed from the footer: the refusal is kept and the focus goes back to the link.
  await user.click(link);
  await user.click(await screen.findByRole('button', { name: texts.reject }));
  expect(stored()).toMatchObject({ choice: 'denied' });
  expect(link).toHaveFocus();
  expect(commands()).toEqual([DEFAULTS, ['consent', 'update', denied]]);
});

test('a choice kept for another version, or a malformed one, counts as none', async () => {
  localStorage.setItem(CONSENT_KEY, JSON.stringify({ version: 1, choice: 'granted', at: '2026-11-29T13:00:00.000Z' }));
  place({ 'data-widget-name': 'consent-notice', 'data-version': '2' });
  await notice();
  sendEvent('share', { method: 'whatsapp' });
  await clearPage();

  for (const malformed of ['{', '"granted"', 'null', '{"version":1,"choice":"yes"}', '{"version":"1","choice":"granted"}']) {
    localStorage.setItem(CONSENT_KEY, malformed);
    place({ 'data-widget-name': 'consent-notice' });
    await notice();
    sendEvent('share', { method: 'whatsapp' });
    await clearPage();
  }
  expect(commands()).toEqual([DEFAULTS]);
});

test("the host's analyticsConsent wins: no notice, the signals follow it, and so do events", async () => {
  const user = userEvent.setup();
  window.SiteWidgets = { analyticsConsent: false };
  localStorage.setItem(CONSENT_KEY, JSON.stringify({ version: 1, choice: 'granted', at: '2026-11-29T13:00:00.000Z' }));
  const footer = document.createElement('button');
  footer.setAttribute('data-consent-open', '');
  footer.textContent = 'Preferencias de cookies';
  document.body.append(footer);
  place({ 'data-widget-name': 'consent-notice' });
  await waitFor(() => expect(changes).toEqual([{ choice: 'denied' }]));
  sendEvent('share', { method: 'whatsapp' });
  await user.click(footer);
  expect(screen.queryByRole('region', { name: texts.heading })).toBeNull();

  // The host changes its mind and says so: the signals follow, events go, still no notice.
  window.SiteWidgets = { analyticsConsent: true };
  window.dispatchEvent(new Event(GLOBALS_CHANGE_EVENT));
  await waitFor(() => expect(changes).toEqual([{ choice: 'denied' }, { choice: 'granted' }]));
  sendEvent('search', { search_term: 'pan' });
  expect(screen.queryByRole('region', { name: texts.heading })).toBeNull();
  expect(commands()).toEqual([DEFAULTS, ['consent', 'update', denied], ['consent', 'update', granted], ['event', 'search', { search_term: 'pan' }]]);
});

test('links the privacy page given as a path or an https address, never another scheme', async () => {
  place({ 'data-widget-name': 'consent-notice', 'data-privacy-url': '/privacidad' });
  expect(await screen.findByRole('link', { name: texts.privacy })).toHaveAttribute('href', '/privacidad');
  await clearPage();
  place({ 'data-widget-name': 'consent-notice', 'data-privacy-url': 'javascript:alert(1)' });
  await notice();
  expect(screen.queryByRole('link', { name: texts.privacy })).toBeNull();
});
