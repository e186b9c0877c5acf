import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { ProductGrid } from './ProductGrid';

export default defineWidget({ attributes, component: ProductGrid });
