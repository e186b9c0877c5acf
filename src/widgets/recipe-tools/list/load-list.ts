import { lazyPart } from '../../../shared/loading/lazy-part';

/** What reads the recipe and writes the list: downloaded at the first hover, focus or press of 'Agregar a la lista'. */
export const listAdder = lazyPart(() => import('./add-recipe').then((module) => module.addShownRecipe), 'the shopping list');
