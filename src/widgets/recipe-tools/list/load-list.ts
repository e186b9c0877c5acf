import { lazyPart } from '../../../shared/loading/lazy-part';

/** What reads the recipe, writes the list and says so: downloaded at the first hover, focus or press of 'Agregar a la lista'. */
export const listAdder = lazyPart(() => import('./added'), 'the shopping list');
