import * as v from 'valibot';
import { attr } from '../../runtime';
import { id } from '../../base/schema/laravel';

/** One of the brand's products the page asks for: its id, its name, and the quantity as the recipe writes it. */
const wantedProductSchema = v.looseObject({
  id,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('expected a name')),
  qty: v.nullish(v.string()),
});

export type WantedProduct = v.InferOutput<typeof wantedProductSchema>;

export const attributes = {
  products: attr.jsonList(
    wantedProductSchema,
    '{id, name, qty}',
  )({
    required: true,
    description:
      "The brand's products to look for: on a recipe page, the recipe's ingredients that are the brand's products, `id` (the product's), `name` (as the recipe prints it) and `qty` (as written for `data-servings`; `null` or absent: no quantity); on a product page, that product alone, without `qty`. Usually `#id` of a JSON script the page prints with `@json`. An unreadable entry is left out (and reported); none left, the widget shows nothing.",
  }),
  postId: attr.id({
    description:
      "The recipe's id, on a recipe page: the servings the visitor chose in `recipe-tools` for it are read (and followed) under it, and the message links to `/post/{id}`. Without it, a product page: the message asks for the product and links to this page.",
  }),
  postName: attr.text({
    description: "The recipe's name: it goes into the message and is the hit's `entity`. Without it (a product page), the first product's name is.",
  }),
  servings: attr.integerBetween(
    1,
    100,
  )({
    description:
      "The servings the quantities are written for (the recipe's `metadata.commensals`, as `recipe-tools`' `data-servings`). Without it, the quantities go as written.",
  }),
  siteName: attr.text({
    description:
      'The brand or site named in a recipe\'s message ("Es para la receta «Pan casero» de {siteName}: …"). Default: the page\'s `og:site_name`; none, the message names no site.',
  }),
  headingLevel: attr.integerBetween(1, 6)({ default: 2, description: "Heading level of the title 'Dónde comprar'." }),
};
