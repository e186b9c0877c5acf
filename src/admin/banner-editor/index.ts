import { defineWidget } from '../../runtime';
import { bannerEditor } from './editor';
import { BannerEditor } from './BannerEditor';

export default defineWidget({ attributes: bannerEditor.attributes, component: BannerEditor });
