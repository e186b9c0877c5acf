import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { ConsentNotice } from './ConsentNotice';

export default defineWidget({ attributes, component: ConsentNotice });
