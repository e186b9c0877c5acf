import { act, fireEvent, screen } from '@testing-library/react';
import { dragLayer } from '../../../src/admin/shared/sorting/load-drag-layer';
import { StepsEditor } from '../../../src/admin/steps-editor/StepsEditor';
import { hiddenInput, renderInForm } from './helpers';

// Counting renders of each sortable row (by its id) counts the rows React renders again.
const mockRenders = new Map<string, number>();
jest.mock('../../../src/admin/shared/sorting/SortableList', () => {
  const actual: typeof import('../../../src/admin/shared/sorting/SortableList') = jest.requireActual('../../../src/admin/shared/sorting/SortableList');
  return {
    ...actual,
    SortableRow: (props: Parameters<typeof actual.SortableRow>[0]) => {
      mockRenders.set(props.id, (mockRenders.get(props.id) ?? 0) + 1);
      return actual.SortableRow(props);
    },
  };
});

// 60 steps: the property is the same as for 300, and jsdom stays quick. Both before dnd-kit
// arrives (it comes on the first sign of a drag) and after, when every row is bound to it.
test.each([
  ['before dnd-kit arrives', false],
  ['with dnd-kit loaded', true],
])('typing in one step of a long recipe renders that step again, not the others (%s)', async (_, loaded) => {
  if (loaded) await act(() => dragLayer.request());
  const steps = Array.from({ length: 60 }, (_, index) => ({ text: `Paso número ${index + 1}`, image: '' }));
  renderInForm(
    hiddenInput('steps', JSON.stringify([{ name: 'Pasos', steps }])),
    'steps-editor',
    <StepsEditor input="steps" uploadPath="images" maxMb={5} label={undefined} />,
  );
  const field = screen.getByLabelText('Paso 30');
  const before = new Map(mockRenders);
  for (const text of ['Paso número 30a', 'Paso número 30ab', 'Paso número 30abc']) fireEvent.change(field, { target: { value: text } });
  expect(field).toHaveValue('Paso número 30abc');
  const renderedAgain = [...mockRenders].filter(([id, count]) => count !== before.get(id)).map(([id]) => id);
  // The edited row (and at most its group's own row) render again; no other step does.
  expect(renderedAgain.length).toBeGreaterThan(0);
  expect(renderedAgain.length).toBeLessThanOrEqual(2);
});
