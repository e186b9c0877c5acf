import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { SaveRecipe } from './SaveRecipe';

export default defineWidget({ attributes, component: SaveRecipe });
