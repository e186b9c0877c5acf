import { render, screen } from '@testing-library/react';
import { RevisionCompare } from '../../../src/admin/revision-compare/RevisionCompare';

// The steps editor's declaration cannot be downloaded (the connection dropped after the page loaded).
jest.mock('../../../src/admin/catalogue/document-editors', () => {
  const actual = jest.requireActual<typeof import('../../../src/admin/catalogue/document-editors')>('../../../src/admin/catalogue/document-editors');
  const offline = { ...actual.documentEditors['steps-editor'], declaration: () => Promise.reject(new Error('offline')) };
  return { ...actual, documentEditors: { ...actual.documentEditors, 'steps-editor': offline } };
});

test("when an editor's words cannot be downloaded, the comparison says so instead of saying nothing, and the error is logged", async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<RevisionCompare editor="steps-editor" before={[]} after={[{ name: 'Masa', steps: [] }]} label="Pasos" />);
  expect(await screen.findByText('No se pudo mostrar qué cambió. Recargá la página para intentarlo de nuevo.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('could not download the words of steps-editor'), expect.any(Error));
  errors.mockRestore();
});

test('another editor of the same page still says what changed', async () => {
  render(<RevisionCompare editor="faq-editor" before={[{ name: '¿Uno?', content: '<p>1</p>' }]} after={[]} label={undefined} />);
  expect(await screen.findByRole('listitem')).toHaveTextContent('Se quitó la pregunta «¿Uno?».');
});
