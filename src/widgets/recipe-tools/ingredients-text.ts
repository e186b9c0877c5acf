/**
 * The ingredient list as a WhatsApp message, read from the printed recipe as it shows now
 * (the quantities scaled): the recipe's name, a heading, then each group's name (when it has
 * one) and its ingredients, one a line: '- Harina 0000: 2 kg', '- Sal: a gusto'.
 */
export function ingredientsMessage(recipe: Element, title: string, heading: string): string {
  const lines = [title, '', `${heading}:`];
  const tidy = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  for (const group of recipe.querySelectorAll('.sw-recipe__ingredients .sw-recipe__group')) {
    const name = tidy(group.querySelector('h3, h4')?.textContent);
    if (name !== '') lines.push('', `*${name}*`);
    for (const item of group.querySelectorAll('[data-recipe-ingredient]')) {
      const qty = tidy(item.querySelector('.sw-recipe__qty')?.textContent);
      // The yeast swapped in the kitchen tools says its kind after the name: "(de levadura seca, en lugar de …)".
      const ingredient = tidy(`${item.querySelector('.sw-recipe__name')?.textContent ?? ''} ${item.querySelector('.sw-recipe__swap')?.textContent ?? ''}`);
      if (ingredient !== '') lines.push(qty === '' ? `- ${ingredient}` : `- ${ingredient}: ${qty}`);
    }
  }
  return lines.join('\n');
}
