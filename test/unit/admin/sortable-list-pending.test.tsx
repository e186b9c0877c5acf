import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dragLayer } from '../../../src/admin/shared/sorting/load-drag-layer';
import { StepsEditor } from '../../../src/admin/steps-editor/StepsEditor';
import { hiddenInput, renderInForm } from './helpers';

// A file of its own: it needs a page where dnd-kit has not come yet.
test('Space pressed on a handle before dnd-kit arrives is handed to it: the step is picked up once it is here', async () => {
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
  // No focus event first: the press itself is the first sign, as with a screen reader's virtual cursor.
  handle.focus();
  expect(dragLayer.loaded()).toBeNull();
  fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
  await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
  expect(
    screen
      .getAllByRole('status')
      .map((region) => region.textContent)
      .join(' '),
  ).toMatch(/el paso 1/);
});
