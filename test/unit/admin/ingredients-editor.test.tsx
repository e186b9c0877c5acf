import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IngredientsEditor } from '../../../src/admin/ingredients-editor/IngredientsEditor';
import { hiddenInput, renderInForm, submitAndRead } from './helpers';

const productsScript = `<script type="application/json" id="products">${JSON.stringify([
  { id: 1, name: 'Azúcar impalpable' },
  { id: 2, name: 'Harina 0000' },
  { id: 3, name: 'Crema de leche' },
  ...Array.from({ length: 300 }, (_, n) => ({ id: 100 + n, name: `Producto ${n}` })),
])}</script>`;

const legacy = JSON.stringify([
  { name: '', uid: 'x', ingredients: [{ name: 'Huevos', qty: '3', isProduct: false, note: 'grandes' }, { isProduct: true, product: { id: 2, name: 'Harina 0000', sku: 'H4' }, product_id: 2, qty: '500 g', legacy: 1 }] },
]);

function mount(raw: string) {
  return renderInForm(productsScript + hiddenInput('custom_ingredients', raw), 'ingredients-editor', <IngredientsEditor input="custom_ingredients" products="#products" label={undefined} />);
}

const posted = (form: HTMLFormElement): unknown => JSON.parse(submitAndRead(form, 'custom_ingredients'));

describe('ingredients editor', () => {
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
        expect.objectContaining({ ingredients: [expect.anything(), { isProduct: true, product: { id: 3, name: 'Crema de leche' }, product_id: 3, qty: '500 g', legacy: 1 }] }),
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
      expect(screen.getAllByRole('status').map((status) => status.textContent).join(' ')).toContain('«xyz» no está en la lista');
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
        expect.objectContaining({ ingredients: [expect.anything(), expect.objectContaining({ product: { id: 1, name: 'Azúcar impalpable' }, product_id: 1 })] }),
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
      { name: 'Relleno', ingredients: [{ name: 'leche', qty: '1/2 taza', isProduct: false }, { name: 'sal a gusto', qty: '', isProduct: false }] },
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
    renderInForm('<script type="application/json" id="products">{"id":1}</script>' + hiddenInput('custom_ingredients', ''), 'ingredients-editor', <IngredientsEditor input="custom_ingredients" products="#products" label={undefined} />);
    expect(screen.getByText(/No se pudo leer la lista de productos/)).toBeInTheDocument();
    expect(consoleWarning).toHaveBeenCalledWith(expect.stringContaining('could not read the products'), expect.any(Error));
  });
});
