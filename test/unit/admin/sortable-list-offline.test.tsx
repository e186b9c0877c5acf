import { fireEvent, screen } from '@testing-library/react';
import { StepsEditor } from '../../../src/admin/steps-editor/StepsEditor';
import { hiddenInput, renderInForm } from './helpers';

// dnd-kit's file cannot be downloaded (offline, a deploy that removed it).
jest.mock('../../../src/admin/shared/sorting/DragLayer', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

test('a handle pressed when dnd-kit cannot be downloaded says so and points to the buttons that still move the step', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const steps = [
    {
      name: 'Pasos',
      steps: [
        { text: 'Hervir el agua', image: '' },
        { text: 'Agregar la sal', image: '' },
      ],
    },
  ];
  renderInForm(hiddenInput('steps', JSON.stringify(steps)), 'steps-editor', <StepsEditor input="steps" uploadPath="images" maxMb={5} label={undefined} />);
  const handle = screen.getByRole('button', { name: 'Arrastrar paso 1' });
  handle.focus();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  expect(await screen.findByText('No se pudo cargar el arrastre. Para mover un elemento, usá sus botones Subir y Bajar.')).toBeInTheDocument();
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not download the drag-and-drop code'), expect.any(Error));
  expect(screen.getByRole('button', { name: 'Bajar paso 1' })).toBeEnabled();
  errors.mockRestore();
});
