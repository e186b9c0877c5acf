import { parseIngredientLine, parseIngredientList } from '../../../src/admin/ingredients-editor/parse-list';

describe('pasted ingredient lines', () => {
  test.each([
    ['200 g de harina', '200 g', 'harina'],
    ['200g de harina', '200 g', 'harina'],
    ['1/2 taza de leche', '1/2 taza', 'leche'],
    ['1,5 kg de papas', '1,5 kg', 'papas'],
    ['1.5 kg de papas', '1.5 kg', 'papas'],
    ['½ cucharadita de sal', '½ cucharadita', 'sal'],
    ['1 ½ tazas de azúcar', '1 ½ tazas', 'azúcar'],
    ['- 3 huevos', '3', 'huevos'],
    ['* 100 ml de crema', '100 ml', 'crema'],
    ['• 2 cdas. de aceite', '2 cdas.', 'aceite'],
    ['1. 250 g de manteca', '250 g', 'manteca'],
    ['2 a 3 dientes de ajo', '2 a 3 dientes', 'ajo'],
    ['2-3 dientes de ajo', '2-3 dientes', 'ajo'],
    ['una pizca de nuez moscada', 'una pizca', 'nuez moscada'],
    ['sal a gusto', '', 'sal a gusto'],
    ['Pimienta', '', 'Pimienta'],
    ['3 huevos grandes', '3', 'huevos grandes'],
    ['500 g', '', '500 g'],
  ])('%s → %s | %s', (line, qty, name) => {
    expect(parseIngredientLine(line)).toEqual({ qty, name });
  });

  test("blank lines are skipped and a line ending in ':' starts a group", () => {
    const text = ['- 3 huevos', '', '200 g de harina', 'Relleno:', '1/2 taza de leche', 'sal a gusto', '  ', 'Cobertura :', '100 g de chocolate'].join('\n');
    expect(parseIngredientList(text)).toEqual([
      {
        name: null,
        ingredients: [
          { qty: '3', name: 'huevos' },
          { qty: '200 g', name: 'harina' },
        ],
      },
      {
        name: 'Relleno',
        ingredients: [
          { qty: '1/2 taza', name: 'leche' },
          { qty: '', name: 'sal a gusto' },
        ],
      },
      { name: 'Cobertura', ingredients: [{ qty: '100 g', name: 'chocolate' }] },
    ]);
  });

  test('a list starting with a title has no untitled part; Windows line ends are fine', () => {
    expect(parseIngredientList('Masa:\r\n1 kg de harina\r\n')).toEqual([{ name: 'Masa', ingredients: [{ qty: '1 kg', name: 'harina' }] }]);
  });
});
