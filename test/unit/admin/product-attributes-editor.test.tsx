import { File as NodeFile } from 'node:buffer';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductAttributesEditor } from '../../../src/admin/product-attributes-editor/ProductAttributesEditor';
import { field, hiddenInput, renderInForm, submitAndRead } from './helpers';
import { PLAIN_PNG } from './image-fixtures';

const defaults = { input: 'attributes', uploadPath: 'productos', maxMb: 5, label: undefined };

function mount(raw: string) {
  return renderInForm(hiddenInput('attributes', raw), 'product-attributes-editor', <ProductAttributesEditor {...defaults} />);
}

function posted(form: HTMLFormElement): unknown {
  return JSON.parse(submitAndRead(form, 'attributes'));
}

const legacy = {
  secondaryBannerMobile: '/storage/productos/movil.png',
  secondaryBanner: '/storage/productos/banner.png',
  caractsTitle: 'Ideal para panificados',
  content: '<ul><li>Sin TACC</li></ul>',
  calorias: 120,
  grasas: '3,5 g',
  colesterol: null,
  fibra: '2 g',
  bannerUrl: '/storage/productos/principal.jpg',
  sku: 'HAR-0000',
  extra: { origen: 'Córdoba' },
};
const raw = JSON.stringify(legacy);

/** A real PNG: every image is read before it is sent, to leave its metadata behind. */
function png(): File {
  const made: unknown = new NodeFile([Uint8Array.from(PLAIN_PNG)], 'banner.png', { type: 'image/png' });
  if (!(made instanceof Blob) || !('name' in made)) throw new Error('Node File');
  return made as File;
}

