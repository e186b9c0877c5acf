import { CONSENT_CHANGE_EVENT, CONSENT_KEY } from '../../../src/shared/page/consent';
import { readPageGlobals } from '../../../src/shared/page/globals';
import { error, html, renderBlade } from './php';

/**
 * `<x-site-widgets-consent>` rendered by PHP, its inline script then run in a page: Consent
 * Mode's defaults before anything, the kept choice at once, the analytics tag only once granted
 * (with the script's nonce), and the host's decision over the visitor's.
 */
const TAG = '<x-site-widgets-consent measurement-id="G-TEST1234" tag-url="/testing/gtag-stand-in.js" nonce="n0nce" />';

function scriptOf(markup: string): string {
  const match = /^<script nonce="n0nce">\n([\s\S]*)\n<\/script>$/.exec(markup.trim());
  if (match?.[1] === undefined) throw new Error(`not one nonce'd script: ${markup}`);
  return match[1];
}

const rendered = renderBlade(
  [
    TAG,
    '<x-site-widgets-consent measurement-id="G-TEST1234" tag-url="/testing/gtag-stand-in.js" nonce="n0nce" :analytics-consent="false" />',
    '<x-site-widgets-consent measurement-id="G-TEST1234" tag-url="/testing/gtag-stand-in.js" nonce="n0nce" :analytics-consent="true" />',
    '<x-site-widgets-consent nonce="n0nce" :version="2" />',
  ],
  {},
).map((each) => scriptOf(html(each)));

const listeners: [string, EventListenerOrEventListenerObject][] = [];

/** Runs a printed script as the page would, `document.currentScript` being it (for its nonce). */
function run(source: string): void {
  const element = document.createElement('script');
  element.nonce = 'n0nce';
  Object.defineProperty(document, 'currentScript', { configurable: true, value: element });
  const add = jest.spyOn(window, 'addEventListener').mockImplementation(function (this: Window, type: string, listener: EventListenerOrEventListenerObject) {
    listeners.push([type, listener]);
    EventTarget.prototype.addEventListener.call(window, type, listener);
  });
  try {
    // The script PHP printed, run as a page runs it.
    new Function(source)();
  } finally {
    add.mockRestore();
    Reflect.deleteProperty(document, 'currentScript');
  }
}

function commands(): unknown[] {
  return (window.dataLayer ?? []).map((entry) =>
    typeof entry === 'object' && entry !== null && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
}
const tags = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), nonce: script.nonce, async: script.async }));

const denied = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const granted = { ...denied, analytics_storage: 'granted' };
const DEFAULTS = ['consent', 'default', { ...denied, wait_for_update: 500 }];
const STAND_IN = { src: '/testing/gtag-stand-in.js?id=G-TEST1234', nonce: 'n0nce', async: true };
const keep = (choice: string, version = 1) => localStorage.setItem(CONSENT_KEY, JSON.stringify({ version, choice, at: '2026-11-29T13:00:00.000Z' }));

afterEach(reset);

test('no choice yet: the defaults only and no tag, until the widget announces an acceptance', () => {
  run(rendered[0] ?? '');
  expect(commands()).toEqual([DEFAULTS]);
  expect(tags()).toEqual([]);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { choice: 'denied' } }));
  expect(tags()).toEqual([]);
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { choice: 'granted' } }));
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { choice: 'granted' } }));
  expect(tags()).toEqual([STAND_IN]);
  expect(commands()).toEqual([DEFAULTS, ['js', expect.any(Date)], ['config', 'G-TEST1234']]);
});

test('a kept acceptance: its update right after the defaults, and the tag at once', () => {
  keep('granted');
  run(rendered[0] ?? '');
  expect(commands()).toEqual([DEFAULTS, ['consent', 'update', granted], ['js', expect.any(Date)], ['config', 'G-TEST1234']]);
  expect(tags()).toEqual([STAND_IN]);
});

test("a kept refusal updates to denied and loads nothing; another version's choice, or a malformed one, is none", () => {
  keep('denied');
  run(rendered[0] ?? '');
  expect(commands()).toEqual([DEFAULTS, ['consent', 'update', denied]]);
  expect(tags()).toEqual([]);
  reset();
  keep('granted', 1);
  run(rendered[3] ?? '');
  expect(commands()).toEqual([DEFAULTS]);
  reset();
  localStorage.setItem(CONSENT_KEY, '{"version":1,"choice":');
  run(rendered[0] ?? '');
  expect(commands()).toEqual([DEFAULTS]);
});

test("the host's decision wins over the kept choice", () => {
  keep('granted');
  run(rendered[1] ?? '');
  expect(commands()).toEqual([DEFAULTS, ['consent', 'update', denied]]);
  expect(tags()).toEqual([]);
  reset();
  run(rendered[2] ?? '');
  expect(commands()).toEqual([DEFAULTS, ['consent', 'update', granted], ['js', expect.any(Date)], ['config', 'G-TEST1234']]);
  expect(tags()).toEqual([STAND_IN]);
});

test("a measurement id that is not GA4's stops the page outside production; in production the defaults print without the tag", () => {
  const bad = '<x-site-widgets-consent measurement-id="UA-1234-1" nonce="n0nce" />';
  expect(error(renderBlade([bad], {})[0])).toContain('not a GA4 measurement id: "UA-1234-1"');
  const source = scriptOf(html(renderBlade([bad], {}, 'production')[0]));
  keep('granted');
  run(source);
  expect(commands()).toEqual([DEFAULTS, ['consent', 'update', granted]]);
  expect(tags()).toEqual([]);
});

test("the globals carry the host's decision to the widgets", () => {
  const [markup] = renderBlade(['<x-site-widgets-globals :user="null" :analytics-consent="false" />'], {});
  document.head.innerHTML = html(markup);
  expect(readPageGlobals().analyticsConsent).toBe(false);
});

/** A fresh page: no listener, dataLayer, storage or tag of the last script. */
function reset(): void {
  for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  delete window.dataLayer;
  delete window.gtag;
  localStorage.clear();
  document.head.replaceChildren();
}
