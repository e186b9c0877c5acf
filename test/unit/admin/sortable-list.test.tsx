import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dragLayer } from '../../../src/admin/shared/sorting/load-drag-layer';
import { StepsEditor } from '../../../src/admin/steps-editor/StepsEditor';
import { hiddenInput, renderInForm } from './helpers';

// The tests run in order: dnd-kit, once downloaded, stays for the page (this file).
const steps = [
  {
    name: 'Pasos',
    steps: [
      { text: 'Hervir el agua', image: '' },
      { text: 'Agregar la sal', image: '' },
    ],
  },
];

function renderSteps() {
  return renderInForm(
    hiddenInput('steps', JSON.stringify(steps)),
    'steps-editor',
    <StepsEditor input="steps" uploadPath="images" maxMb={5} label={undefined} />,
  );
}

test('before any sign of a drag, dnd-kit is not downloaded and each handle already tells how to drag', () => {
  renderSteps();
  expect(dragLayer.loaded()).toBeNull();
  const handle = screen.getByRole('button', { name: 'Arrastrar paso 1' });
  expect(handle).toHaveAccessibleDescription(/presioná Espacio o Enter sobre su asa/);
  expect(handle).toHaveAttribute('aria-roledescription', 'asa para reordenar');
});

test('dnd-kit arriving while a step is being typed mounts nothing again: same field, same focus, same text', async () => {
  renderSteps();
  const field = screen.getByLabelText('Paso 2');
  field.focus();
  fireEvent.change(field, { target: { value: 'Agregar la sal gruesa' } });
  fireEvent.pointerEnter(screen.getByRole('button', { name: 'Arrastrar paso 1' }));
  await waitFor(() => expect(dragLayer.loaded()).not.toBeNull());
  // The layer binds every row before the next paint; wait for its first binding to reach a row.
  await waitFor(() => expect(document.querySelector('li[data-key]')?.getAttribute('style') ?? '').toBe(''));
  expect(screen.getByLabelText('Paso 2')).toBe(field);
  expect(field).toHaveFocus();
  expect(field).toHaveValue('Agregar la sal gruesa');
});

test('Space on a handle picks the step up and Escape puts it back, announced in Spanish', async () => {
  renderSteps();
  const handle = screen.getByRole('button', { name: 'Arrastrar paso 2' });
  handle.focus();
  await act(async () => {
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  });
  // dnd-kit marks the handle pressed while it carries the step (its first words are spoken too fast to test).
  await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
  fireEvent.keyDown(handle, { key: 'Escape', code: 'Escape' });
  await waitFor(() => expect(handle).not.toHaveAttribute('aria-pressed', 'true'));
  expect(await screen.findByText('Movimiento cancelado: el paso 2 volvió a su lugar.')).toBeInTheDocument();
});