beforeAll(() => {
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

describe('product attributes editor', () => {
  test.each([
    ['legacy object', raw],
    ['PHP escapes', '{"caractsTitle":"Cl\\u00e1sica","bannerUrl":"\\/storage\\/b.jpg"}'],
    ["Laravel's empty object", '[]'],
    ['null', 'null'],
    ['empty', ''],
  ])('%s: posted byte for byte without edits', (_, text) => {
    const { form } = mount(text);
    expect(submitAndRead(form, 'attributes')).toBe(text);
  });

  test('every label as the spec gives it, tied to its field', () => {
    mount(raw);
    const expected: [string, string][] = [
      ['Frase banner secundario', 'Ideal para panificados'],
      ['Atributos', '<ul><li>Sin TACC</li></ul>'],
      ['Calorías', '120'],
      ['Grasas Totales', '3,5 g'],
      ['Colesterol', ''],
      ['Fibra Alimentaria', '2 g'],
    ];
    for (const [label, value] of expected) {
      const element = screen.getByText(label, { selector: 'label' });
      expect(element.textContent).toBe(label);
      expect(document.getElementById(element.getAttribute('for') ?? '')).toHaveValue(value);
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
    expect(screen.getByLabelText('Calorías')).toHaveAccessibleDescription('Se guarda como número: escribí solo la cifra, sin unidad (por ejemplo: 340 o 3,5).');
    expect(screen.getByLabelText('Grasas Totales')).toHaveAccessibleDescription('Se guarda tal como lo escribís, por ejemplo: 3,5 g');
    expect(screen.getByRole('group', { name: 'Banner secundario para celulares' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Banner secundario' })).toBeInTheDocument();
  });

  test('bannerUrl is shown, cannot be edited, and is kept after edits', async () => {
    const user = userEvent.setup();
    const { form } = mount(raw);
    const bannerUrl = screen.getByLabelText('URL del banner');
    expect(bannerUrl).toHaveValue('/storage/productos/principal.jpg');
    expect(bannerUrl).toHaveAttribute('readonly');
    await user.type(bannerUrl, 'x');
    expect(bannerUrl).toHaveValue('/storage/productos/principal.jpg');
    await user.type(screen.getByLabelText('Colesterol'), '0 mg');
    expect(posted(form)).toEqual({ ...legacy, colesterol: '0 mg' });
  });

  test('keeps exactly what is typed; unknown fields and untouched legacy numbers stay as they were', async () => {
    const user = userEvent.setup();
    const { form } = mount(raw);
    await user.clear(screen.getByLabelText('Grasas Totales'));
    await user.type(screen.getByLabelText('Grasas Totales'), ' 4,25 gr ');
    expect(posted(form)).toEqual({ ...legacy, grasas: ' 4,25 gr ' });
  });

  describe('numbers stay numbers', () => {
    test("a value stored as a number stays one when a plain number is typed ('135', '3,05'), shown as typed", async () => {
      const user = userEvent.setup();
      const { form } = mount(raw);
      const calories = screen.getByLabelText('Calorías');
      await user.clear(calories);
      await user.type(calories, '135');
      expect(posted(form)).toEqual({ ...legacy, calorias: 135 });
      await user.clear(calories);
      await user.type(calories, '3,05');
      expect(calories).toHaveValue('3,05');
      expect(posted(form)).toEqual({ ...legacy, calorias: 3.05 });
      await user.clear(calories);
      await user.type(calories, '2.5');
      expect(posted(form)).toEqual({ ...legacy, calorias: 2.5 });
    });

    test('text typed into a number field is saved as typed, and the field says so once left', async () => {
      const user = userEvent.setup();
      const { form } = mount(raw);
      const calories = screen.getByLabelText('Calorías');
      await user.clear(calories);
      await user.type(calories, '120 kcal');
      expect(calories).toHaveAccessibleDescription('Se guarda como número: escribí solo la cifra, sin unidad (por ejemplo: 340 o 3,5).');
      await user.tab();
      expect(calories).toHaveAccessibleDescription(expect.stringContaining('«120 kcal» no es solo una cifra: se guardará como texto.'));
      expect(posted(form)).toEqual({ ...legacy, calorias: '120 kcal' });
      // '1.200' could be 1200 or 1.2: it is not taken for a number.
      await user.clear(calories);
      await user.type(calories, '1.200');
      expect(posted(form)).toEqual({ ...legacy, calorias: '1.200' });
    });

    test('an emptied number field is saved as null; undo shows the number again', async () => {
      const user = userEvent.setup();
      const { form } = mount(raw);
      const calories = screen.getByLabelText('Calorías');
      await user.clear(calories);
      expect(posted(form)).toEqual({ ...legacy, calorias: null });
      await user.click(screen.getByRole('button', { name: 'Deshacer' }));
      expect(calories).toHaveValue('120');
      expect(submitAndRead(form, 'attributes')).toBe(raw);
    });

    test('a value stored as text stays text, even a plain number', async () => {
      const user = userEvent.setup();
      const { form } = mount(raw);
      await user.clear(screen.getByLabelText('Fibra Alimentaria'));
      await user.type(screen.getByLabelText('Fibra Alimentaria'), '4');
      expect(posted(form)).toEqual({ ...legacy, fibra: '4' });
    });
  });

  test("Laravel's [] becomes an object once edited", async () => {
    const user = userEvent.setup();
    const { form } = mount('[]');
    await user.type(screen.getByLabelText('Calorías'), '120 kcal');
    expect(posted(form)).toEqual({ calorias: '120 kcal' });
  });

  test('the banner images go through the uploader into the JSON (no form field of their own)', async () => {
    const user = userEvent.setup();
    const { form } = mount(raw);
    const chooser = screen.getByLabelText('Banner secundario', { selector: 'input' });
    await user.upload(chooser, png());
    await screen.findByText('Imagen subida.');
    const value = posted(form);
    expect(value).toEqual({ ...legacy, secondaryBanner: expect.stringMatching(/^\/storage\/productos\/\w+\.png$/) });
    expect(form.elements.namedItem('image')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Eliminar banner secundario para celulares' }));
    expect(posted(form)).toEqual({ ...legacy, secondaryBanner: expect.any(String), secondaryBannerMobile: '' });
  });

  test('undo, redo and the form reset', async () => {
    const user = userEvent.setup();
    const { form } = mount(raw);
    await user.type(screen.getByLabelText('Fibra Alimentaria'), 'x');
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(screen.getByLabelText('Fibra Alimentaria')).toHaveValue('2 g');
    expect(submitAndRead(form, 'attributes')).toBe(raw);
    await user.click(screen.getByRole('button', { name: 'Rehacer' }));
    expect(posted(form)).toEqual({ ...legacy, fibra: '2 gx' });
    await act(async () => {
      form.reset();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(field('attributes').value).toBe(raw);
    expect(screen.getByLabelText('Fibra Alimentaria')).toHaveValue('2 g');
  });

  test.each([
    ['not JSON', '{"calorias":', /no es JSON válido/],
    ['a list of values', '["120 kcal"]', /en el valor completo se esperaba un objeto y hay una lista de 1 elemento/],
    ['a list where text belongs', '{"calorias":[120]}', /en «calorias» se esperaba/],
  ])('%s: an error naming the field, no editing, the original posted', (_, text, message) => {
    const consoleWarning = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { form } = mount(text);
    expect(screen.getByRole('alert')).toHaveTextContent('No se puede editar el campo «attributes»');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(submitAndRead(form, 'attributes')).toBe(text);
    expect(consoleWarning).toHaveBeenCalledWith(
      expect.stringMatching(/"product-attributes-editor" on <div#placeholder> left "attributes" untouched: /),
      expect.any(Error),
    );
  });

  describe('grams per cup and spoon', () => {
    const PROBLEM = (typed: string) =>
      `«${typed}» no es un peso que sirva: escribí un número mayor que 0 y hasta 2000 (por ejemplo: 125 o 7,8), o dejalo vacío.`;
    const HINT = 'Cuánto pesa una taza o una cucharada al ras de este producto; con esto, las recetas pasan tazas y cucharadas a gramos.';

    test('two labelled fields in a group that says what they are for, empty for a product without them', () => {
      mount(raw);
      const group = screen.getByRole('group', { name: 'En la cocina' });
      expect(group).toHaveAccessibleDescription(HINT);
      expect(screen.getByLabelText('Gramos por taza')).toHaveValue('');
      expect(screen.getByLabelText('Gramos por cucharada')).toHaveValue('');
      expect(group).toContainElement(screen.getByLabelText('Gramos por taza'));
    });

    test('kept as typed, a decimal comma or point, beside every other field', async () => {
      const user = userEvent.setup();
      const { form } = mount(raw);
      await user.type(screen.getByLabelText('Gramos por taza'), '125');
      await user.type(screen.getByLabelText('Gramos por cucharada'), '7,8');
      await user.tab();
      expect(posted(form)).toEqual({ ...legacy, gramosPorTaza: '125', gramosPorCucharada: '7,8' });
      expect(screen.getByLabelText('Gramos por taza')).not.toHaveAttribute('aria-invalid');
      expect(screen.getByLabelText('Gramos por cucharada')).toHaveAccessibleDescription('');
    });

    test.each(['0', '2500', 'una taza', '-3', '7,8 g', '1.200'])(
      '«%s» is said to be no figure once the field is left (the host refuses it too)',
      async (typed) => {
        const user = userEvent.setup();
        const { form } = mount(raw);
        const cup = screen.getByLabelText('Gramos por taza');
        await user.type(cup, typed);
        // Mid-typing, nothing yet.
        expect(cup).not.toHaveAttribute('aria-invalid');
        await user.tab();
        expect(cup).toHaveAttribute('aria-invalid', 'true');
        expect(cup).toHaveAccessibleDescription(PROBLEM(typed));
        expect(posted(form)).toEqual({ ...legacy, gramosPorTaza: typed });
        await user.clear(cup);
        await user.tab();
        expect(cup).not.toHaveAttribute('aria-invalid');
      },
    );

    test('stored values show as they are; one the host refused comes back said to be wrong', () => {
      mount(JSON.stringify({ ...legacy, gramosPorTaza: 120, gramosPorCucharada: 'mucho' }));
      expect(screen.getByLabelText('Gramos por taza')).toHaveValue('120');
      expect(screen.getByLabelText('Gramos por taza')).not.toHaveAttribute('aria-invalid');
      expect(screen.getByLabelText('Gramos por cucharada')).toHaveValue('mucho');
      expect(screen.getByLabelText('Gramos por cucharada')).toHaveAccessibleDescription(PROBLEM('mucho'));
    });
  });
});
