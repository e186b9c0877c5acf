import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { CategorySelect } from './CategorySelect';

export default defineWidget({ attributes, component: CategorySelect });
