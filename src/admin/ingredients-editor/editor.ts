import { defineEditor } from '../shared/editor/define-editor';
import { attributes } from './attributes';
import { ingredientGroupsSchema } from './schema';
import { ingredientsWords } from './words';

export const ingredientsEditor = defineEditor({
  name: 'ingredients-editor',
  attributes,
  schema: ingredientGroupsSchema,
  shape: 'list',
  words: ingredientsWords,
});
