import { readShownIngredients } from '../../../../shared/shopping-list/read-recipe';
import { addRecipe, type Added } from '../../../../shared/shopping-list/list-storage';

/** What 'Agregar a la lista' adds: the recipe as shown, with its name, its page and the servings chosen. */
export interface RecipeToAdd {
  postId: number;
  postName: string;
  /** The servings the quantities shown are for; undefined when the recipe states none. */
  servings: number | undefined;
  recipe: Element;
}

/** Reads the recipe as the page shows it now and puts it on the list (replacing it when it is there). */
export function addShownRecipe({ postId, postName, servings, recipe }: RecipeToAdd): Added {
  return addRecipe({
    postId,
    name: postName,
    url: location.pathname,
    servings: servings ?? null,
    items: readShownIngredients(recipe),
  });
}
