import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_EVENT, start, type WidgetErrorDetail } from '../../../src/runtime';
import { publicWidgets } from '../../../src/widgets/registry';
import { clearPage, setUpRuntimeEnvironment } from '../runtime-environment';
import { item, printRecipe, quantities } from './recipe-page';

setUpRuntimeEnvironment();

beforeAll(async () => {
  await start(publicWidgets);
});

afterEach(async () => {
  await clearPage();
  localStorage.clear();
});

/** A cake for a 24 cm round mould: flour in cups (the brand's own figure on it), sugar in cups (the table's), fresh yeast by weight. */
const CAKE = `<div class="sw-recipe__group"><ul class="sw-recipe__list">${item(1, '2 tazas', 'Harina 0000').replace(
  'data-recipe-ingredient',
  'data-recipe-ingredient data-recipe-grams-per-cup="120" data-recipe-grams-per-spoon="7.5"',
)}${item(2, '1 taza', 'Azúcar')}${item(3, '25 g', 'Levadura fresca')}${item(4, '3', 'Huevos')}${item(5, '2 cdas', 'Cacao amargo')}${item(6, '1 taza', 'Dulce de leche')}</ul></div>`;

async function kitchen({ mould = 'redondo 24' as string | null, servings = '8' as string | null } = {}) {
  printRecipe({ items: CAKE, mould, servings });
  const group = await screen.findByRole('group', { name: 'Herramientas de la receta' });
  const user = userEvent.setup();
  const open = within(group).getByRole('button', { name: 'Adaptar la receta' });
  expect(open).toHaveAttribute('aria-expanded', 'false');
  await user.click(open);
  expect(open).toHaveAttribute('aria-expanded', 'true');
  const panel = await screen.findByRole('region', { name: 'Adaptar la receta' });
  return { group, panel, user };
}

test('a smaller mould scales every quantity by the ratio of the areas, and the servings show it', async () => {
  const { group, panel, user } = await kitchen();
  expect(within(panel).getByText('La receta es para un molde redondo de 24 cm.')).toBeInTheDocument();
  const diameter = within(panel).getByRole('textbox', { name: 'Diámetro (cm)' });
  expect(diameter).toHaveValue('24');
  await user.clear(diameter);
  await user.type(diameter, '20');
  // (20/24)² = 0,694: 8 servings become 5,6; 2 cups 1,4; 25 g of yeast 17,4 → '17 g'.
  expect(within(group).getByText('5,6 porciones')).toBeInTheDocument();
  expect(quantities()).toEqual(['1,4 tazas', '0,7 taza', '17 g', '2,1', '1,4 cdas', '0,7 taza']);
  expect(within(panel).getByText(/el tiempo de horno puede cambiar/)).toBeInTheDocument();
  expect(localStorage.getItem('site-widgets:recipe:7:scale')).toBe('0.6944');
});

test('the stepper moves the mould too: one scale', async () => {
  const { group, panel, user } = await kitchen();
  await user.click(within(group).getByRole('button', { name: 'Más porciones' }));
  await user.click(within(group).getByRole('button', { name: 'Más porciones' }));
  // 10/8 of the area: 24 × √1,25 = 26,8 cm.
  expect(within(panel).getByRole('textbox', { name: 'Diámetro (cm)' })).toHaveValue('26,8');
  await user.selectOptions(within(panel).getByRole('combobox', { name: 'Forma' }), 'cuadrado');
  expect(within(panel).getByRole('textbox', { name: 'Lado (cm)' })).toHaveValue('23,8');
  await user.selectOptions(within(panel).getByRole('combobox', { name: 'Forma' }), 'rectangular');
  const length = within(panel).getByRole('textbox', { name: 'Largo (cm)' });
  const width = within(panel).getByRole('textbox', { name: 'Ancho (cm)' });
  await user.clear(length);
  await user.type(length, '20');
  await user.clear(width);
  await user.type(width, '30');
  // 600 cm² over 452,4 cm²: 10,6 servings.
  expect(within(group).getByText('10,6 porciones')).toBeInTheDocument();
});

test('a mould out of bounds is said, and changes nothing', async () => {
  const { group, panel, user } = await kitchen();
  const diameter = within(panel).getByRole('textbox', { name: 'Diámetro (cm)' });
  await user.clear(diameter);
  await user.type(diameter, '3');
  expect(diameter).toHaveAttribute('aria-invalid', 'true');
  expect(diameter).toHaveAccessibleDescription('Escribí una medida entre 5 y 80 cm.');
  expect(within(group).getByText('8 porciones')).toBeInTheDocument();
});

test('"Tengo … g": the whole recipe scaled from the flour at hand, by its own grams per cup', async () => {
  const { group, panel, user } = await kitchen({ mould: null });
  const have = within(panel).getByRole('textbox', { name: 'Tengo (g)' });
  expect(within(panel).getByRole('combobox', { name: 'Ingrediente' })).toHaveDisplayValue('Harina 0000');
  // 2 cups at the product's 120 g: 240 g written.
  expect(have).toHaveValue('240');
  await user.clear(have);
  await user.type(have, '360');
  expect(within(group).getByText('12 porciones')).toBeInTheDocument();
  expect(quantities()[0]).toBe('3 tazas');
  await user.selectOptions(within(panel).getByRole('combobox', { name: 'Ingrediente' }), 'Levadura fresca');
  expect(have).toHaveValue('38');
});

