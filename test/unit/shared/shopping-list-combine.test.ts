import fc from 'fast-check';
import { combineList } from '../../../src/shared/shopping-list/combine';
import { readQuantity } from '../../../src/shared/recipe/quantity';
import type { ListItem, ListRecipe } from '../../../src/shared/shopping-list/list-storage';

/** The shopping list's sums (docs/widgets/shopping-list.md, "Summing"). */
const item = (qty: string, name: string, productId: number | null = null): ListItem => ({
  name,
  qty,
  productId,
  href: productId === null ? null : `/product/${productId}`,
});
const recipe = (postId: number, ...items: ListItem[]): ListRecipe => ({ postId, name: `Receta ${postId}`, url: `/post/${postId}`, servings: 4, items });
const amounts = (recipes: ListRecipe[]) => combineList(recipes).map((line) => `${line.name}: ${line.amount}`);

test('the same ingredient in the same measure is summed, grams with kilos, written as the servings write', () => {
  expect(amounts([recipe(1, item('500 g', 'Harina 0000', 2)), recipe(2, item('1 kg', 'Harina 0000', 2))])).toEqual(['Harina 0000: 1,5 kg']);
  expect(amounts([recipe(1, item('750 ml', 'Leche')), recipe(2, item('1,5 l', 'leche'))])).toEqual(['Leche: 2,25 l']);
  expect(amounts([recipe(1, item('200 g', 'Manteca')), recipe(2, item('150 gramos', 'Manteca'))])).toEqual(['Manteca: 350 g']);
});

test("names made plain: case, accents, spacing and a final period; a unit's singular and plural together", () => {
  expect(amounts([recipe(1, item('1 taza', 'Azúcar')), recipe(2, item('½ taza', 'azucar ')), recipe(3, item('2 tazas', 'AZÚCAR.'))])).toEqual([
    'Azúcar: 3½ tazas',
  ]);
  expect(amounts([recipe(1, item('1 cucharada', 'Aceite')), recipe(2, item('2 cdas.', 'Aceite'))])).toEqual(['Aceite: 3 cucharadas']);
  expect(amounts([recipe(1, item('2', 'Huevos')), recipe(2, item('3', 'Huevos'))])).toEqual(['Huevos: 5']);
});

test('a product is one ingredient by its id, whatever its name; a free ingredient of the same name is another', () => {
  const lines = combineList([recipe(1, item('1 kg', 'Harina 0000', 2)), recipe(2, item('500 g', 'Harina leudante', 2), item('100 g', 'Harina 0000'))]);
  expect(lines.map((line) => [line.key, line.amount, line.href])).toEqual([
    ['p:2|g', '1,5 kg', '/product/2'],
    ['n:harina 0000|g', '100 g', null],
  ]);
});

test('different measures of one ingredient are lines of their own; what is no quantity is kept, once per text, never dropped', () => {
  const lines = combineList([
    recipe(1, item('1 kg', 'Harina'), item('a gusto', 'Sal'), item('', 'Sal gruesa')),
    recipe(2, item('2 tazas', 'Harina'), item('a gusto', 'Sal'), item('c/n', 'Sal')),
  ]);
  expect(lines.map((line) => [line.name, line.amount, line.sources.map((source) => source.postId)])).toEqual([
    ['Harina', '1 kg', [1]],
    ['Sal', 'a gusto, c/n', [1, 2]],
    ['Sal gruesa', '', [1]],
    ['Harina', '2 tazas', [2]],
  ]);
});

test('ranges sum end by end', () => {
  expect(amounts([recipe(1, item('2 a 3', 'Huevos')), recipe(2, item('1', 'Huevos'))])).toEqual(['Huevos: 3 a 4']);
  expect(amounts([recipe(1, item('100-200 g', 'Queso')), recipe(2, item('1 kg', 'Queso'))])).toEqual(['Queso: 1,1 a 1,2 kg']);
});

test('the same ingredient twice in one recipe is summed, and names the recipe once', () => {
  const [line] = combineList([recipe(1, item('100 g', 'Azúcar'), item('50 g', 'Azúcar'))]);
  expect(line).toMatchObject({ amount: '150 g', sources: [{ postId: 1, name: 'Receta 1' }] });
});

describe('properties over generated quantities', () => {
  const amount = fc.oneof(
    fc.integer({ min: 1, max: 995 }).map((grams) => ({ text: `${grams} g`, grams })),
    fc.integer({ min: 1, max: 40 }).map((quarters) => ({ text: `${(quarters / 4).toLocaleString('es-AR')} kg`, grams: quarters * 250 })),
  );
  test('grams and kilos in any mix are one line that reads back as their total, within the writer’s rounding (to the 5 g from 100 g, 0,01 kg from 1 kg), never lost', () => {
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 6 }), (amounts) => {
        const recipes = amounts.map(({ text }, index) => recipe(index + 1, item(text, 'Harina')));
        const lines = combineList(recipes);
        expect(lines).toHaveLength(1);
        const read = readQuantity(lines[0]?.amount ?? '');
        expect(read).not.toBeNull();
        const total = amounts.reduce((sum, { grams }) => sum + grams, 0);
        const grams = (read?.low ?? 0) * (read?.rest === 'kg' ? 1000 : 1);
        expect(Math.abs(grams - total)).toBeLessThanOrEqual(total >= 1000 ? 5 : 2.5);
        expect(read?.rest).toBe(total >= 1000 ? 'kg' : 'g');
      }),
    );
  });

  test('nothing is lost: every text that is no quantity is listed, every line names its recipe', () => {
    const texts = fc.oneof(
      fc.constantFrom('a gusto', 'c/n', 'un poco', ''),
      fc.tuple(fc.integer({ min: 1, max: 20 }), fc.constantFrom('', 'taza', 'tazas', 'cdas.', 'g', 'ml', 'dientes')).map(([n, unit]) => `${n} ${unit}`.trim()),
    );
    fc.assert(
      fc.property(fc.array(texts, { minLength: 1, maxLength: 5 }), (qtys) => {
        const lines = combineList([recipe(1, ...qtys.map((qty) => item(qty, 'Ajo')))]);
        // Nothing lost: every text that is no quantity is shown, every readable one counted in a line.
        for (const qty of qtys) {
          if (qty !== '' && readQuantity(qty) === null) expect(lines.some((line) => line.amount.split(', ').includes(qty))).toBe(true);
        }
        expect(lines.every((line) => line.sources.length === 1)).toBe(true);
      }),
    );
  });
});
