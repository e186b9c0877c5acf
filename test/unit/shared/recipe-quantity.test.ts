import { readQuantity } from '../../../src/shared/recipe/quantity';
import { formatAmount, scaleQuantity } from '../../../src/shared/recipe/scale';

describe('reading a quantity as people write it', () => {
  test.each([
    ['1 kg', { low: 1, high: null, rest: 'kg' }],
    ['1,5 kg', { low: 1.5, high: null, rest: 'kg' }],
    ['1.5 kg', { low: 1.5, high: null, rest: 'kg' }],
    ['200g', { low: 200, high: null, rest: 'g' }],
    ['½ taza', { low: 0.5, high: null, rest: 'taza' }],
    ['1/2 taza', { low: 0.5, high: null, rest: 'taza' }],
    ['1 1/2 tazas', { low: 1.5, high: null, rest: 'tazas' }],
    ['1½ tazas', { low: 1.5, high: null, rest: 'tazas' }],
    ['1 y 1/2', { low: 1.5, high: null, rest: '' }],
    ['1 y medio', { low: 1.5, high: null, rest: '' }],
    ['2 a 3', { low: 2, high: 3, rest: '' }],
    ['2-3 dientes', { low: 2, high: 3, rest: 'dientes' }],
    ['2 o 3', { low: 2, high: 3, rest: '' }],
    ['una pizca', { low: 1, high: null, rest: 'pizca' }],
  ])('%s', (text, expected) => {
    expect(readQuantity(text)).toMatchObject(expected);
  });

  test.each(['a gusto', 'c/n', 'cantidad necesaria', '', 'un poco 2 3', '2 3'])('%p is not a quantity', (text) => {
    expect(readQuantity(text)).toBeNull();
  });
});

describe('a quantity for other servings, written as a cook would', () => {
  test.each([
    ['200 g', 2, '400 g'],
    ['½ taza', 2, '1 taza'],
    ['1 taza', 2, '2 tazas'],
    ['1 1/2 tazas', 0.5, '¾ taza'],
    ['1 kg', 2, '2 kg'],
    ['1 kg', 0.5, '500 g'],
    ['1,5 kg', 0.5, '750 g'],
    ['750 g', 2, '1,5 kg'],
    ['500 ml', 3, '1,5 l'],
    ['1,25 kg', 1.5, '1,88 kg'],
    ['10 g', 0.25, '2,5 g'],
    ['10 g', 1.25, '13 g'],
    ['150 g', 1 / 3, '50 g'],
    ['1 kg', 1 / 3, '335 g'],
    ['2 a 3', 2, '4 a 6'],
    ['2-3', 1.5, '3-4½'],
    ['1 y 1/2', 2, '3'],
    ['3', 1.5, '4½'],
    ['4', 1 / 3, '1⅓'],
    ['1', 2 / 3, '⅔'],
    ['1', 0.25, '¼'],
    ['1 cucharada', 0.7, '0,7 cucharada'],
    ['12', 1.25, '15'],
    ['2 dientes', 0.5, '1 diente'],
    ['1 kilo', 2, '2 kilos'],
    ['una pizca', 2, '2 pizcas'],
    ['2 cdas. de aceite', 0.5, '1 cdas. de aceite'],
    // The table of docs/widgets/recipe.md, "Servings".
    ['1,5 kg', 2, '3 kg'],
    ['200 g', 0.5, '100 g'],
    ['750 ml', 2, '1,5 l'],
    ['750 ml', 0.5, '375 ml'],
    ['½ taza', 0.5, '¼ taza'],
    ['1 y 1/2 tazas', 2, '3 tazas'],
    ['1½ tazas', 0.5, '¾ taza'],
    ['2-3', 2, '4-6'],
    ['2-3', 0.5, '1-1½'],
    ['2 a 3', 0.5, '1 a 1½'],
    ['2 o 3', 2, '4 o 6'],
    ['una pizca', 0.5, '½ pizca'],
    ['a gusto', 2, 'a gusto'],
    ['c/n', 2, 'c/n'],
    ['un poco', 2, 'un poco'],
    ['1 kg', 1, '1 kg'],
    ['1 y 1/2', 1, '1 y 1/2'],
  ])('%s × %d → %s', (text, factor, expected) => {
    expect(scaleQuantity(text, factor)).toBe(expected);
  });

  test.each([
    [0.5, '½'],
    [1 / 3, '⅓'],
    [0.75, '¾'],
    [2.25, '2¼'],
    [1.2, '1,2'],
    [7, '7'],
    [10.6, '11'],
  ])('%d → %s', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });
});
