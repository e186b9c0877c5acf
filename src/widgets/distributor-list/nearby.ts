/**
 * 'Cerca mío' (docs/widgets/catalogue.md): the position and the distances, in a file of
 * their own downloaded on the first tap (or on a return to `cerca=1`), so a directory that
 * is never asked pays none of it.
 */
export { distanceText, orderByDistance } from './distance';
export { locate, locationGranted } from './locate';
