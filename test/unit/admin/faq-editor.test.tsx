import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqEditor } from '../../../src/admin/faq-editor/FaqEditor';
import { applyMarkup } from '../../../src/admin/faq-editor/markup';
import { loadPurifier } from '../../../src/shared/html/sanitize';
import { FORBIDDEN, HOSTILE_HTML } from '../../shared/hostile-html';
import { hiddenInput, renderInForm, submitAndRead } from './helpers';

declare global {
  interface Window {
    __pwned?: number;
  }
}

const PROS = 'Preguntas Frecuentes - Profesionales';
const CONS = 'Preguntas Frecuentes - Consumidores';

function mount(raw: string) {
  return renderInForm(hiddenInput('custom_content', raw), 'faq-editor', <FaqEditor input="custom_content" headingLevel={2} />);
}

function posted(form: HTMLFormElement): unknown {
  return JSON.parse(submitAndRead(form, 'custom_content'));
}

const region = (name: string) => screen.getByRole('region', { name });

// Interleaved on purpose (as legacy lists are): a question without section, unknown fields.
const legacy = [
  { id: 1, name: '¿Qué harina uso?', content: '<p>Harina 0000.</p>', order: 3 },
  { id: 2, name: '¿Dónde compro?', content: '<p>En <a href="/distribuidores">distribuidores</a>.</p>', section: 'consumers', tags: ['a'] },
  { id: 3, name: '¿Es apta para celíacos?', content: '<p>No.</p>', section: 'professionals' },
  { id: 4, name: '¿Cómo se conserva?', content: '<p>En frío.</p>', section: 'consumers' },
];
const raw = JSON.stringify(legacy);

beforeAll(async () => {
  await loadPurifier();
});

