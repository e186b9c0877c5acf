import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { WhereToBuy } from './WhereToBuy';

export default defineWidget({ attributes, component: WhereToBuy });
