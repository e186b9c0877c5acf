import { defineWidget } from '../../runtime';
import { attributes } from './attributes';
import { ImageUploaderWidget } from './ImageUploaderWidget';

export default defineWidget({ attributes, component: ImageUploaderWidget });
