import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { IngredientsEditor } from './IngredientsEditor';

export default defineWidget({ attributes, component: IngredientsEditor });
