<?php

namespace App\Support;

use SiteWidgets\Laravel\Recipe\RecipeContent;

/**
 * The products a recipe's ingredients link to, read as the printed recipe reads them
 * (`RecipeContent`: an ingredient flagged `isProduct`, with a name, its `product.id` else its
 * `product_id`): a product page lists exactly the recipes whose page links back to it.
 */
final class RecipeProducts
{
    /** @return list<int> each linked product id once, in the order the ingredients name them */
    public static function ids(mixed $customIngredients): array
    {
        $ids = [];
        foreach (RecipeContent::of(['custom_ingredients' => $customIngredients])->ingredientGroups as $group) {
            foreach ($group['items'] as $item) {
                if ($item['productId'] !== null) {
                    $ids[$item['productId']] = true;
                }
            }
        }

        return array_keys($ids);
    }
}
