import { defineEditor } from '../shared/editor/define-editor';
import { attributes } from './attributes';
import { bannerSchema } from './schema';
import { bannerWords } from './words';

export const bannerEditor = defineEditor({
  name: 'banner-editor',
  attributes,
  schema: bannerSchema,
  shape: 'form',
  words: bannerWords,
});
