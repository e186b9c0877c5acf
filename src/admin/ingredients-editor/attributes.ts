import { attr } from '../../runtime';

export const attributes = {
  input: attr.text({
    default: 'custom_ingredients',
    description: "Name of the hidden input in the placeholder's form that holds the ingredient groups as JSON (or `#id` of an input anywhere).",
  }),
  products: attr.text({
    description:
      "`#id` of a `<script type=\"application/json\">` holding the product list `[{id, name}]` for product ingredients (Blade: `@json($products)` of `Product::get(['id', 'name'])`). Without it only free-text ingredients have choices.",
  }),
  label: attr.text({ description: 'Accessible name of the editor. Default "Ingredientes".' }),
};
