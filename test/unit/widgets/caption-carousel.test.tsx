import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { start } from '../../../src/runtime';
import { publicWidgets } from '../../../src/widgets/registry';
import { setUpRuntimeEnvironment } from '../runtime-environment';
import { place, removePlaceholders } from './post-grid-helpers';

setUpRuntimeEnvironment();

const SLIDES = [
  { image: '/img/1.jpg', caption: 'Masa lista para hornear', alt: 'Masa sobre la mesada' },
  { image: '/img/2.jpg', caption: '<b>Recién</b> salidas del horno <img src=x onerror="window.__pwned=1">' },
  { image: '/img/3.jpg', caption: null },
];

/** jsdom lays nothing out; a browser gives an element a box unless it, or an element around it, is display: none (or it is not in the page). */
function laidOutRects(this: Element): DOMRectList {
  let shown = this.isConnected && getComputedStyle(this).display !== 'none';
  for (let around = this.parentElement; shown && around !== null; around = around.parentElement) shown = getComputedStyle(around).display !== 'none';
  const rects = shown ? [DOMRect.fromRect({ width: 300, height: 60 })] : [];
  return Object.assign(rects, { item: (index: number) => rects[index] ?? null });
}

const jsdomRects = Object.getOwnPropertyDescriptor(Element.prototype, 'getClientRects');

beforeAll(async () => {
  Object.defineProperty(Element.prototype, 'getClientRects', { configurable: true, value: laidOutRects });
  await start(publicWidgets);
});

afterAll(() => {
  if (jsdomRects !== undefined) Object.defineProperty(Element.prototype, 'getClientRects', jsdomRects);
});

