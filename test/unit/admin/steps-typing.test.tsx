import { fireEvent, screen } from '@testing-library/react';
import { StepsEditor } from '../../../src/admin/steps-editor/StepsEditor';
import { hiddenInput, renderInForm } from './helpers';

// Each row of a sortable list is a dnd-kit consumer: counting `useSortable` calls per row
// counts the rows React renders again.
const mockRenders = new Map<string, number>();
jest.mock('@dnd-kit/sortable', () => {
  const actual: typeof import('@dnd-kit/sortable') = jest.requireActual('@dnd-kit/sortable');
  return {
    ...actual,
    useSortable: (args: Parameters<typeof actual.useSortable>[0]) => {
      const id = String(args.id);
      mockRenders.set(id, (mockRenders.get(id) ?? 0) + 1);
      return actual.useSortable(args);
    },
  };
});

// 60 steps: the property is the same as for 300, and jsdom stays quick.
test('typing in one step of a long recipe renders that step again, not the others', () => {
  const steps = Array.from({ length: 60 }, (_, index) => ({ text: `Paso número ${index + 1}`, image: '' }));
  renderInForm(hiddenInput('steps', JSON.stringify([{ name: 'Pasos', steps }])), 'steps-editor', <StepsEditor input="steps" uploadPath="images" maxMb={5} label={undefined} />);
  const field = screen.getByLabelText('Paso 30');
  const before = new Map(mockRenders);
  for (const text of ['Paso número 30a', 'Paso número 30ab', 'Paso número 30abc']) fireEvent.change(field, { target: { value: text } });
  expect(field).toHaveValue('Paso número 30abc');
  const renderedAgain = [...mockRenders].filter(([id, count]) => count !== before.get(id)).map(([id]) => id);
  // The edited row (and at most its group's own row) render again; no other step does.
  expect(renderedAgain.length).toBeGreaterThan(0);
  expect(renderedAgain.length).toBeLessThanOrEqual(2);
});
