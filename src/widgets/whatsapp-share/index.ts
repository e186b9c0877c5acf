import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { WhatsappShare } from './WhatsappShare';

export default defineWidget({ attributes, component: WhatsappShare });
