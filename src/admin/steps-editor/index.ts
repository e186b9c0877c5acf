import { defineWidget } from '../../runtime';
import { stepsEditor } from './editor';
import { StepsEditor } from './StepsEditor';

export default defineWidget({ attributes: stepsEditor.attributes, component: StepsEditor });
