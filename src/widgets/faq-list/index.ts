import { defineWidget } from '../../shared/runtime';
import { attributes } from './attributes';
import { FaqListWidget } from './FaqListWidget';

export default defineWidget({ attributes, component: FaqListWidget });
