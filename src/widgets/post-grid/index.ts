import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { PostGrid } from './PostGrid';

export default defineWidget({ attributes, component: PostGrid });
