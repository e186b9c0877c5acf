import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { ProductAttributesEditor } from './ProductAttributesEditor';

export default defineWidget({ attributes, component: ProductAttributesEditor });