describe('FAQ editor', () => {
  test.each([
    ['PHP escapes', '[{"name":"\\u00bfQu\\u00e9 harina?","content":"<p>0000<\\/p>","id":9}]'],
    ['legacy list', raw],
    ['spacing and null section', '[ {"content": "x", "name": "Uno", "section": null} ]'],
    ['empty list', '[]'],
  ])('%s: posted byte for byte without edits', (_, text) => {
    const { form } = mount(text);
    expect(submitAndRead(form, 'custom_content')).toBe(text);
  });

  test('two sections titled as the spec says; a question without section belongs to professionals', () => {
    mount(raw);
    expect(screen.getByRole('heading', { level: 2, name: PROS })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: CONS })).toBeInTheDocument();
    expect(within(region(PROS)).getByLabelText('Pregunta 1')).toHaveValue('¿Qué harina uso?');
    expect(within(region(PROS)).getByLabelText('Pregunta 2')).toHaveValue('¿Es apta para celíacos?');
    expect(within(region(CONS)).getByLabelText('Pregunta 1')).toHaveValue('¿Dónde compro?');
    expect(within(region(CONS)).getByLabelText('Respuesta de la pregunta 2')).toHaveValue('<p>En frío.</p>');
    // Labels are tied to their fields.
    const label = within(region(PROS)).getByText('Pregunta 1', { selector: 'label' });
    expect(document.getElementById(label.getAttribute('for') ?? '')).toHaveValue('¿Qué harina uso?');
  });

  test('an edit keeps unknown fields, and a question without section stays without it', async () => {
    const user = userEvent.setup();
    const { form } = mount(raw);
    await user.type(within(region(PROS)).getByLabelText('Pregunta 1'), ' 000');
    const expected = legacy.map((entry, index) => (index === 0 ? { ...entry, name: '¿Qué harina uso? 000' } : entry));
    const value = posted(form);
    expect(value).toEqual(expected);
    expect(Array.isArray(value) && 'section' in value[0]).toBe(false);
  });

  test('reorder within a section by keyboard: the flat list keeps the other section in place', async () => {
    const user = userEvent.setup();
    const { form } = mount(raw);
    within(region(PROS)).getByRole('button', { name: 'Bajar pregunta 1' }).focus();
    await user.keyboard('{Enter}');
    expect(within(region(PROS)).getByLabelText('Pregunta 1')).toHaveValue('¿Es apta para celíacos?');
    expect(screen.getByText(/Pregunta movida a la posición 2 de 2\./)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toHaveAccessibleName('Subir pregunta 2');
    expect(posted(form)).toEqual([legacy[1], legacy[2], legacy[0], legacy[3]]);
  });

  test('move a question to the other section: it goes last there, with its section set; announced, focus follows', async () => {
    const user = userEvent.setup();
    const { form } = mount(raw);
    const button = within(region(PROS)).getByRole('button', { name: 'Mover a Consumidores (pregunta 1)' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(within(region(CONS)).getByLabelText('Pregunta 3')).toHaveValue('¿Qué harina uso?');
    expect(within(region(PROS)).queryByDisplayValue('¿Qué harina uso?')).toBeNull();
    expect(screen.getByText(/Pregunta movida a Preguntas Frecuentes - Consumidores, posición 3 de 3\./)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toHaveAccessibleName('Mover a Profesionales (pregunta 3)');
    expect(posted(form)).toEqual([legacy[1], legacy[2], legacy[3], { ...legacy[0], section: 'consumers' }]);
    // And back: now explicitly professionals, after the last professional question.
    await user.keyboard('{Enter}');
    expect(posted(form)).toEqual([legacy[1], legacy[2], { ...legacy[0], section: 'professionals' }, legacy[3]]);
  });

  test('add a question to a section (after its last one) and remove another', async () => {
    const user = userEvent.setup();
    const { form } = mount(raw);
    within(region(PROS))
      .getByRole('button', { name: `Agregar pregunta en ${PROS}` })
      .focus();
    await user.keyboard('{Enter}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toBe(within(region(PROS)).getByLabelText('Pregunta 3'));
    await user.keyboard('¿Lleva sal?');
    await user.click(within(region(CONS)).getByRole('button', { name: 'Eliminar pregunta 1' }));
    expect(screen.getByText(/Pregunta 1 eliminada/)).toBeInTheDocument();
    expect(posted(form)).toEqual([legacy[0], legacy[2], { name: '¿Lleva sal?', content: '', section: 'professionals' }, legacy[3]]);
  });

  test('an empty section says so, and adding there starts the list', async () => {
    const user = userEvent.setup();
    const { form } = mount('');
    expect(within(region(CONS)).getByText('Todavía no hay preguntas en esta sección.')).toBeInTheDocument();
    expect(submitAndRead(form, 'custom_content')).toBe('');
    await user.click(within(region(CONS)).getByRole('button', { name: /Agregar pregunta/ }));
    await user.type(within(region(CONS)).getByLabelText('Pregunta 1'), 'Hola');
    expect(posted(form)).toEqual([{ name: 'Hola', content: '', section: 'consumers' }]);
  });

  test('undo brings a removed question back where it was; undoing everything posts the original text', async () => {
    const user = userEvent.setup();
    const { form } = mount(raw);
    await user.click(within(region(CONS)).getByRole('button', { name: 'Eliminar pregunta 1' }));
    await user.click(within(region(PROS)).getByRole('button', { name: 'Mover a Consumidores (pregunta 2)' }));
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(within(region(CONS)).getByLabelText('Pregunta 1')).toHaveValue('¿Dónde compro?');
    expect(submitAndRead(form, 'custom_content')).toBe(raw);
    await user.keyboard('{Control>}y{/Control}');
  });

  test('the toolbar puts tags around the selection; one click is one undo step', async () => {
    const user = userEvent.setup();
    const { form } = mount(JSON.stringify([{ name: 'P', content: 'Usá harina 0000' }]));
    const answer = screen.getByLabelText('Respuesta de la pregunta 1');
    if (!(answer instanceof HTMLTextAreaElement)) throw new Error('no textarea');
    answer.setSelectionRange(4, 10);
    await user.click(screen.getByRole('button', { name: 'Negrita' }));
    expect(answer).toHaveValue('Usá <strong>harina</strong> 0000');
    expect(answer.selectionStart).toBe(12);
    expect(document.activeElement).toBe(answer);
    answer.setSelectionRange(answer.value.length, answer.value.length);
    await user.click(screen.getByRole('button', { name: 'Enlace' }));
    expect(answer.value).toBe('Usá <strong>harina</strong> 0000<a href="https://">texto del enlace</a>');
    await user.keyboard('example.com');
    expect(answer.value).toBe('Usá <strong>harina</strong> 0000<a href="example.com">texto del enlace</a>');
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(answer).toHaveValue('Usá <strong>harina</strong> 0000');
    expect(posted(form)).toEqual([{ name: 'P', content: 'Usá <strong>harina</strong> 0000' }]);
  });

  test('markup: italic, and a list from selected lines', () => {
    expect(applyMarkup('italic', 'a b', 2, 3)).toEqual({ text: 'a <em>b</em>', start: 6, end: 7 });
    expect(applyMarkup('list', 'uno\ndos', 0, 7).text).toBe('<ul>\n<li>uno</li>\n<li>dos</li>\n</ul>');
    expect(applyMarkup('list', '', 0, 0)).toEqual({ text: '<ul>\n<li></li>\n</ul>', start: 9, end: 9 });
  });

  test('the preview is the public FAQ item: sanitized, and nothing hostile ever runs', async () => {
    const user = userEvent.setup();
    window.__pwned = undefined;
    const hostile = `<p>Hola</p>${HOSTILE_HTML.join('')}<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script>`;
    mount(JSON.stringify([{ name: 'Peligrosa', content: hostile }]));
    const question = screen.getByRole('button', { name: /Peligrosa/ });
    expect(question.closest('h3')).not.toBeNull();
    // Open from the start, so the answer's result shows while it is typed.
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
    if (panel === null) throw new Error('no panel');
    await waitFor(() => expect(panel).toHaveTextContent('Hola'));
    expect(panel.querySelectorAll(FORBIDDEN)).toHaveLength(0);
    expect(panel.innerHTML).not.toMatch(/onerror|<script|javascript:/i);
    // Typing more hostile HTML into the answer: the preview follows, still sanitized.
    const answer = screen.getByLabelText('Respuesta de la pregunta 1');
    await user.type(answer, '<svg onload="window.__pwned=3"></svg>');
    await waitFor(() => expect(panel.querySelectorAll(FORBIDDEN)).toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.__pwned).toBeUndefined();
  });

  test('an empty title previews as "(Pregunta sin título)", never a nameless button', () => {
    mount(JSON.stringify([{ name: '', content: '' }]));
    expect(screen.getByRole('button', { name: /\(Pregunta sin título\)/ })).toBeInTheDocument();
  });

  test.each([
    ['not JSON', '[{"name":"Uno",', /no es JSON válido/],
    ['an object where the list belongs', '{"name":"Uno","content":"x"}', /se esperaba una lista y hay un objeto/],
    ['an unknown section', '[{"name":"Uno","content":"x","section":"otros"}]', /elemento 1 → «section»/],
  ])('%s: an error naming the field, no editing, the original posted', (_, text, message) => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { form } = mount(text);
    expect(screen.getByRole('alert')).toHaveTextContent('No se puede editar el campo «custom_content»');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(submitAndRead(form, 'custom_content')).toBe(text);
    expect(consoleWarning).toHaveBeenCalledWith(
      expect.stringMatching(/"faq-editor" on <div#placeholder> left "custom_content" untouched: /),
      expect.any(Error),
    );
  });
});
