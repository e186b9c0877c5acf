import { defineWidget } from '../../runtime';
import { ingredientsEditor } from './editor';
import { IngredientsEditor } from './IngredientsEditor';

export default defineWidget({ attributes: ingredientsEditor.attributes, component: IngredientsEditor });
