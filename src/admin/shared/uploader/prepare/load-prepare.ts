import { lazyPart } from '../../../../shared/loading/lazy-part';

/**
 * Preparing an image (resizing, and rewriting its container without metadata: about 3.8 KB
 * gzip) in its own file, downloaded on the first sign that someone is about to upload (a
 * pointer or focus in an uploader, a file chosen), so a form that only edits text never
 * downloads it and the admin pages stay within their byte budget.
 */
export const imagePreparation = lazyPart(() => import('./prepare-image').then((module) => module.prepareImage), 'the image preparation');
