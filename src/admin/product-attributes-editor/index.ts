import { defineWidget } from '../../runtime';
import { productAttributesEditor } from './editor';
import { ProductAttributesEditor } from './ProductAttributesEditor';

export default defineWidget({ attributes: productAttributesEditor.attributes, component: ProductAttributesEditor });
