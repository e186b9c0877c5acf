import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { RecipeTools } from './RecipeTools';

export default defineWidget({ attributes, component: RecipeTools });
