import { postPath } from '../api/routes';
import { shareTexts } from './texts';

/** The recipe's public page on the site's own origin (`/post/{id}`). */
export function recipeUrl(postId: number, origin: string = window.location.origin): string {
  return new URL(postPath(postId), origin).href;
}

/** The message the visitor sends: the recipe's name and its public link. */
export function shareText(recipeName: string, url: string): string {
  return `${shareTexts.recipeText(recipeName)} ${url}`;
}
