/** What 'Agregar a la lista' downloads at first use: the reading and writing, and what it then says. */
export { addShownRecipe } from './add-recipe';
export { AddedNotice } from './AddedNotice';