beforeEach(() => {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="slides" class="test-placeholder">${JSON.stringify(SLIDES)}</script>
     <label class="test-placeholder" for="share-text">Texto para compartir</label>
     <textarea class="test-placeholder" id="share-text"></textarea>`,
  );
});

afterEach(() => removePlaceholders());

function textArea(): HTMLTextAreaElement {
  const element = document.getElementById('share-text');
  if (!(element instanceof HTMLTextAreaElement)) throw new Error('no text area');
  return element;
}

test("each slide change copies the caption into the host's text area, as typing would", async () => {
  const user = userEvent.setup();
  const heard: string[] = [];
  textArea().addEventListener('input', () => heard.push(`input:${textArea().value}`));
  textArea().addEventListener('change', () => heard.push('change'));
  place({ 'data-widget-name': 'caption-carousel', 'data-slides': '#slides', 'data-caption-target': '#share-text', 'data-label': 'Paso a paso' });
  const carousel = await screen.findByRole('region', { name: 'Paso a paso' });
  await waitFor(() => expect(textArea()).toHaveValue('Masa lista para hornear'));
  expect(heard).toEqual(['input:Masa lista para hornear', 'change']);

  await user.click(within(carousel).getByRole('button', { name: 'Imagen siguiente' }));
  await waitFor(() => expect(textArea()).toHaveValue(SLIDES[1]?.caption));
  // Text, never HTML: nothing of the caption became markup.
  expect(window).not.toHaveProperty('__pwned');
  expect(carousel.querySelector('b')).toBeNull();

  await user.click(within(carousel).getByRole('button', { name: 'Imagen 3 de 3' }));
  await waitFor(() => expect(textArea()).toHaveValue(''));
  await user.click(within(carousel).getByRole('button', { name: 'Imagen anterior' }));
  await waitFor(() => expect(textArea()).toHaveValue(SLIDES[1]?.caption));
  // No text area of its own when the host gives one.
  expect(within(carousel).queryByRole('textbox')).toBeNull();
});

test('without a target, the caption goes into a labelled read-only text area under the slides', async () => {
  const user = userEvent.setup();
  place({ 'data-widget-name': 'caption-carousel', 'data-slides': '#slides' });
  const carousel = await screen.findByRole('region', { name: 'Galería' });
  const own = within(carousel).getByRole('textbox', { name: 'Descripción de la imagen' });
  expect(own).toHaveAttribute('readonly');
  expect(own).toHaveValue('Masa lista para hornear');
  await user.click(within(carousel).getByRole('button', { name: 'Imagen siguiente' }));
  await waitFor(() => expect(own).toHaveValue(SLIDES[1]?.caption));
  expect(textArea()).toHaveValue('');
});

test("the arrow keys step back and on from the carousel's buttons, wrapping at the ends", async () => {
  const user = userEvent.setup();
  place({ 'data-widget-name': 'caption-carousel', 'data-slides': '#slides', 'data-caption-target': '#share-text' });
  const carousel = await screen.findByRole('region', { name: 'Galería' });
  await waitFor(() => expect(textArea()).toHaveValue('Masa lista para hornear'));
  within(carousel).getByRole('button', { name: 'Imagen siguiente' }).focus();
  await user.keyboard('{ArrowRight}');
  await waitFor(() => expect(textArea()).toHaveValue(SLIDES[1]?.caption));
  await waitFor(() => expect(within(carousel).getByRole('button', { name: 'Imagen 2 de 3' })).toHaveAttribute('aria-current', 'true'));
  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(textArea()).toHaveValue('Masa lista para hornear'));
  await waitFor(() => expect(within(carousel).getByRole('button', { name: 'Imagen 1 de 3' })).toHaveAttribute('aria-current', 'true'));
  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(textArea()).toHaveValue(''));
});

test('a target that matches nothing is reported, and the widget shows its own text area', async () => {
  const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
  place({ 'data-widget-name': 'caption-carousel', 'data-slides': '#slides', 'data-caption-target': '#nope' });
  const carousel = await screen.findByRole('region', { name: 'Galería' });
  expect(within(carousel).getByRole('textbox')).toHaveValue('Masa lista para hornear');
  await waitFor(() =>
    expect(consoleWarning).toHaveBeenCalledWith(
      expect.stringMatching(/"caption-carousel" .*found no text area for data-caption-target="#nope"/),
      expect.any(Error),
    ),
  );
});

/** Places a host element and a carousel that names it; resolves once the carousel shows. */
async function carouselNaming(hostMarkup: string) {
  document.body.insertAdjacentHTML('beforeend', `<div class="test-placeholder">${hostMarkup}</div>`);
  const errors: unknown[] = [];
  const element = place({ 'data-widget-name': 'caption-carousel', 'data-slides': '#slides', 'data-caption-target': '#host-field' });
  element.addEventListener('site-widgets:error', (event) => errors.push(event instanceof CustomEvent ? event.detail : null));
  const carousel = await screen.findByRole('region', { name: 'Galería' });
  return { element, carousel, errors };
}

function hostField(): HTMLInputElement | HTMLTextAreaElement | HTMLElement {
  const field = document.getElementById('host-field');
  if (field === null) throw new Error('no host field');
  return field;
}

describe('data-caption-target names only a shown text area or text input', () => {
  test.each([
    ['a <div>', '<div id="host-field">antes</div>', 'names <div>, not a <textarea> or text <input>'],
    ['a hidden input', '<input id="host-field" type="hidden" value="antes">', 'names <input type="hidden">, not a <textarea>'],
    ['a password input', '<input id="host-field" type="password" value="antes">', 'names <input type="password">, not a <textarea>'],
    ['a checkbox', '<input id="host-field" type="checkbox" value="antes">', 'names <input type="checkbox">, not a <textarea>'],
    ['a select', '<select id="host-field"><option>antes</option></select>', 'names <select>, not a <textarea>'],
    ['a text area with display: none', '<textarea id="host-field" style="display: none">antes</textarea>', 'names a field that is not shown'],
    ['a text area marked hidden', '<textarea id="host-field" hidden>antes</textarea>', 'names a field that is not shown'],
    ['a text area inside a hidden panel', '<div hidden><textarea id="host-field">antes</textarea></div>', 'names a field that is not shown'],
    [
      'a text area inside a panel with display: none',
      '<div style="display: none"><p><textarea id="host-field">antes</textarea></p></div>',
      'names a field that is not shown',
    ],
    [
      'a text input with visibility: hidden around it',
      '<div style="visibility: hidden"><input id="host-field" value="antes"></div>',
      'names a field that is not shown',
    ],
  ])('%s is refused: nothing written there, the widget shows its own text area, a data report', async (_, markup, reason) => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { element, carousel, errors } = await carouselNaming(markup);
    await waitFor(() => expect(within(carousel).getByRole('textbox', { name: 'Descripción de la imagen' })).toHaveValue('Masa lista para hornear'));
    const field = hostField();
    expect('value' in field ? field.value : field.textContent).toBe('antes');
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
    await waitFor(() => expect(consoleWarning).toHaveBeenCalledWith(expect.stringContaining(`data-caption-target="#host-field" ${reason}`), expect.any(Error)));
    expect(errors).toEqual([expect.objectContaining({ widget: 'caption-carousel', phase: 'data' })]);
    // Still usable: the slides turn and their captions show in its own text area.
    await userEvent.setup().click(within(carousel).getByRole('button', { name: 'Imagen siguiente' }));
    await waitFor(() => expect(within(carousel).getByRole('textbox')).toHaveValue(SLIDES[1]?.caption));
    expect('value' in field ? field.value : field.textContent).toBe('antes');
    expect(consoleWarning).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['an input without a type', '<input id="host-field">'],
    ['a text input', '<input id="host-field" type="TEXT">'],
    ['a search input', '<input id="host-field" type="search">'],
    ['a read-only text area', '<textarea id="host-field" readonly></textarea>'],
    ['a disabled text area (shown, though not posted)', '<textarea id="host-field" disabled></textarea>'],
  ])('%s receives the caption', async (_, markup) => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { carousel, errors } = await carouselNaming(markup);
    await waitFor(() => expect(hostField()).toHaveValue('Masa lista para hornear'));
    expect(within(carousel).queryByRole('textbox')).toBeNull();
    expect(errors).toEqual([]);
    expect(consoleWarning).not.toHaveBeenCalled();
  });

  test('a field hidden after the carousel mounted is refused at the next caption: it keeps what it had, the widget shows its own', async () => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { element, carousel, errors } = await carouselNaming('<section id="panel"><textarea id="host-field"></textarea></section>');
    await waitFor(() => expect(hostField()).toHaveValue('Masa lista para hornear'));
    document.getElementById('panel')?.style.setProperty('display', 'none');
    await user.click(within(carousel).getByRole('button', { name: 'Imagen siguiente' }));
    const own = await within(carousel).findByRole('textbox', { name: 'Descripción de la imagen' });
    await waitFor(() => expect(own).toHaveValue(SLIDES[1]?.caption));
    expect(hostField()).toHaveValue('Masa lista para hornear');
    expect(consoleWarning).toHaveBeenCalledWith(
      expect.stringContaining('data-caption-target="#host-field" names a field that is not shown'),
      expect.any(Error),
    );
    expect(errors).toEqual([expect.objectContaining({ phase: 'data' })]);
    // Shown again, it is not taken back: the captions stay where the visitor has been reading them.
    document.getElementById('panel')?.style.removeProperty('display');
    await user.click(within(carousel).getByRole('button', { name: 'Imagen siguiente' }));
    await waitFor(() => expect(own).toHaveValue(''));
    expect(hostField()).toHaveValue('Masa lista para hornear');
    expect(element).toHaveAttribute('data-widget-state', 'mounted');
  });
});

test('an unreadable slide is left out and reported; the others show', async () => {
  const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const element = place({
    'data-widget-name': 'caption-carousel',
    'data-slides': JSON.stringify([{ image: '/a.jpg', caption: 'Uno' }, { caption: 'sin imagen' }, { image: '/c.jpg', caption: 'Tres' }]),
  });
  const carousel = await screen.findByRole('region', { name: 'Galería' });
  expect(carousel.querySelectorAll('img')).toHaveLength(2);
  expect(within(carousel).getByRole('button', { name: 'Imagen 2 de 2' })).toBeInTheDocument();
  await waitFor(() =>
    expect(consoleWarning).toHaveBeenCalledWith(
      expect.stringMatching(/skipped 1 unreadable entry of data-slides: .*data-slides\[1\]\.image/),
      expect.any(Error),
    ),
  );
  expect(element).toHaveAttribute('data-widget-state', 'mounted');
});

test('it never turns by itself for visitors who prefer reduced motion', async () => {
  const matchMedia = jest.fn((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
  try {
    place({ 'data-widget-name': 'caption-carousel', 'data-slides': '#slides', 'data-caption-target': '#share-text', 'data-interval': '2000' });
    await screen.findByRole('region', { name: 'Galería' });
    await waitFor(() => expect(textArea()).toHaveValue('Masa lista para hornear'));
    await new Promise((resolve) => setTimeout(resolve, 2300));
    expect(textArea()).toHaveValue('Masa lista para hornear');
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  } finally {
    Reflect.deleteProperty(window, 'matchMedia');
  }
});
