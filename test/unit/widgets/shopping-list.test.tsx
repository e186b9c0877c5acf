import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { start } from '../../../src/runtime';
import { addRecipe, LIST_KEY, readList, type ListItem } from '../../../src/shared/shopping-list/list-storage';
import { publicWidgets } from '../../../src/widgets/registry';
import { clearPage, setUpRuntimeEnvironment } from '../runtime-environment';

/** The `shopping-list` widget (docs/widgets/shopping-list.md), over a list kept in localStorage. */
setUpRuntimeEnvironment();

beforeAll(async () => {
  await start(publicWidgets);
});

afterEach(async () => {
  await clearPage();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'share');
});

const item = (qty: string, name: string, productId: number | null = null): ListItem => ({
  name,
  qty,
  productId,
  href: productId === null ? null : `/product/${productId}`,
});

function seed(): void {
  addRecipe({
    postId: 1,
    name: 'Pan casero',
    url: '/post/1',
    servings: 8,
    items: [item('1 kg', 'Harina 0000', 2), item('a gusto', 'Sal'), item('2', 'Huevos')],
  });
  addRecipe({
    postId: 2,
    name: 'Pizza',
    url: '/post/2',
    servings: null,
    items: [item('500 g', 'Harina 0000', 2), item('1', 'Huevos'), item('1 taza', 'Leche')],
  });
}

async function mount(attributes = ''): Promise<HTMLElement> {
  document.body.innerHTML = `<h1>Mi lista</h1><div data-widget-name="shopping-list"${attributes}><div class="sw-reserve sw-reserve--shopping-list"></div></div>`;
  return screen.findByRole('region', { name: 'Lista de compras' });
}

const lineTexts = (group: HTMLElement) =>
  within(group)
    .getAllByRole('checkbox')
    .map((box) => box.closest('li')?.querySelector('label')?.textContent);

test('the recipes summed, products first and linked, each line saying which recipes it is for', async () => {
  seed();
  const list = await mount();
  const products = within(list).getByRole('region', { name: 'Productos de la marca' });
  expect(lineTexts(products)).toEqual(['Harina 0000 1,5 kg']);
  expect(within(products).getByRole('link', { name: 'Ver el producto Harina 0000' })).toHaveAttribute('href', '/product/2');
  expect(within(products).getByRole('checkbox')).toHaveAccessibleDescription('Para: Pan casero, Pizza');
  const others = within(list).getByRole('region', { name: 'Otros ingredientes' });
  expect(lineTexts(others)).toEqual(['Huevos 3', 'Leche 1 taza', 'Sal a gusto']);
  const recipes = within(list).getByRole('region', { name: 'Recetas en la lista' });
  expect(within(recipes).getByRole('link', { name: 'Pan casero' })).toHaveAttribute('href', '/post/1');
  expect(within(recipes).getByText('8 porciones')).toBeInTheDocument();
  expect(within(list).getByText('0 de 4 marcados.')).toBeInTheDocument();
});

test('check-offs are kept (a new mount finds them) and followed from another tab', async () => {
  const user = userEvent.setup();
  seed();
  let list = await mount();
  await user.click(within(list).getByRole('checkbox', { name: 'Huevos 3' }));
  expect(readList().checked).toEqual(['n:huevos|']);
  expect(within(list).getByText('1 de 4 marcados.')).toBeInTheDocument();
  await clearPage();
  list = await mount();
  expect(within(list).getByRole('checkbox', { name: 'Huevos 3' })).toBeChecked();
  // Another tab checks the milk off.
  const kept = readList();
  localStorage.setItem(LIST_KEY, JSON.stringify({ ...kept, checked: [...kept.checked, 'n:leche|taza'] }));
  window.dispatchEvent(new StorageEvent('storage', { key: LIST_KEY }));
  await waitFor(() => expect(within(list).getByRole('checkbox', { name: 'Leche 1 taza' })).toBeChecked());
});

test("'Quitar' takes a recipe's part off the sums, says so and keeps focus in the recipes", async () => {
  const user = userEvent.setup();
  seed();
  const list = await mount();
  await user.click(within(list).getByRole('button', { name: 'Quitar «Pan casero» de la lista' }));
  expect(await within(list).findByRole('status')).toHaveTextContent('Quitaste «Pan casero» de la lista.');
  expect(within(list).getByRole('checkbox', { name: 'Harina 0000 500 g' })).toBeInTheDocument();
  expect(within(list).queryByRole('checkbox', { name: /^Sal/ })).toBeNull();
  await waitFor(() => expect(within(list).getByRole('button', { name: 'Quitar «Pizza» de la lista' })).toHaveFocus());
});

test("'Vaciar la lista' empties it at once and 'Deshacer' brings it back, check-offs included", async () => {
  const user = userEvent.setup();
  seed();
  let list = await mount();
  await user.click(within(list).getByRole('checkbox', { name: 'Huevos 3' }));
  await user.click(within(list).getByRole('button', { name: 'Vaciar la lista' }));
  expect(localStorage.getItem(LIST_KEY)).toBeNull();
  expect(within(list).getByRole('status')).toHaveTextContent('Vaciaste la lista.');
  expect(within(list).getByText(/Tu lista de compras está vacía/)).toBeInTheDocument();
  const undo = within(list).getByRole('button', { name: 'Deshacer' });
  await waitFor(() => expect(undo).toHaveFocus());
  await user.click(undo);
  list = screen.getByRole('region', { name: 'Lista de compras' });
  expect(within(list).getByRole('checkbox', { name: 'Huevos 3' })).toBeChecked();
  expect(within(list).getByRole('status')).toHaveTextContent('Recuperaste la lista.');
});

test('empty: says how to fill it and links to the recipes; a corrupt entry says it was unreadable', async () => {
  let list = await mount(' data-recipes-url="/todas-las-recetas"');
  expect(within(list).getByText(/Tu lista de compras está vacía/)).toBeInTheDocument();
  expect(within(list).getByRole('link', { name: 'Ver recetas' })).toHaveAttribute('href', '/todas-las-recetas');
  expect(within(list).queryByRole('button', { name: 'Compartir' })).toBeNull();
  await clearPage();
  localStorage.setItem(LIST_KEY, '{"version":1,"recipes":');
  list = await mount();
  expect(within(list).getByText('No pudimos leer la lista guardada en este dispositivo, así que empezamos una nueva.')).toBeInTheDocument();
});

describe('Compartir', () => {
  test("the phone's share sheet gets what is left to buy, and the recipes with their servings", async () => {
    const user = userEvent.setup();
    const share = jest.fn<Promise<void>, [ShareData]>(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    seed();
    const list = await mount();
    await user.click(within(list).getByRole('checkbox', { name: 'Sal a gusto' }));
    await user.click(within(list).getByRole('button', { name: 'Compartir' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Lista de compras',
      text: 'Lista de compras:\n- Harina 0000: 1,5 kg\n- Huevos: 3\n- Leche: 1 taza\n\nPara: Pan casero (8 porciones), Pizza',
    });
  });

  test("without a share sheet, WhatsApp's link in a new window (and the button's name says so)", async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    seed();
    const list = await mount();
    await user.click(within(list).getByRole('button', { name: 'Compartir (por WhatsApp, se abre en una ventana nueva)' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/wa\.me\/\?text=Lista%20de%20compras%3A%0A-%20Harina%200000%3A%201%2C5%20kg/),
      '_blank',
      'noopener',
    );
  });
});
