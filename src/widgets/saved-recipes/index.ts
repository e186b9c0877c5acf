import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { SavedRecipes } from './SavedRecipes';

export default defineWidget({ attributes, component: SavedRecipes });
