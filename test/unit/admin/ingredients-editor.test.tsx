import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IngredientsEditor } from '../../../src/admin/ingredients-editor/IngredientsEditor';
import { productField as lazyProductField } from '../../../src/admin/ingredients-editor/load-product-field';
import { hiddenInput, renderInForm, submitAndRead } from './helpers';

const productsScript = `<script type="application/json" id="products">${JSON.stringify([
  { id: 1, name: 'Azúcar impalpable' },
  { id: 2, name: 'Harina 0000' },
  { id: 3, name: 'Crema de leche' },
  ...Array.from({ length: 300 }, (_, n) => ({ id: 100 + n, name: `Producto ${n}` })),
])}</script>`;

const legacy = JSON.stringify([
  {
    name: '',
    uid: 'x',
    ingredients: [
      { name: 'Huevos', qty: '3', isProduct: false, note: 'grandes' },
      { isProduct: true, product: { id: 2, name: 'Harina 0000', sku: 'H4' }, product_id: 2, qty: '500 g', legacy: 1 },
    ],
  },
]);

function mount(raw: string) {
  return renderInForm(
    productsScript + hiddenInput('custom_ingredients', raw),
    'ingredients-editor',
    <IngredientsEditor input="custom_ingredients" products="#products" label={undefined} />,
  );
}

const posted = (form: HTMLFormElement): unknown => JSON.parse(submitAndRead(form, 'custom_ingredients'));

