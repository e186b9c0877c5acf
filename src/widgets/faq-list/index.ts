import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { FaqList } from './FaqList';

export default defineWidget({ attributes, component: FaqList });
