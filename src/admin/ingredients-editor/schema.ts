import * as v from 'valibot';
import { looseText, record } from '../shared/document/legacy-json';
import { flagValue } from '../../base/schema/flags';

/**
 * The `custom_ingredients` field (docs/widgets/recipe-editors.md, "Ingredients"): groups
 * `{name, ingredients}`; an ingredient is free text `{name, qty, isProduct: false}` or a
 * product `{isProduct: true, product, product_id, qty}`. Loose like the steps: unknown fields
 * are kept, a missing list is empty, numbers read as text, `isProduct` may be 1 or "1".
 */
const ingredientSchema = record({
  name: looseText,
  qty: looseText,
  isProduct: v.optional(v.nullable(v.union([v.boolean(), v.number(), v.string()]))),
  product: v.optional(v.unknown()),
  product_id: v.optional(v.nullable(v.union([v.number(), v.string()]))),
});
const ingredientGroupSchema = record({ name: looseText, ingredients: v.optional(v.nullable(v.array(ingredientSchema))) });
export const ingredientGroupsSchema = v.array(ingredientGroupSchema);

export type Ingredient = v.InferInput<typeof ingredientSchema>;
export type IngredientGroup = v.InferInput<typeof ingredientGroupSchema>;

const productSchema = v.looseObject({ id: v.union([v.number(), v.string()]), name: v.string() });
export const productListSchema = v.array(productSchema);
export type Product = v.InferOutput<typeof productSchema>;

/**
 * Whether an ingredient is one of the brand's products: Laravel's boolean column, read as the
 * runtime reads every flag (`flagValue`: `true`, `1`, `"1"`), or the text "true" older tools wrote.
 */
export function isProduct(ingredient: Ingredient): boolean {
  const value = ingredient.isProduct;
  return flagValue(value) === true || value === 'true';
}
