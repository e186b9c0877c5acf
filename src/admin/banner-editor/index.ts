import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { BannerEditor } from './BannerEditor';

export default defineWidget({ attributes, component: BannerEditor });
