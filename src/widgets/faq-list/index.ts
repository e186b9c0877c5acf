import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { FaqListWidget } from './FaqListWidget';

export default defineWidget({ attributes, component: FaqListWidget });
