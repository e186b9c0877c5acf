/** The recipe page as the server prints it (docs/widgets/recipe.md, "The markup contract"), for the recipe tools' tests. */

export const item = (n: number, qty: string | null, name: string) =>
  `<li class="sw-recipe__item" data-recipe-ingredient><input type="checkbox" class="sw-recipe__check" id="ingrediente-${n}"><label for="ingrediente-${n}">${
    qty === null ? '' : `<span class="sw-recipe__qty" data-recipe-qty="${qty}">${qty}</span> `
  }<span class="sw-recipe__name">${name}</span></label></li>`;

const step = (n: number, text: string) =>
  `<li class="sw-recipe__item sw-recipe__step" id="paso-${n}" data-recipe-step><input type="checkbox" class="sw-recipe__check" id="paso-${n}-hecho"><label for="paso-${n}-hecho" class="sw-recipe__text">${text}</label></li>`;

/** The ingredient groups most tests print: weights, a cup, a range, a sum, no quantity. */
const DEFAULT_ITEMS = `<div class="sw-recipe__group"><ul class="sw-recipe__list">${item(1, '1 kg', 'Harina 0000')}${item(2, '½ taza', 'Leche')}${item(3, '200 g', 'Manteca')}${item(
  4,
  '2 a 3',
  'Huevos',
)}</ul></div>
        <div class="sw-recipe__group"><h3>Para pintar</h3><ul class="sw-recipe__list">${item(5, '1 y 1/2', 'Yemas')}${item(6, 'a gusto', 'Sésamo')}${item(
          7,
          null,
          'Sal gruesa',
        )}</ul></div>`;

/** The recipe as the server prints it, with the widget's placeholder inside it (or before it: `inside: false`). */
export function printRecipe({
  postId = '7',
  servings = '4' as string | null,
  inside = true,
  mould = null as string | null,
  items = DEFAULT_ITEMS,
} = {}): HTMLElement {
  const placeholder = `<div data-widget-name="recipe-tools" data-post-id="${postId}" data-post-name="Pan casero"${
    servings === null ? '' : ` data-servings="${servings}"`
  }${mould === null ? '' : ` data-mould="${mould}"`}><div class="sw-reserve sw-reserve--recipe-tools"></div></div>`;
  document.body.innerHTML = `${inside ? '' : placeholder}<article class="sw-recipe" data-recipe="${postId}">
    ${inside ? placeholder : ''}
    <div class="sw-recipe__body">
      <section class="sw-recipe__ingredients"><h2>Ingredientes</h2>
        ${items}
      </section>
      <section class="sw-recipe__steps"><h2>Preparación</h2><div class="sw-recipe__group"><ol class="sw-recipe__list">${step(1, 'Mezclá.')}${step(2, 'Horneá.')}</ol></div></section>
    </div>
  </article>`;
  const element = document.querySelector<HTMLElement>('[data-widget-name="recipe-tools"]');
  if (element === null) throw new Error('no placeholder');
  return element;
}

/** Every quantity's text as shown now. */
export const quantities = () => [...document.querySelectorAll('[data-recipe-qty]')].map((element) => element.textContent);
