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

beforeAll(async () => {
  await start(publicWidgets);
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

test('each slide change copies the caption into the host\'s text area, as typing would', async () => {
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

test('the arrow keys step back and on from the carousel\'s buttons, wrapping at the ends', async () => {
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
  await waitFor(() => expect(consoleWarning).toHaveBeenCalledWith(expect.stringMatching(/"caption-carousel" .*found no text area for data-caption-target="#nope"/), expect.any(Error)));
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
  await waitFor(() => expect(consoleWarning).toHaveBeenCalledWith(expect.stringMatching(/skipped 1 unreadable entry of data-slides: .*data-slides\[1\]\.image/), expect.any(Error)));
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
