import { defineEditor } from '../shared/editor/define-editor';
import { attributes } from './attributes';
import { stepGroupsSchema } from './schema';
import { stepsWords } from './words';

export const stepsEditor = defineEditor({
  name: 'steps-editor',
  attributes,
  schema: stepGroupsSchema,
  shape: 'list',
  words: stepsWords,
});
