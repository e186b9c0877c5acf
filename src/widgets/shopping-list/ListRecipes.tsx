import { useId } from 'react';
import type { ListRecipe } from '../../shared/shopping-list/list-storage';
import { formatAmount } from '../../shared/recipe/scale';
import { shoppingListTexts as texts } from './texts';

interface ListRecipesProps {
  recipes: readonly ListRecipe[];
  onRemove: (recipe: ListRecipe, index: number) => void;
}

/** The recipes the list is for, each with its servings, a link back to it and 'Quitar'. */
export function ListRecipes({ recipes, onRemove }: ListRecipesProps) {
  const id = useId();
  return (
    <section className="sw-list__group sw-list__recipes" aria-labelledby={`${id}heading`}>
      <h2 id={`${id}heading`} className="sw-list__heading" tabIndex={-1}>
        {texts.recipes}
      </h2>
      <ul className="sw-list__lines">
        {recipes.map((recipe, index) => (
          <li key={recipe.postId} className="sw-list__recipe">
            <a href={recipe.url} className="sw-list__recipe-link">
              {recipe.name}
            </a>
            {recipe.servings === null ? null : <span className="sw-list__servings">{texts.servings(formatAmount(recipe.servings))}</span>}
            <button
              type="button"
              className="btn btn-outline-danger sw-list__remove"
              aria-label={texts.removeNamed(recipe.name)}
              onClick={() => onRemove(recipe, index)}
            >
              {texts.remove}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
