import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { CaptionCarousel } from './CaptionCarousel';

export default defineWidget({ attributes, component: CaptionCarousel });
