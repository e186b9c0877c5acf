import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { PostCarousel } from './PostCarousel';

export default defineWidget({ attributes, component: PostCarousel });
