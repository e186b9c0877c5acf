import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepsEditor } from '../../../src/admin/steps-editor/StepsEditor';
import { stepsCorpus } from './corpus';
import { field, hiddenInput, renderInForm, submitAndRead } from './helpers';

const defaults = { input: 'steps', uploadPath: 'images', maxMb: 5, label: undefined };

function mount(raw: string, props: Partial<typeof defaults> = {}) {
  return renderInForm(hiddenInput('steps', raw), 'steps-editor', <StepsEditor {...defaults} {...props} />);
}

function posted(form: HTMLFormElement): unknown {
  return JSON.parse(submitAndRead(form, 'steps'));
}

const twoSteps = JSON.stringify([
  {
    name: 'Masa',
    id: 7,
    steps: [
      { text: 'Uno', image: '', a: 1 },
      { text: 'Dos', image: '', b: 2 },
    ],
  },
]);

describe('steps editor', () => {
  test.each(stepsCorpus.map((raw, index) => [index, raw]))('corpus %i comes back byte for byte without edits', (_, raw) => {
    const { form } = mount(raw);
    expect(screen.getAllByRole('textbox').length).toBeGreaterThan(0);
    expect(submitAndRead(form, 'steps')).toBe(raw);
  });

  test('an edit keeps every unknown field of every group and step', async () => {
    const user = userEvent.setup();
    const raw = stepsCorpus[1] ?? '';
    const { form } = mount(raw);
    const step = screen.getAllByLabelText('Paso 1')[0];
    if (!step) throw new Error('no step');
    await user.type(step, ' ya');
    const expected: unknown = JSON.parse(raw);
    if (!Array.isArray(expected)) throw new Error('corpus');
    expected[0].steps[0].text += ' ya';
    expect(posted(form)).toEqual(expected);
  });

  test('PHP-escaped text is read as its characters and written back as the same value', async () => {
    const user = userEvent.setup();
    const { form } = mount(stepsCorpus[0] ?? '');
    expect(screen.getByLabelText('Paso 1')).toHaveValue('Mezclá la harina');
    await user.clear(screen.getByLabelText('Título del grupo 1'));
    await user.type(screen.getByLabelText('Título del grupo 1'), 'Masa');
    expect(posted(form)).toEqual([{ name: 'Masa', steps: [{ text: 'Mezclá la harina', image: '/storage/images/a.png', duration: 5 }] }]);
  });

  test.each([
    ['not JSON', '[{"name": "Pasos",', /no es JSON válido/],
    ['an object where a list belongs', '{"name":"Pasos","steps":[]}', /se esperaba una lista y hay un objeto/],
    ['a group whose list is text', '[{"name":"Pasos","steps":"Mezclar todo"}]', /elemento 1 → «steps» se esperaba una lista y hay el texto «Mezclar todo»/],
  ])('%s: a Spanish error naming the field, no editing, the original posted', (_, raw, message) => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const events: Event[] = [];
    document.addEventListener('site-widgets:error', (event) => events.push(event), { once: true });
    const { form } = mount(raw);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se puede editar el campo «steps»');
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(submitAndRead(form, 'steps')).toBe(raw);
    expect(consoleWarning).toHaveBeenCalledWith(expect.stringMatching(/"steps-editor" on <div#placeholder> left "steps" untouched: /), expect.any(Error));
    expect(events).toHaveLength(1);
  });

  test("unreadable JSON is said in Spanish only; the parser's own message waits behind 'Detalle técnico'", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const raw = '[{"name": "Pasos",';
    let parserMessage = '';
    try {
      JSON.parse(raw);
    } catch (error) {
      parserMessage = error instanceof Error ? error.message : '';
    }
    mount(raw);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se puede editar el campo «steps»: su contenido no es JSON válido. El formulario lo enviará sin cambios.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(parserMessage);
    const detail = screen.getByText(parserMessage, { exact: false });
    expect(detail).not.toBeVisible();
    await user.click(screen.getByText('Detalle técnico'));
    expect(detail).toBeVisible();
    expect(detail).toHaveTextContent(`invalid JSON: ${parserMessage}`);
  });

  test('an empty input shows a first group "Pasos" and stays empty until an edit', async () => {
    const user = userEvent.setup();
    const { form } = mount('');
    expect(screen.getByLabelText('Título del grupo 1')).toHaveValue('Pasos');
    expect(submitAndRead(form, 'steps')).toBe('');
    await user.type(screen.getByLabelText('Paso 1'), 'Precalentar');
    expect(posted(form)).toEqual([{ name: 'Pasos', steps: [{ text: 'Precalentar', image: '' }] }]);
  });

  test('add, move and remove steps by keyboard; the new position is announced', async () => {
    const user = userEvent.setup();
    const { form } = mount(twoSteps);
    screen.getByRole('button', { name: 'Bajar paso 1' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Paso 1')).toHaveValue('Dos');
    expect(screen.getByText(/Paso movido a la posición 2 de 2/)).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(document.activeElement).toHaveAccessibleName('Subir paso 2');

    screen.getByRole('button', { name: /Agregar paso/ }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('Tres');
    expect(screen.getByLabelText('Paso 3')).toHaveValue('Tres');

    screen.getByRole('button', { name: 'Eliminar paso 1' }).focus();
    await user.keyboard('{Enter}');
    expect(posted(form)).toEqual([
      {
        name: 'Masa',
        id: 7,
        steps: [
          { text: 'Uno', image: '', a: 1 },
          { text: 'Tres', image: '' },
        ],
      },
    ]);
  });

  test('groups: add, reorder and remove by keyboard', async () => {
    const user = userEvent.setup();
    const { form } = mount(twoSteps);
    await user.click(screen.getByRole('button', { name: 'Agregar grupo de pasos' }));
    expect(screen.getByLabelText('Título del grupo 2')).toHaveValue('Pasos');
    screen.getByRole('button', { name: 'Subir grupo 2' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Título del grupo 1')).toHaveValue('Pasos');
    expect(screen.getByText(/Grupo movido a la posición 1 de 2/)).toBeInTheDocument();
    const value = posted(form);
    expect(value).toEqual([{ name: 'Pasos', steps: [{ text: '', image: '' }] }, JSON.parse(twoSteps)[0]]);
    await user.click(screen.getByRole('button', { name: 'Eliminar grupo 1' }));
    expect(posted(form)).toEqual(JSON.parse(twoSteps));
  });

  test('undo brings a removed group back where it was, with its content; redo removes it again', async () => {
    const user = userEvent.setup();
    const raw = JSON.stringify([
      { name: 'A', steps: [{ text: 'a1' }] },
      { name: 'B', x: 1, steps: [{ text: 'b1', y: 2 }] },
      { name: 'C', steps: [] },
    ]);
    const { form } = mount(raw);
    await user.click(screen.getByRole('button', { name: 'Eliminar grupo 2' }));
    expect(screen.queryByDisplayValue('B')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByLabelText('Título del grupo 2')).toHaveValue('B');
    expect(submitAndRead(form, 'steps')).toBe(raw);
    await user.click(screen.getByRole('button', { name: 'Rehacer' }));
    expect(posted(form)).toEqual([
      { name: 'A', steps: [{ text: 'a1' }] },
      { name: 'C', steps: [] },
    ]);
  });

  test('Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y; typing in one field is one undo step', async () => {
    const user = userEvent.setup();
    const { form } = mount(twoSteps);
    const step = screen.getByLabelText('Paso 2');
    await user.type(step, ' y tres');
    expect(step).toHaveValue('Dos y tres');
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByLabelText('Paso 2')).toHaveValue('Dos');
    expect(submitAndRead(form, 'steps')).toBe(twoSteps);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(screen.getByLabelText('Paso 2')).toHaveValue('Dos y tres');
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}y{/Control}');
    expect(screen.getByLabelText('Paso 2')).toHaveValue('Dos y tres');
  });

  test('warns before leaving with unsaved changes, but not while the form is submitted', async () => {
    const user = userEvent.setup();
    const { form } = mount(twoSteps);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(screen.getByLabelText('Paso 1'), '!');
    expect(leave()).toBe(true);
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(leave()).toBe(false);
  });

  test("the host form's reset brings back the server's text; one undo brings the edits back", async () => {
    const user = userEvent.setup();
    const { form } = mount(twoSteps);
    await user.type(screen.getByLabelText('Paso 1'), ' cambiado');
    await user.click(screen.getByRole('button', { name: 'Eliminar paso 2' }));
    const edited = [{ name: 'Masa', id: 7, steps: [{ text: 'Uno cambiado', image: '', a: 1 }] }];
    expect(posted(form)).toEqual(edited);
    await act(async () => {
      form.reset();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByLabelText('Paso 1')).toHaveValue('Uno');
    expect(screen.getByLabelText('Paso 2')).toHaveValue('Dos');
    expect(field('steps').value).toBe(twoSteps);
    expect(screen.getByRole('button', { name: 'Rehacer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByLabelText('Paso 1')).toHaveValue('Uno cambiado');
    expect(screen.queryByLabelText('Paso 2')).toBeNull();
    expect(posted(form)).toEqual(edited);
    // The edits before it are still in the history.
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByLabelText('Paso 2')).toHaveValue('Dos');
  });

  test('a reset of an untouched editor changes nothing and adds no undo step', async () => {
    const { form } = mount(twoSteps);
    await act(async () => {
      form.reset();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeDisabled();
    expect(field('steps').value).toBe(twoSteps);
  });

  test("removing a step's image is in the editor's history: Ctrl+Z from where focus lands brings it back", async () => {
    const user = userEvent.setup();
    const raw = stepsCorpus[0] ?? '';
    const { form } = mount(raw);
    screen.getByRole('button', { name: 'Eliminar imagen del paso 1' }).focus();
    await user.keyboard('{Enter}');
    expect(posted(form)).toEqual([{ name: 'Preparación', steps: [{ text: 'Mezclá la harina', image: '', duration: 5 }] }]);
    expect(screen.getByRole('button', { name: 'Elegir imagen' })).toHaveFocus();
    await user.keyboard('{Control>}z{/Control}');
    expect(screen.getByRole('img', { name: 'Vista previa: Imagen del paso 1' })).toHaveAttribute('src', '/storage/images/a.png');
    expect(submitAndRead(form, 'steps')).toBe(raw);
  });

  test('a step group is collapsible', async () => {
    const user = userEvent.setup();
    mount(twoSteps);
    const toggle = screen.getByRole('button', { name: 'Contraer grupo 1' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Paso 1')).not.toBeVisible();
    expect(within(document.body).getByRole('button', { name: 'Expandir grupo 1' })).toBeInTheDocument();
  });

  test('a missing input is said in Spanish', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderInForm('', 'steps-editor', <StepsEditor {...defaults} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se encontró el campo «steps»');
  });
});
