import { defineWidget } from '../../shared/runtime';
import { attributes } from './attributes';
import { FaqEditor } from './FaqEditor';

export default defineWidget({ attributes, component: FaqEditor });
