/**
 * A product's grams per cup or per tablespoon (`gramosPorTaza`, `gramosPorCucharada`), typed as
 * text with a decimal comma or point: a positive figure up to 2000, or nothing. The printed
 * recipe writes it on the product's ingredients and recipe-tools turns cups and spoons into
 * grams with it (docs/widgets/recipe.md). The host package reads and checks it the same way
 * (SiteWidgets\Laravel\Recipe\Density, Validation\ProductDensities; test/fixtures/contracts/densities.json).
 */
export const MAX_GRAMS = 2000;

const FIGURE = /^\s*(\d{1,6})(?:[.,](\d{1,6}))?\s*$/;

/** Nothing typed: null, absent, or blank text. */
function blankDensity(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * The figure: a number, or digits with one decimal comma or point ('125', '7,8', '7.8'), above 0
 * and up to 2000; anything else ('1.200', '120 g', -3, blank) is null. '1.200' is twelve hundred
 * in Argentina and 1.2 elsewhere: neither.
 */
export function readDensity(value: unknown): number | null {
  let figure: number | null = null;
  if (typeof value === 'number') figure = value;
  else if (typeof value === 'string') {
    const match = FIGURE.exec(value);
    if (match === null) return null;
    const [, whole = '', fraction] = match;
    if (value.includes('.') && fraction?.length === 3) return null;
    figure = Number(fraction === undefined ? whole : `${whole}.${fraction}`);
  }
  return figure !== null && Number.isFinite(figure) && figure > 0 && figure <= MAX_GRAMS ? figure : null;
}

/** Whether a typed value cannot be saved: something other than nothing or a figure. */
export function refusedDensity(value: unknown): boolean {
  return !blankDensity(value) && readDensity(value) === null;
}