describe('ingredients editor', () => {
  // These tests describe the combobox once downshift is there, as it always was before it
  // loaded on first use: they hold elements across user-event calls that the swap would
  // replace. The first use, the plain field and the swap are tested below, each on a fresh
  // copy of the editor's modules.
  beforeAll(() => lazyProductField.request());

  test('untouched, the legacy value is posted byte for byte; the product shows by name', () => {
    const { form } = mount(legacy);
    expect(screen.getByRole('combobox', { name: 'Producto' })).toHaveValue('Harina 0000');
    expect(submitAndRead(form, 'custom_ingredients')).toBe(legacy);
  });

  test('the first group starts unnamed, later groups are "Ingredientes"', async () => {
    const user = userEvent.setup();
    mount('');
    expect(screen.getByLabelText('Título del grupo 1')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Agregar grupo de ingredientes' }));
    expect(screen.getByLabelText('Título del grupo 2')).toHaveValue('Ingredientes');
  });

  test("choosing a product by typing without accents ('azucar') writes product and product_id, keeping unknown fields", async () => {
    const user = userEvent.setup();
    const { form } = mount(legacy);
    const firstRow = screen.getByRole('group', { name: 'Ingrediente 1' });
    await user.click(within(firstRow).getByRole('checkbox', { name: 'Es un producto de la marca' }));
    const combobox = within(firstRow).getByRole('combobox', { name: 'Producto' });
    await user.type(combobox, 'azucar');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Azúcar impalpable']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(combobox).toHaveValue('Azúcar impalpable');
    const value = posted(form);
    expect(value).toEqual([
      {
        name: '',
        uid: 'x',
        ingredients: [
          { name: 'Huevos', qty: '3', isProduct: true, note: 'grandes', product: { id: 1, name: 'Azúcar impalpable' }, product_id: 1 },
          { isProduct: true, product: { id: 2, name: 'Harina 0000', sku: 'H4' }, product_id: 2, qty: '500 g', legacy: 1 },
        ],
      },
    ]);
  });

  describe('on leaving the product field, what it shows is what is saved', () => {
    const harina = () => within(screen.getByRole('group', { name: 'Ingrediente 2' })).getByRole('combobox', { name: 'Producto' });

    test("an exact name, whatever its case and accents ('CREMA de leche'), chooses that product", async () => {
      const user = userEvent.setup();
      const { form } = mount(legacy);
      await user.clear(harina());
      await user.type(harina(), 'CREMA de leche');
      await user.tab();
      expect(harina()).toHaveValue('Crema de leche');
      const value = posted(form);
      expect(value).toEqual([
        expect.objectContaining({
          ingredients: [expect.anything(), { isProduct: true, product: { id: 3, name: 'Crema de leche' }, product_id: 3, qty: '500 g', legacy: 1 }],
        }),
      ]);
    });

    test('retyping the saved product in other letters changes nothing but the shown spelling', async () => {
      const user = userEvent.setup();
      const { form } = mount(legacy);
      await user.clear(harina());
      await user.type(harina(), 'harina 0000 ');
      await user.tab();
      expect(harina()).toHaveValue('Harina 0000');
      expect(submitAndRead(form, 'custom_ingredients')).toBe(legacy);
    });

    test('an emptied field clears the product', async () => {
      const user = userEvent.setup();
      const { form } = mount(legacy);
      await user.clear(harina());
      await user.tab();
      expect(harina()).toHaveValue('');
      expect(posted(form)).toEqual([
        expect.objectContaining({ ingredients: [expect.anything(), { isProduct: true, product: null, product_id: null, qty: '500 g', legacy: 1 }] }),
      ]);
    });

    test('unknown text ("xyz", Escape, Tab) goes back to the saved product, and the field says so', async () => {
      const user = userEvent.setup();
      const { form } = mount(legacy);
      await user.clear(harina());
      await user.type(harina(), 'xyz');
      await user.keyboard('{Escape}');
      expect(harina()).toHaveValue('xyz');
      await user.tab();
      expect(harina()).toHaveValue('Harina 0000');
      expect(harina()).toHaveAccessibleDescription('«xyz» no está en la lista: sigue elegido Harina 0000. Elegí un producto de la lista.');
      expect(
        screen
          .getAllByRole('status')
          .map((status) => status.textContent)
          .join(' '),
      ).toContain('«xyz» no está en la lista');
      expect(submitAndRead(form, 'custom_ingredients')).toBe(legacy);
      // Typing again drops the note.
      await user.type(harina(), 'a');
      expect(harina()).not.toHaveAccessibleDescription();
    });

    test('unknown text where no product was chosen empties the field and asks for one from the list', async () => {
      const user = userEvent.setup();
      const { form } = mount(legacy);
      const first = screen.getByRole('group', { name: 'Ingrediente 1' });
      await user.click(within(first).getByRole('checkbox', { name: 'Es un producto de la marca' }));
      const combobox = within(first).getByRole('combobox', { name: 'Producto' });
      await user.type(combobox, 'Azucar');
      await user.tab();
      expect(combobox).toHaveValue('');
      expect(combobox).toHaveAccessibleDescription('«Azucar» no está en la lista. Elegí un producto de la lista.');
      const value = posted(form);
      expect(Array.isArray(value) && value[0].ingredients[0]).toEqual({ name: 'Huevos', qty: '3', isProduct: true, note: 'grandes' });
    });

    test('a highlighted option is still the one chosen on leaving', async () => {
      const user = userEvent.setup();
      const { form } = mount(legacy);
      await user.clear(harina());
      await user.type(harina(), 'azu');
      await user.keyboard('{ArrowDown}');
      await user.tab();
      expect(harina()).toHaveValue('Azúcar impalpable');
      expect(posted(form)).toEqual([
        expect.objectContaining({
          ingredients: [expect.anything(), expect.objectContaining({ product: { id: 1, name: 'Azúcar impalpable' }, product_id: 1 })],
        }),
      ]);
    });

    test('focus moving into the option list (a click on its scrollbar) is not leaving the field', async () => {
      const user = userEvent.setup();
      mount(legacy);
      await user.clear(harina());
      await user.type(harina(), 'Produ');
      act(() => screen.getByRole('listbox').focus());
      expect(harina()).toHaveValue('Produ');
      expect(harina()).not.toHaveAccessibleDescription();
    });

    test('the window losing focus (focus stays in the field) is not leaving it', async () => {
      const user = userEvent.setup();
      mount(legacy);
      await user.clear(harina());
      await user.type(harina(), 'Produ');
      fireEvent.focusOut(harina(), { relatedTarget: null });
      expect(harina()).toHaveFocus();
      expect(harina()).toHaveValue('Produ');
      expect(harina()).not.toHaveAccessibleDescription();
    });

    test('undo puts the previous product back in the field', async () => {
      const user = userEvent.setup();
      mount(legacy);
      await user.clear(harina());
      await user.type(harina(), 'crema de leche');
      await user.tab();
      await user.click(screen.getByRole('button', { name: 'Deshacer' }));
      expect(harina()).toHaveValue('Harina 0000');
    });
  });

  test('hundreds of products: at most 50 options, with a hint to keep typing', async () => {
    const user = userEvent.setup();
    mount(legacy);
    await user.click(screen.getByRole('button', { name: 'Mostrar productos: Producto' }));
    expect(screen.getAllByRole('option')).toHaveLength(50);
    expect(screen.getByText(/Y 253 más/)).toBeInTheDocument();
  });

  test('free-text quantity and name; pasting a list adds ingredients and groups in one undo step', async () => {
    const user = userEvent.setup();
    const { form } = mount('');
    await user.type(screen.getByLabelText('Cantidad'), '2');
    await user.type(screen.getByRole('textbox', { name: 'Ingrediente' }), 'limones');
    await user.click(screen.getByText('Pegar una lista'));
    await user.click(screen.getByLabelText(/Lista de ingredientes/));
    await user.paste('- 200 g de harina\n½ cucharadita de sal\nRelleno:\n1/2 taza de leche\nsal a gusto');
    await user.click(screen.getByRole('button', { name: 'Agregar ingredientes' }));
    expect(screen.getByText('Se agregaron 4 ingredientes y 1 grupo.')).toBeInTheDocument();
    expect(posted(form)).toEqual([
      {
        name: '',
        ingredients: [
          { name: 'limones', qty: '2', isProduct: false },
          { name: 'harina', qty: '200 g', isProduct: false },
          { name: 'sal', qty: '½ cucharadita', isProduct: false },
        ],
      },
      {
        name: 'Relleno',
        ingredients: [
          { name: 'leche', qty: '1/2 taza', isProduct: false },
          { name: 'sal a gusto', qty: '', isProduct: false },
        ],
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(posted(form)).toEqual([{ name: '', ingredients: [{ name: 'limones', qty: '2', isProduct: false }] }]);
  });

  test('pasted lines naming a product exactly (case and accents aside) are offered as that product', async () => {
    const user = userEvent.setup();
    const { form } = mount('');
    await user.click(screen.getByText('Pegar una lista'));
    await user.click(screen.getByLabelText(/Lista de ingredientes/));
    await user.paste('100 g de AZUCAR impalpable\n200 ml de crema de leche\n2 huevos\ncrema');
    const offers = screen.getByRole('group', { name: 'Productos de la marca reconocidos' });
    const sugar = within(offers).getByRole('checkbox', { name: '«AZUCAR impalpable» como el producto Azúcar impalpable' });
    const cream = within(offers).getByRole('checkbox', { name: '«crema de leche» como el producto Crema de leche' });
    expect(within(offers).getAllByRole('checkbox')).toHaveLength(2);
    expect(sugar).toBeChecked();
    // Turned down: that line stays free text.
    await user.click(cream);
    await user.click(screen.getByRole('button', { name: 'Agregar ingredientes' }));
    expect(screen.getByText('Se agregaron 4 ingredientes. 1 como producto de la marca.')).toBeInTheDocument();
    expect(posted(form)).toEqual([
      {
        name: '',
        ingredients: [
          { name: '', qty: '', isProduct: false },
          { name: 'AZUCAR impalpable', qty: '100 g', isProduct: true, product: { id: 1, name: 'Azúcar impalpable' }, product_id: 1 },
          { name: 'crema de leche', qty: '200 ml', isProduct: false },
          { name: 'huevos', qty: '2', isProduct: false },
          { name: 'crema', qty: '', isProduct: false },
        ],
      },
    ]);
    expect(screen.getByRole('combobox', { name: 'Producto' })).toHaveValue('Azúcar impalpable');
    expect(screen.queryByRole('group', { name: 'Productos de la marca reconocidos' })).toBeNull();
  });

  test('an unreadable product list is reported; free text still works', () => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderInForm(
      '<script type="application/json" id="products">{"id":1}</script>' + hiddenInput('custom_ingredients', ''),
      'ingredients-editor',
      <IngredientsEditor input="custom_ingredients" products="#products" label={undefined} />,
    );
    expect(screen.getByText(/No se pudo leer la lista de productos/)).toBeInTheDocument();
    expect(consoleWarning).toHaveBeenCalledWith(expect.stringContaining('could not read the products'), expect.any(Error));
  });
});

describe('downshift loads on the first use of a product field, and nothing done before it arrives is lost', () => {
  const EDITOR = '../../../src/admin/ingredients-editor/IngredientsEditor';
  const LOADER = '../../../src/admin/ingredients-editor/load-product-field';
  const LAZY = '../../../src/admin/ingredients-editor/DownshiftProductField';
  // The fresh copy of the editor renders with the test's React and reads the test's widget context.
  const shared = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '../../../src/runtime/WidgetContext'].map(
    (name) => [name, jest.requireActual<object>(name)] as const,
  );

  interface Fresh {
    readonly Editor: typeof IngredientsEditor;
    readonly load: typeof lazyProductField.request;
    /** Whether downshift itself has been required by this copy. */
    readonly downshiftLoaded: () => boolean;
  }

  /** Runs `test` against a copy of the editor's modules whose downshift field has not loaded (the module-level promise starts empty). */
  function withFreshEditor(test: (fresh: Fresh) => Promise<void>): () => Promise<void> {
    return () =>
      jest.isolateModulesAsync(async () => {
        for (const [name, module] of shared) jest.doMock(name, () => module);
        let downshiftLoaded = false;
        jest.doMock('downshift', () => {
          downshiftLoaded = true;
          return jest.requireActual<object>('downshift');
        });
        try {
          const { IngredientsEditor: Editor } = jest.requireActual<{ IngredientsEditor: typeof IngredientsEditor }>(EDITOR);
          const { productField: part } = jest.requireActual<{ productField: typeof lazyProductField }>(LOADER);
          await test({ Editor, load: part.request, downshiftLoaded: () => downshiftLoaded });
        } finally {
          for (const name of ['downshift', LAZY, ...shared.map(([name]) => name)]) jest.dontMock(name);
        }
      });
  }

  const oneProductRow = JSON.stringify([{ name: '', ingredients: [{ isProduct: true, qty: '' }] }]);

  function mountFresh({ Editor }: Fresh, raw: string) {
    return renderInForm(
      productsScript + hiddenInput('custom_ingredients', raw),
      'ingredients-editor',
      <Editor input="custom_ingredients" products="#products" label={undefined} />,
    );
  }

  function textInput(element: HTMLElement): HTMLInputElement {
    if (!(element instanceof HTMLInputElement)) throw new Error('the combobox is not an input');
    return element;
  }

  const row = (n: number) => screen.getByRole('group', { name: `Ingrediente ${n}` });
  const productField = (n: number) => textInput(within(row(n)).getByRole('combobox', { name: 'Producto' }));
  /** An element's HTML with each element's attributes in name order (their order means nothing). */
  function markup(element: Element | null): string {
    const copy = element?.cloneNode(true);
    if (!(copy instanceof Element)) return '';
    for (const node of [copy, ...copy.querySelectorAll('*')]) {
      const attributes = [...node.attributes].map(({ name, value }) => [name, value] as const).sort(([a], [b]) => a.localeCompare(b));
      for (const [name] of attributes) node.removeAttribute(name);
      for (const [name, value] of attributes) node.setAttribute(name, value);
    }
    return copy.outerHTML;
  }

  /** The plain field was replaced by the downshift field (a new input element). */
  const swapped = (before: HTMLInputElement, n: number) => waitFor(() => expect(productField(n)).not.toBe(before));

  test(
    "before any intent, the field is there with downshift's markup, and downshift is not loaded",
    withFreshEditor(async (fresh) => {
      mountFresh(fresh, legacy);
      const combobox = productField(2);
      expect(combobox).toHaveValue('Harina 0000');
      expect(combobox).toHaveAttribute('aria-expanded', 'false');
      expect(combobox).toHaveAttribute('aria-autocomplete', 'list');
      expect(combobox).toHaveAttribute('autocomplete', 'off');
      const menuId = combobox.getAttribute('aria-controls') ?? '';
      expect(document.getElementById(menuId)).toHaveAttribute('role', 'listbox');
      expect(within(row(2)).getByRole('button', { name: 'Mostrar productos: Producto' })).toHaveAttribute('aria-controls', menuId);
      expect(fresh.downshiftLoaded()).toBe(false);

      // Once downshift is there (loaded for another reason), the field is the same markup, id for id.
      const before = markup(combobox.closest('.sw-combobox'));
      await act(() => fresh.load());
      expect(fresh.downshiftLoaded()).toBe(true);
      expect(productField(2)).not.toBe(combobox);
      expect(markup(productField(2).closest('.sw-combobox'))).toBe(before);
    }),
  );

  test(
    'text typed fast before downshift arrives stays, with focus and caret, and the list opens on it',
    withFreshEditor(async (fresh) => {
      const user = userEvent.setup();
      const { form } = mountFresh(fresh, oneProductRow);
      const plain = productField(1);
      act(() => plain.focus());
      for (const key of 'azu') {
        fireEvent.keyDown(plain, { key });
        fireEvent.change(plain, { target: { value: plain.value + key } });
        fireEvent.keyUp(plain, { key });
      }
      expect(plain).toHaveValue('azu');
      expect(screen.queryAllByRole('option')).toEqual([]);

      const options = await screen.findAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['Azúcar impalpable']);
      const combobox = productField(1);
      expect(combobox).not.toBe(plain);
      expect(combobox).toHaveValue('azu');
      expect(document.activeElement).toBe(combobox);
      expect([combobox.selectionStart, combobox.selectionEnd]).toEqual([3, 3]);
      expect(combobox).toHaveAttribute('aria-expanded', 'true');
      // Typing goes on in the downshift field.
      await user.keyboard('c{ArrowDown}{Enter}');
      expect(productField(1)).toHaveValue('Azúcar impalpable');
      expect(posted(form)).toEqual([{ name: '', ingredients: [{ isProduct: true, qty: '', product: { id: 1, name: 'Azúcar impalpable' }, product_id: 1 }] }]);
    }),
  );

  test(
    "'azu', ArrowDown, Enter typed before downshift arrives choose the first match once it is here; Enter does not send the form",
    withFreshEditor(async (fresh) => {
      const { form } = mountFresh(fresh, oneProductRow);
      const plain = productField(1);
      act(() => plain.focus());
      fireEvent.change(plain, { target: { value: 'azu' } });
      fireEvent.keyDown(plain, { key: 'ArrowDown' });
      // fireEvent returns false when the default action (sending the host form) was prevented.
      expect(fireEvent.keyDown(plain, { key: 'Enter' })).toBe(false);
      expect(productField(1)).toBe(plain);
      expect(posted(form)).toEqual([{ name: '', ingredients: [{ isProduct: true, qty: '' }] }]);

      await act(() => fresh.load());
      await waitFor(() => expect(productField(1)).toHaveValue('Azúcar impalpable'));
      expect(productField(1)).not.toBe(plain);
      expect(productField(1)).toHaveAttribute('aria-expanded', 'false');
      expect(posted(form)).toEqual([{ name: '', ingredients: [{ isProduct: true, qty: '', product: { id: 1, name: 'Azúcar impalpable' }, product_id: 1 }] }]);
    }),
  );

  test(
    'keys kept for the list are dropped by typing again: Enter after the new text only closes the list, choosing nothing',
    withFreshEditor(async (fresh) => {
      const { form } = mountFresh(fresh, oneProductRow);
      const plain = productField(1);
      act(() => plain.focus());
      fireEvent.change(plain, { target: { value: 'a' } });
      fireEvent.keyDown(plain, { key: 'ArrowDown' });
      fireEvent.keyDown(plain, { key: 'ArrowDown' });
      fireEvent.change(plain, { target: { value: 'azu' } });
      fireEvent.keyDown(plain, { key: 'Enter' });

      await act(() => fresh.load());
      await waitFor(() => expect(productField(1)).not.toBe(plain));
      // Had the two ArrowDowns counted, Enter would have chosen the only match.
      await waitFor(() => expect(productField(1)).toHaveAttribute('aria-expanded', 'false'));
      expect(productField(1)).toHaveValue('azu');
      expect(posted(form)).toEqual([{ name: '', ingredients: [{ isProduct: true, qty: '' }] }]);
    }),
  );

  test(
    'a caret or selection inside the text is where it was after the swap',
    withFreshEditor(async (fresh) => {
      mountFresh(fresh, legacy);
      const plain = productField(2);
      act(() => {
        plain.focus();
        plain.setSelectionRange(1, 4, 'backward');
      });
      await swapped(plain, 2);
      const combobox = productField(2);
      expect(combobox).toHaveFocus();
      expect([combobox.selectionStart, combobox.selectionEnd, combobox.selectionDirection]).toEqual([1, 4, 'backward']);
    }),
  );

  test(
    'ArrowDown pressed before downshift arrives opens the list once it is there',
    withFreshEditor(async (fresh) => {
      mountFresh(fresh, legacy);
      const plain = productField(2);
      act(() => plain.focus());
      fireEvent.keyDown(plain, { key: 'ArrowDown' });
      expect(plain).toHaveAttribute('aria-expanded', 'false');

      expect(await screen.findAllByRole('option')).toHaveLength(50);
      const combobox = productField(2);
      expect(combobox).toHaveAttribute('aria-expanded', 'true');
      expect(combobox).toHaveFocus();
      // As downshift's own ArrowDown does: the chosen product is highlighted.
      expect(screen.getByRole('option', { name: 'Harina 0000' })).toHaveAttribute('aria-selected', 'true');
    }),
  );

  test(
    'a click on the toggle button before downshift arrives opens the list; the swap waits for the click to end',
    withFreshEditor(async (fresh) => {
      mountFresh(fresh, legacy);
      const plain = productField(2);
      const toggle = within(row(2)).getByRole('button', { name: 'Mostrar productos: Producto' });
      fireEvent.pointerEnter(toggle);
      fireEvent.pointerDown(toggle);
      // Downshift arrives during the press: swapping now would take away the element the click is going to.
      await act(() => fresh.load());
      expect(productField(2)).toBe(plain);
      fireEvent.pointerUp(toggle);
      fireEvent.click(toggle);
      expect(await screen.findAllByRole('option')).toHaveLength(50);
      expect(productField(2)).toHaveFocus();
    }),
  );

  test(
    'no swap during an IME composition: it waits for the composition to end, and keeps its text',
    withFreshEditor(async (fresh) => {
      mountFresh(fresh, oneProductRow);
      const plain = productField(1);
      act(() => plain.focus());
      fireEvent.compositionStart(plain);
      fireEvent.change(plain, { target: { value: 'crè' } });
      await act(() => fresh.load());
      expect(productField(1)).toBe(plain);
      fireEvent.change(plain, { target: { value: 'crê' } });
      fireEvent.compositionEnd(plain);
      await swapped(plain, 1);
      expect(productField(1)).toHaveValue('crê');
      expect(productField(1)).toHaveFocus();
    }),
  );

  test(
    'leaving the plain field with an exact product name chooses that product, before downshift arrives',
    withFreshEditor(async (fresh) => {
      const { form } = mountFresh(fresh, legacy);
      const plain = productField(2);
      act(() => plain.focus());
      fireEvent.change(plain, { target: { value: 'CREMA de leche' } });
      act(() => within(row(2)).getByLabelText('Cantidad').focus());
      // Still the plain field: the download has not even been answered yet.
      expect(productField(2)).toBe(plain);
      expect(plain).toHaveValue('Crema de leche');
      expect(posted(form)).toEqual([
        expect.objectContaining({
          ingredients: [expect.anything(), { isProduct: true, product: { id: 3, name: 'Crema de leche' }, product_id: 3, qty: '500 g', legacy: 1 }],
        }),
      ]);
      await swapped(plain, 2);
      expect(productField(2)).toHaveValue('Crema de leche');
    }),
  );

  test(
    "the plain field's note on unknown text stays after the swap",
    withFreshEditor(async (fresh) => {
      mountFresh(fresh, legacy);
      const plain = productField(2);
      act(() => plain.focus());
      fireEvent.change(plain, { target: { value: 'xyz' } });
      act(() => within(row(2)).getByLabelText('Cantidad').focus());
      const note = '«xyz» no está en la lista: sigue elegido Harina 0000. Elegí un producto de la lista.';
      expect(plain).toHaveValue('Harina 0000');
      expect(plain).toHaveAccessibleDescription(note);
      await swapped(plain, 2);
      expect(productField(2)).toHaveValue('Harina 0000');
      expect(productField(2)).toHaveAccessibleDescription(note);
    }),
  );

  test(
    'text emptied before downshift arrives is what Tab saves after (the chosen product is not highlighted back)',
    withFreshEditor(async (fresh) => {
      const user = userEvent.setup();
      const { form } = mountFresh(fresh, legacy);
      const plain = productField(2);
      act(() => plain.focus());
      fireEvent.change(plain, { target: { value: '' } });
      await screen.findAllByRole('option');
      await user.tab();
      expect(productField(2)).toHaveValue('');
      expect(posted(form)).toEqual([
        expect.objectContaining({ ingredients: [expect.anything(), { isProduct: true, product: null, product_id: null, qty: '500 g', legacy: 1 }] }),
      ]);
    }),
  );

  test(
    'a failed download leaves a working plain field, and the next focus tries again',
    withFreshEditor(async (fresh) => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
      let failures = 1;
      jest.doMock(LAZY, () => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('offline');
        }
        return jest.requireActual<object>(LAZY);
      });
      const { form } = mountFresh(fresh, legacy);
      const plain = productField(2);
      act(() => plain.focus());
      await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('could not download the product list'), expect.any(Error)));
      expect(fresh.downshiftLoaded()).toBe(false);

      // Still the plain field, and it still saves what it shows.
      fireEvent.change(plain, { target: { value: 'crema DE LECHE' } });
      act(() => within(row(2)).getByLabelText('Cantidad').focus());
      expect(productField(2)).toBe(plain);
      expect(plain).toHaveValue('Crema de leche');
      expect(posted(form)).toEqual([
        expect.objectContaining({ ingredients: [expect.anything(), expect.objectContaining({ product: { id: 3, name: 'Crema de leche' }, product_id: 3 })] }),
      ]);

      act(() => plain.focus());
      await swapped(plain, 2);
      expect(fresh.downshiftLoaded()).toBe(true);
      expect(productField(2)).toHaveFocus();
      await userEvent.setup().keyboard('{ArrowDown}');
      expect(screen.getAllByRole('option')).toHaveLength(50);
      expect(consoleError).toHaveBeenCalledTimes(1);
    }),
  );
});
