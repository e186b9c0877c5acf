import { fieldText } from '../shared/document/legacy-json';
import type { GroupsEditorConfig } from '../shared/groups/config';
import { IngredientBody } from './IngredientBody';
import type { Ingredient, IngredientGroup } from './schema';
import { ingredientsTexts } from './texts';

export const ingredientsConfig: GroupsEditorConfig<IngredientGroup, Ingredient> = {
  adapter: {
    items: (group) => group.ingredients ?? [],
    draftItems: (group) => (group.ingredients ??= []),
    // The first group starts unnamed; later ones are 'Ingredientes'.
    newGroup: (index) => ({ name: index === 0 ? '' : ingredientsTexts.defaultGroupName, ingredients: [{ name: '', qty: '', isProduct: false }] }),
    newItem: () => ({ name: '', qty: '', isProduct: false }),
  },
  words: { Item: ingredientsTexts.Item, addItem: ingredientsTexts.addItem, addGroup: ingredientsTexts.addGroup, emptyGroup: ingredientsTexts.emptyGroup },
  groupName: (group) => fieldText(group.name),
  setGroupName: (draft, name) => {
    draft.name = name;
  },
  ItemBody: IngredientBody,
};
