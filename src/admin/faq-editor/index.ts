import { defineWidget } from '../../runtime';
import { faqEditor } from './editor';
import { FaqEditor } from './FaqEditor';

export default defineWidget({ attributes: faqEditor.attributes, component: FaqEditor });
