import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { FaqEditor } from './FaqEditor';

export default defineWidget({ attributes, component: FaqEditor });
