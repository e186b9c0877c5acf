<?php

namespace App\Support;

use App\Models\Product;
use Illuminate\Support\Collection;
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

    /**
     * What "Dónde comprar" asks for on the recipe's page (`where-to-buy`'s `data-products`): each
     * linked product once, with the name and the quantity the printed recipe shows for it (the
     * first ingredient that names it); a quantity of none is null.
     *
     * @return list<array{id: int, name: string, qty: ?string}>
     */
    public static function wanted(mixed $customIngredients): array
    {
        $wanted = [];
        foreach (RecipeContent::of(['custom_ingredients' => $customIngredients])->ingredientGroups as $group) {
            foreach ($group['items'] as $item) {
                if ($item['productId'] !== null && ! isset($wanted[$item['productId']])) {
                    $wanted[$item['productId']] = ['id' => $item['productId'], 'name' => $item['name'], 'qty' => $item['qty']];
                }
            }
        }

        return array_values($wanted);
    }

    /**
     * The linked products the printed recipe reads (`<x-site-recipe :products>`: their grams per
     * cup and spoon, `attributes.gramosPorTaza` and `gramosPorCucharada`), in one query, only
     * their ids and attributes; none asked for when the recipe links none. A product the
     * catalogue no longer has is left out.
     *
     * @return Collection<int, Product>
     */
    public static function products(mixed $customIngredients): Collection
    {
        $ids = self::ids($customIngredients);

        return $ids === [] ? collect() : Product::query()->whereKey($ids)->get(['id', 'attributes']);
    }
}
