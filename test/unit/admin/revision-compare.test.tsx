import { render, screen } from '@testing-library/react';
import { RevisionCompare } from '../../../src/admin/revision-compare/RevisionCompare';

/** A revision compared with the current value, in the merge offer's sentences. */
describe('revision-compare', () => {
  test('steps: what was added, removed and changed, in document order, named by group and position', async () => {
    const before = [
      {
        name: 'Masa',
        steps: [
          { text: 'Mezclar', image: '' },
          { text: 'Amasar', image: '' },
          { text: 'Levar', image: '' },
        ],
      },
    ];
    const after = [
      {
        name: 'Masa',
        steps: [
          { text: 'Mezclar bien', image: '' },
          { text: 'Levar', image: '' },
          { text: 'Hornear 20 minutos', image: '' },
        ],
      },
    ];
    render(<RevisionCompare editor="steps-editor" before={before} after={after} label="Pasos" />);
    // The steps editor's words come with its declaration, downloaded on first need.
    expect(await screen.findByRole('list', { name: 'Cambios en Pasos' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Se cambió el paso 1 de «Masa»: «Mezclar bien».',
      'Se quitó el paso 2 de «Masa»: «Amasar».',
      'Se agregó el paso 3 de «Masa»: «Hornear 20 minutos».',
    ]);
  });

  test('the banner and the product attributes by their labels; the FAQ by its questions', async () => {
    const { unmount } = render(
      <RevisionCompare editor="banner-editor" before={{ title: 'Harinas' }} after={{ title: 'Harinas 0000', subtitle: 'Todo el año' }} label={undefined} />,
    );
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      'Se cambió «Titulo Banner»: «Harinas» → «Harinas 0000».',
      'Se agregó «Bajada Banner»: «Todo el año».',
    ]);
    unmount();
    render(<RevisionCompare editor="faq-editor" before={[{ name: '¿Uno?', content: '<p>1</p>' }]} after={[]} label={undefined} />);
    expect(await screen.findByRole('listitem')).toHaveTextContent('Se quitó la pregunta «¿Uno?».');
  });

  test('the same data, whatever the key order: "Sin cambios."', async () => {
    render(
      <RevisionCompare
        editor="product-attributes-editor"
        before={{ calorias: 120, grasas: '3 g' }}
        after={{ grasas: '3 g', calorias: 120 }}
        label={undefined}
      />,
    );
    expect(await screen.findByText('Sin cambios.')).toBeInTheDocument();
  });
});
