import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readList } from '../../../src/shared/shopping-list/list-storage';
import { AddToList } from '../../../src/widgets/recipe-tools/list/AddToList';
import { listAdder } from '../../../src/widgets/recipe-tools/list/load-list';

/** 'Agregar a la lista' (docs/widgets/shopping-list.md, "Adding a recipe"), on a recipe printed per the contract. */
const item = (n: number, written: string | null, shown: string | null, name: string) =>
  `<li class="sw-recipe__item" data-recipe-ingredient><input type="checkbox" class="sw-recipe__check" id="ingrediente-${n}"><label for="ingrediente-${n}">${
    written === null ? '' : `<span class="sw-recipe__qty" data-recipe-qty="${written}">${shown}</span> `
  }${name}</label></li>`;

function printRecipe(): Element {
  document.body.innerHTML = `<article class="sw-recipe" data-recipe="7"><div class="sw-recipe__body"><section class="sw-recipe__ingredients"><div class="sw-recipe__group"><ul class="sw-recipe__list">${item(
    1,
    '1 kg',
    '2 kg',
    '<a class="sw-recipe__name" href="/product/2">Harina  0000</a>',
  )}${item(2, 'a gusto', 'a gusto', '<span class="sw-recipe__name">Sal</span>')}${item(3, null, null, '<span class="sw-recipe__name">Semillas</span>')}${item(
    4,
    '1',
    '2',
    '<span class="sw-recipe__name"> </span>',
  )}</ul></div></section></div></article>`;
  const recipe = document.querySelector('.sw-recipe');
  if (recipe === null) throw new Error('no recipe');
  return recipe;
}

afterEach(() => {
  localStorage.clear();
  delete window.SiteWidgets;
});

test('adds the recipe as shown (the quantities at the servings chosen), then says so with a link to the list', async () => {
  const user = userEvent.setup();
  const recipe = printRecipe();
  window.SiteWidgets = { shoppingListUrl: '/lista' };
  const { container } = render(<AddToList postId={7} postName="Pan casero" servings={8} recipe={recipe} report={jest.fn()} />, {
    container: recipe.appendChild(document.createElement('div')),
  });
  await user.click(screen.getByRole('button', { name: 'Agregar a la lista' }));
  const status = await screen.findByText('Agregaste «Pan casero» a tu lista de compras, para 8 porciones.');
  expect(status.closest('[role="status"]')).not.toBeNull();
  expect(screen.getByRole('link', { name: 'Ver la lista' })).toHaveAttribute('href', '/lista');
  expect(readList().recipes).toEqual([
    {
      postId: 7,
      name: 'Pan casero',
      url: '/',
      servings: 8,
      items: [
        { name: 'Harina 0000', qty: '2 kg', productId: 2, href: '/product/2' },
        { name: 'Sal', qty: 'a gusto', productId: null, href: null },
        { name: 'Semillas', qty: '', productId: null, href: null },
      ],
    },
  ]);
  await user.click(screen.getByRole('button', { name: 'Cerrar el aviso' }));
  expect(container.querySelector('[role="status"]')).toBeEmptyDOMElement();
});

test('adding it again replaces its lines at the new servings, and says so; without servings, none are named', async () => {
  const user = userEvent.setup();
  const recipe = printRecipe();
  const { rerender } = render(<AddToList postId={7} postName="Pan casero" servings={8} recipe={recipe} report={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Agregar a la lista' }));
  await screen.findByText(/Agregaste/);
  const qty = recipe.querySelector('.sw-recipe__qty');
  if (qty !== null) qty.textContent = '500 g';
  rerender(<AddToList postId={7} postName="Pan casero" servings={2} recipe={recipe} report={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Agregar a la lista' }));
  await screen.findByText('«Pan casero» ya estaba en tu lista: la actualizamos para 2 porciones.');
  expect(readList().recipes).toMatchObject([{ servings: 2, items: [{ qty: '500 g' }, {}, {}] }]);
  rerender(<AddToList postId={9} postName="Pizza" servings={undefined} recipe={recipe} report={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Agregar a la lista' }));
  await screen.findByText('Agregaste «Pizza» a tu lista de compras.');
  expect(readList().recipes.map((kept) => [kept.postId, kept.servings])).toEqual([
    [7, 2],
    [9, null],
  ]);
});

test('storage refused (full, or a private mode): says the list could not be kept, offers no link', async () => {
  const user = userEvent.setup();
  const recipe = printRecipe();
  render(<AddToList postId={7} postName="Pan casero" servings={4} recipe={recipe} report={jest.fn()} />);
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  await user.click(screen.getByRole('button', { name: 'Agregar a la lista' }));
  await screen.findByText(/No pudimos guardar la lista en este dispositivo/);
  expect(screen.queryByRole('link', { name: 'Ver la lista' })).toBeNull();
  await waitFor(() => expect(readList().recipes).toEqual([]));
});

test("the list's code cannot be downloaded (offline): says so and reports it", async () => {
  const user = userEvent.setup();
  const recipe = printRecipe();
  const report = jest.fn();
  const error = new Error('offline');
  jest.spyOn(listAdder, 'request').mockRejectedValue(error);
  render(<AddToList postId={7} postName="Pan casero" servings={4} recipe={recipe} report={report} />);
  await user.click(screen.getByRole('button', { name: 'Agregar a la lista' }));
  expect(await screen.findByRole('status')).toHaveTextContent('No pudimos agregar la receta a la lista. Probá de nuevo.');
  expect(report).toHaveBeenCalledWith({ phase: 'request', message: 'could not download the shopping list', error });
  expect(readList().recipes).toEqual([]);
});

test('servings a mould made fractional are written as a cook writes them; one is singular', async () => {
  const user = userEvent.setup();
  const recipe = printRecipe();
  const { rerender } = render(<AddToList postId={7} postName="Pan casero" servings={2.78} recipe={recipe} report={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Agregar a la lista' }));
  await screen.findByText('Agregaste «Pan casero» a tu lista de compras, para 2,8 porciones.');
  rerender(<AddToList postId={8} postName="Flan" servings={1} recipe={recipe} report={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Agregar a la lista' }));
  await screen.findByText('Agregaste «Flan» a tu lista de compras, para 1 porción.');
});
