import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { EditingPresence } from './EditingPresence';

export default defineWidget({ attributes, component: EditingPresence });
