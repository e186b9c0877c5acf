import { defineEditor } from '../shared/editor/define-editor';
import { attributes } from './attributes';
import { productAttributesSchema } from './schema';
import { attributesWords } from './words';

export const productAttributesEditor = defineEditor({
  name: 'product-attributes-editor',
  attributes,
  schema: productAttributesSchema,
  shape: 'form',
  words: attributesWords,
  beyond: [
    'gramosPorTaza and gramosPorCucharada are each empty or a figure above 0 and up to 2000 (a decimal comma or point): the editor says so of any other value and the host refuses it on save, unless stored so (SiteWidgets\\Laravel\\Validation\\ProductDensities; test/fixtures/contracts/densities.json)',
  ],
});
