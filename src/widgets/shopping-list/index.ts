import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { ShoppingList } from './ShoppingList';

export default defineWidget({ attributes, component: ShoppingList });