test('"Medidas en gramos": cups and spoons with a known density in grams, the rest as written; kept for every recipe', async () => {
  const { panel, user } = await kitchen({ mould: null });
  await user.click(within(panel).getByRole('switch', { name: 'Medidas en gramos' }));
  // Flour by the product's figure (120 g), sugar and cocoa (2 × 5,4 g) by the table; dulce de leche unknown: as written.
  expect(quantities()).toEqual(['240 g', '200 g', '25 g', '3', '11 g', '1 taza']);
  expect(localStorage.getItem('site-widgets:recipe:grams')).toBe('1');
  await clearPage();
  // Another recipe, after a reload: grams at once, without opening the panel.
  printRecipe({ postId: '9', items: CAKE, servings: '8' });
  await waitFor(() => expect(quantities()[0]).toBe('240 g'));
});

test('the yeast line swaps fresh ↔ dry ↔ active dry, said in words; the ingredients by WhatsApp say it too', async () => {
  const opened: string[] = [];
  jest.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
  const { group, panel, user } = await kitchen({ mould: null });
  const yeast = within(panel).getByRole('group', { name: 'Levadura' });
  expect(within(yeast).getByRole('radio', { name: 'Fresca (la de la receta)' })).toBeChecked();
  await user.click(within(yeast).getByRole('radio', { name: 'Seca (instantánea)' }));
  expect(within(yeast).getByText('25 g de levadura fresca = 8 g de levadura seca')).toBeInTheDocument();
  expect(quantities()[2]).toBe('8 g');
  expect(document.getElementById('ingrediente-3')?.parentElement?.textContent).toContain('(de levadura seca, en lugar de 25 g de levadura fresca)');
  await user.click(within(group).getByRole('button', { name: /Ingredientes por WhatsApp/ }));
  expect(decodeURIComponent(opened[0] ?? '')).toContain('- Levadura fresca (de levadura seca, en lugar de 25 g de levadura fresca): 8 g');
  await user.click(within(yeast).getByRole('radio', { name: 'Seca activa' }));
  expect(within(yeast).getByText('25 g de levadura fresca = 10 g de levadura seca activa')).toBeInTheDocument();
  await user.click(within(yeast).getByRole('radio', { name: 'Fresca (la de la receta)' }));
  expect(quantities()[2]).toBe('25 g');
  expect(document.querySelector('.sw-recipe__swap')).toBeNull();
});

test('scaled by a mould, the print note and the WhatsApp heading name the mould it fills', async () => {
  const opened: string[] = [];
  jest.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
  const { group, panel, user } = await kitchen();
  const diameter = within(panel).getByRole('textbox', { name: 'Diámetro (cm)' });
  await user.clear(diameter);
  await user.type(diameter, '20');
  expect(document.querySelector('.sw-recipe-tools__print-note')?.textContent).toBe('Cantidades para 5,6 porciones y un molde redondo de 20 cm.');
  await user.click(within(group).getByRole('button', { name: /Ingredientes por WhatsApp/ }));
  expect(decodeURIComponent(opened[0] ?? '')).toContain('Ingredientes para 5,6 porciones y un molde redondo de 20 cm:');
});

test('a recipe without servings or a mould still offers grams and the flour at hand', async () => {
  const { panel } = await kitchen({ mould: null, servings: null });
  expect(within(panel).queryByRole('group', { name: 'Molde' })).toBeNull();
  expect(within(panel).getByRole('textbox', { name: 'Tengo (g)' })).toBeInTheDocument();
  expect(within(panel).getByRole('switch', { name: 'Medidas en gramos' })).toBeInTheDocument();
});

test('a malformed data-mould is a clear error by name, and the printed recipe stays as printed', async () => {
  const errors: WidgetErrorDetail[] = [];
  const onError = (event: Event) => errors.push((event as CustomEvent<WidgetErrorDetail>).detail);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.addEventListener(ERROR_EVENT, onError);
  try {
    const element = printRecipe({ items: CAKE, mould: 'ovalado 24' });
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'error'));
    expect(errors).toMatchObject([{ widget: 'recipe-tools', phase: 'attributes' }]);
    expect(String(errors[0]?.error)).toMatch(/data-mould: "ovalado 24" is no mould/);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('data-mould'), expect.anything());
    expect(quantities()[0]).toBe('2 tazas');
  } finally {
    document.removeEventListener(ERROR_EVENT, onError);
  }
});

test('kept: a reload scaled by a mould comes back with the same quantities and the kitchen code, unopened', async () => {
  const { panel, user } = await kitchen();
  const diameter = within(panel).getByRole('textbox', { name: 'Diámetro (cm)' });
  await user.clear(diameter);
  await user.type(diameter, '20');
  const shown = quantities();
  await clearPage();
  printRecipe({ items: CAKE, mould: 'redondo 24', servings: '8' });
  const group = await screen.findByRole('group', { name: 'Herramientas de la receta' });
  expect(within(group).getByText('5,6 porciones')).toBeInTheDocument();
  expect(quantities()).toEqual(shown);
  await waitFor(() =>
    expect(document.querySelector('.sw-recipe-tools__print-note')?.textContent).toBe('Cantidades para 5,6 porciones y un molde redondo de 20 cm.'),
  );
});
