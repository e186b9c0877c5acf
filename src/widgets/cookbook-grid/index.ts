import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { CookbookGrid } from './CookbookGrid';

export default defineWidget({ attributes, component: CookbookGrid });
