import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { RevisionCompare } from './RevisionCompare';

export default defineWidget({ attributes, component: RevisionCompare });
