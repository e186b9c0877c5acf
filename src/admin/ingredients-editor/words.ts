import type { ChangeWords } from '../shared/merge/describe';
import { quoted } from '../shared/merge/describe';
import { groupLabel, textOf } from '../shared/merge/item-names';

/** An ingredient as it reads: its quantity and its name, or its product's. */
function ingredientText(ingredient: unknown): string {
  const product: unknown = typeof ingredient === 'object' && ingredient !== null ? Reflect.get(ingredient, 'product') : null;
  const name = textOf(ingredient, 'name') || textOf(product, 'name');
  return [textOf(ingredient, 'qty'), name].filter((part) => part !== '').join(' ');
}

/** How the ingredients are named when an editor is told what changed (a merge, a revision). */
export const ingredientsWords: ChangeWords = {
  lists: {
    '': { container: true, label: groupLabel },
    '*.ingredients': {
      label: (ingredient, _position, within) => `el ingrediente ${quoted(ingredientText(ingredient))}${within === null ? '' : ` de ${within}`}`,
    },
  },
  fields: { '*.name': 'el nombre', '*.ingredients.*.qty': 'la cantidad', '*.ingredients.*.name': 'el nombre', '*.ingredients.*.product': 'el producto' },
};
