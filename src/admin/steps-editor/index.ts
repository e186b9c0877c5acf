import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { StepsEditor } from './StepsEditor';

export default defineWidget({ attributes, component: StepsEditor });
