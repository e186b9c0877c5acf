import type { ListItem } from './list-storage';

const tidy = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The printed recipe's ingredients as the page shows them now (docs/widgets/recipe.md, "The
 * markup contract"): each quantity's text, scaled for the servings chosen and in grams when
 * converted, never the `data-recipe-qty` written; a product by the id of its link
 * (`/product/{id}`, or `consumers/product/{id}`). An item without a name is left out, as the
 * recipe's own WhatsApp list leaves it.
 */
export function readShownIngredients(recipe: Element): ListItem[] {
  const items: ListItem[] = [];
  for (const item of recipe.querySelectorAll('.sw-recipe__item[data-recipe-ingredient]')) {
    const nameElement = item.querySelector('.sw-recipe__name');
    const name = tidy(nameElement?.textContent);
    if (name === '') continue;
    const link = nameElement?.getAttribute('href');
    // Kept as a path of this site, however the page wrote it (relative on consumer pages).
    const href = link === null || link === undefined ? null : new URL(link, document.baseURI).pathname;
    const id = href === null ? null : /\/product\/(\d+)$/.exec(href)?.[1];
    items.push({
      name,
      qty: tidy(item.querySelector('.sw-recipe__qty')?.textContent),
      productId: id === null || id === undefined ? null : Number(id),
      href: id === null || id === undefined ? null : href,
    });
  }
  return items;
}
